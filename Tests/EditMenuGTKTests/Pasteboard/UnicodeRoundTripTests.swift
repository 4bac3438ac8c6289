import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// Text in every script survives the edit menu byte for byte: Select All,
/// Copy, Cut, Paste and Delete on a real GtkEntry and GtkLabel, with xclip
/// (another X client) reading and offering the clipboard. GTK counts
/// positions in code points and Swift in grapheme clusters; each sample has
/// characters where the two differ, or bytes where they must not change.
final class UnicodeRoundTripTests: SystemPasteboardTestCase, @unchecked Sendable {
    /// One sample per kind of text. Compared as UTF-8 bytes throughout:
    /// Swift's `==` treats canonically equivalent strings as equal, so it
    /// would miss a change from `e` + U+0301 to `é`.
    enum Sample {
        static let flags = "🇫🇷 flag 🇯🇵🇺🇸"
        static let zwj = "été 👨‍👩‍👧 ok 🏳️‍🌈"
        static let combining = "e\u{301}te\u{301} a\u{308}\u{304} Z\u{324}\u{354}\u{367}\u{311} नमस्ते"
        static let cjk = "漢字とかな、한국어 文字"
        static let astral = "𝄞 𝕏𝔸 𐍈 😀 𠀀"
        static let bidi = "Hello مرحبا بالعالم and שָׁלוֹם עולם 123"
        static let replacementCharacter = "a\u{FFFD}b"
    }

    func testFlagsAndZWJSequences() throws {
        XCTAssertNotEqual(Sample.flags.count, Sample.flags.unicodeScalars.count, "the sample must have multi-scalar characters")
        try assertEditMenuRoundTrips(Sample.flags)
        try assertEditMenuRoundTrips(Sample.zwj)
    }

    func testCombiningMarks() throws {
        XCTAssertNotEqual(Sample.combining.count, Sample.combining.unicodeScalars.count)
        try assertEditMenuRoundTrips(Sample.combining)
    }

    func testCJK() throws { try assertEditMenuRoundTrips(Sample.cjk) }

    func testAstralPlaneCharacters() throws {
        XCTAssertTrue(Sample.astral.unicodeScalars.contains { $0.value > 0xFFFF })
        try assertEditMenuRoundTrips(Sample.astral)
    }

    func testArabicAndHebrewMixedWithLatin() throws {
        XCTAssertNotEqual(Sample.bidi.count, Sample.bidi.unicodeScalars.count, "Hebrew points are combining marks")
        try assertEditMenuRoundTrips(Sample.bidi)
    }

    func testALoneReplacementCharacter() throws { try assertEditMenuRoundTrips(Sample.replacementCharacter) }

    /// Copying part of the text copies exactly that part: each character of
    /// every sample, selected by its `String.Index` range.
    func testEachCharacterCopiesAlone() throws {
        try onMain {
            let f = BasicsFixture(self)
            for sample in [Sample.flags, Sample.zwj, Sample.combining, Sample.bidi] {
                f.editField(sample, selecting: 0..<0)
                for index in sample.indices {
                    let character = index..<sample.index(after: index)
                    f.field.select(character)
                    XCTAssertEqual(f.field.selectedRange, character)
                    EventSynthesizer.key(GDK_KEY_c, modifiers: GDK_CONTROL_MASK, in: f.field)
                    XCTAssertEqual(try clipboardBytes(), Array(sample[character].utf8), "copying \(sample[character]) of \(sample)")
                }
            }
        }
    }

    /// A label whose whole text, a flag first, GTK itself selected: GTK's
    /// offsets count the flag as two code points, Swift as one character, so
    /// a slip between the two would leave the selection short of the end.
    func testALabelWithAFlagSelectedByGTKCopiesWhole() {
        onMain {
            let f = BasicsFixture(self)
            f.label.text = "🇫🇷 flag"
            gtk_label_select_region(f.label.gtkLabel, 0, -1)
            XCTAssertEqual(f.label.selectedText.map { Array($0.utf8) }, Array("🇫🇷 flag".utf8))
            XCTAssertEqual(f.label.selectedRange, f.label.text.startIndex..<f.label.text.endIndex)
        }
    }

    /// Select picks a whole word however it is written, never half a character.
    func testSelectPicksAWholeWord() throws {
        onMain {
            let f = BasicsFixture(self)
            for (text, caretBefore, word) in [("été 👨‍👩‍👧 ok", "é", "été"), ("Hello مرحبا world", "ر", "مرحبا"),
                                              ("🇫🇷 flag", "l", "flag"), ("e\u{301}te\u{301} x", "t", "e\u{301}te\u{301}")] {
                f.editField(text, selecting: 0..<0)
                let caret = text.firstIndex(of: Character(caretBefore))!
                f.field.cursorPosition = caret
                XCTAssertNil(f.field.selectedRange)
                EventSynthesizer.rightClick(f.field)
                f.menu.choose("Select")
                XCTAssertEqual(f.field.selectedText.map { Array($0.utf8) }, Array(word.utf8), "Select in \(text)")
                f.controller.hideMenu()
            }
        }
    }

    // MARK: The round trip

    /// Through the menus, as a user does it, and compared byte for byte:
    /// the field's Select All + Copy, Cut, Paste and Delete; the label's
    /// Select All + Copy.
    private func assertEditMenuRoundTrips(_ sample: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try onMain {
            let f = BasicsFixture(self)
            let bytes = Array(sample.utf8)
            f.editField(sample, selecting: 0..<0)

            choose("Select All", in: f, on: f.field)
            XCTAssertEqual(f.field.selectedText.map { Array($0.utf8) }, bytes, "Select All in the field", file: file, line: line)
            choose("Copy", in: f, on: f.field)
            XCTAssertEqual(try clipboardBytes(), bytes, "Copy from the field", file: file, line: line)

            choose("Cut", in: f, on: f.field)
            XCTAssertEqual(try clipboardBytes(), bytes, "Cut from the field", file: file, line: line)
            XCTAssertEqual(f.field.text, "", "Cut leaves the field empty", file: file, line: line)

            let before = GtkPasteboard.general.changeCount
            try Xclip.offer(Data(bytes))
            try waitForOffer(on: GtkPasteboard.general, after: before, file: file, line: line)
            choose("Paste", in: f, on: f.field)
            waitUntil("the paste of \(sample)", file: file, line: line) { Array(f.field.text.utf8) == bytes }
            XCTAssertEqual(f.field.cursorPosition, f.field.text.endIndex, "the caret follows the pasted text", file: file, line: line)

            choose("Select All", in: f, on: f.field)
            choose("Delete", in: f, on: f.field)
            XCTAssertEqual(f.field.text, "", "Delete empties the field", file: file, line: line)

            f.label.text = sample
            choose("Select All", in: f, on: f.label)
            XCTAssertEqual(f.label.selectedText.map { Array($0.utf8) }, bytes, "Select All in the label", file: file, line: line)
            choose("Copy", in: f, on: f.label)
            XCTAssertEqual(try clipboardBytes(), bytes, "Copy from the label", file: file, line: line)
        }
    }

    @MainActor private func choose(_ title: String, in fixture: BasicsFixture, on view: View) {
        EventSynthesizer.rightClick(view)
        fixture.menu.choose(title)
        MainLoop.drain()
    }

    /// What another application reads from CLIPBOARD.
    @MainActor private func clipboardBytes() throws -> [UInt8]? {
        try Xclip.read().map { Array($0) }
    }
}
