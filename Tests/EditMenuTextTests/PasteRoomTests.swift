import Testing
@testable import EditMenuText

/// The room a paste has in a widget: a GtkEntry holds 65,534 UTF-8 bytes
/// (not characters), and a paste that does not fit is refused whole.
@Suite("Paste room")
struct PasteRoomTests {
    static let entry = TextCapacity(characters: nil, bytes: 65_534)

    @Test func seventyThousandBytesDoNotFitAnEmptyField() {
        let room = PasteRoom(capacity: Self.entry, maximumLength: nil, length: 0, byteCount: 0, replacedCount: 0) { 0 }
        #expect(room.bytes == 65_534)
        #expect(throws: PasteRefusal.doesNotFit(byteCount: 70_000, room: 65_534)) {
            try room.check(String(repeating: "x", count: 70_000))
        }
    }

    @Test func multiByteTextIsCountedInBytes() {
        // 21,845 CJK characters are 65,535 bytes: one byte too many.
        let room = PasteRoom(capacity: Self.entry, maximumLength: nil, length: 0, byteCount: 0, replacedCount: 0) { 0 }
        #expect(throws: PasteRefusal.doesNotFit(byteCount: 65_535, room: 65_534)) {
            try room.check(String(repeating: "漢", count: 21_845))
        }
        #expect(throws: Never.self) { try room.check(String(repeating: "漢", count: 21_844)) }
    }

    @Test func theReplacedSelectionMakesRoom() {
        // 60,000 bytes in the field, 10,000 of them selected: 15,534 bytes left.
        let room = PasteRoom(capacity: Self.entry, maximumLength: nil, length: 60_000, byteCount: 60_000,
                             replacedCount: 10_000) { 10_000 }
        #expect(room.bytes == 15_534)
        #expect(room.characters == 15_534)
    }

    @Test func theAppsLimitAndTheCharacterCapacityBothHold() {
        let room = PasteRoom(capacity: TextCapacity(characters: 100), maximumLength: 10, length: 80, byteCount: 80,
                             replacedCount: 0) { Issue.record("a widget without a byte bound has its text read"); return 0 }
        #expect(room.characters == 10)
        let nearlyFull = PasteRoom(capacity: TextCapacity(characters: 100), maximumLength: 50, length: 95, byteCount: 95,
                                   replacedCount: 0) { 0 }
        #expect(nearlyFull.characters == 5)
        #expect(room.bytes == nil)
    }
}
