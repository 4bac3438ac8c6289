import EditMenu
import Foundation
import Testing
@testable import EditMenuText

/// What a paste of another application's text would put in a widget, as a
/// user sees it: NULs gone and nothing else, lengths counted as GTK counts
/// them (code points, not Swift's grapheme clusters), bad data refused whole.
@Suite("Pasted text") @MainActor
struct PastedTextTests {
    /// Flags, a ZWJ family, a combining accent, CJK and Hebrew, with NULs between.
    static let mixed = "🇫🇷\0👩‍👩‍👧 e\u{301}\0漢字\0שלום"

    @Test func nulsAreRemovedAndNothingElse() async throws {
        let pasted = try #require(try await PastedText.read(from: FakePasteboard(Self.mixed), maximumLength: 1_000))
        #expect(Array(pasted.text.utf8) == Array("🇫🇷👩‍👩‍👧 e\u{301}漢字שלום".utf8))
        #expect(pasted.removedNULs == 3)
        // GTK's count: 2 + 5 + 1 + 2 + 2 + 4 code points, where Swift sees 11 characters.
        #expect(pasted.count == 16)
        #expect(pasted.count == pasted.text.unicodeScalars.count)
    }

    @Test func invalidUTF8IsRefusedNotRepaired() async {
        var bytes = Data("abc".utf8)
        bytes.append(contentsOf: [0xC3, 0x28, 0xFF])   // a broken sequence, a byte UTF-8 never uses
        await #expect(throws: PasteboardError.invalidUTF8(.utf8PlainText)) {
            _ = try await PastedText.read(from: FakePasteboard(bytes), maximumLength: 1_000)
        }
    }

    @Test func theLimitCountsCodePointsNotCharacters() throws {
        // A flag and an accented e: 2 Swift characters, 4 code points, 11 bytes.
        let text = "🇯🇵e\u{301}"
        #expect(throws: PasteRefusal.tooLong(byteCount: 11, limit: 3)) { try PastedText(checking: text, maximumLength: 3) }
        #expect(try PastedText(checking: text, maximumLength: 4).count == 4)
    }

    @Test func removedNULsDoNotCountAgainstTheLimit() throws {
        let pasted = try PastedText(checking: "a\0b\0c", maximumLength: 3)
        #expect(pasted.text == "abc" && pasted.removedNULs == 2)
    }

    @Test func nothingOfferedIsNil() async throws {
        #expect(try await PastedText.read(from: FakePasteboard(), maximumLength: 10) == nil)
    }

    @Test func megabytesOfCJKDecodeWholeOffTheMainActor() async throws {
        let text = String(repeating: "漢字かな", count: 300_000)   // 3.6 MB, 1.2 M code points
        let pasted = try #require(try await PastedText.read(from: FakePasteboard(text), maximumLength: 2_000_000))
        #expect(pasted.count == 1_200_000)
        #expect(pasted.text.utf8.count == text.utf8.count)
    }

    @Test func farTooLongIsRefusedByItsSizeBeforeDecoding() async {
        // Invalid UTF-8 too: refused for its size, so it was never decoded.
        let bytes = Data(repeating: 0xFF, count: 5_000_000)
        await #expect(throws: PasteRefusal.tooLong(byteCount: 5_000_000, limit: 1_000)) {
            _ = try await PastedText.read(from: FakePasteboard(bytes), maximumLength: 1_000)
        }
    }

    @Test func failuresReadAsTheUserWouldBeTold() {
        #expect(PasteFailure(CancellationError()) == .refused(.stopped))
        #expect(PasteFailure(PasteboardError.ownerVanished) == .pasteboard(.ownerVanished))
        #expect(PasteFailure(PasteRefusal.doesNotFit(byteCount: 9, room: 2)) == .refused(.doesNotFit(byteCount: 9, room: 2)))
    }
}
