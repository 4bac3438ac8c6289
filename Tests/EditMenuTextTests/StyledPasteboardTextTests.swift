import EditMenu
import Foundation
import Testing
@testable import EditMenuText

/// Styled text on the pasteboard, as both toolkits' text views write and read
/// it: the text comes back byte for byte with its styles where they were,
/// and damaged data is refused whole (a paste then takes the plain text
/// beside it, or says why nothing went in).
@Suite("Styled pasteboard text") @MainActor
struct StyledPasteboardTextTests {
    /// A flag, a ZWJ family, a combining accent, CJK, Hebrew and two lines.
    static let mixed = "🇯🇵 👩‍👩‍👧 cafe\u{301}\n漢字 שלום"

    @Test func mixedScriptsComeBackWithTheirStyles() throws {
        // In code points: the flag is 0..<2, the family 3..<8, "café" 9..<14.
        let styling: [TextStyle: [Range<Int>]] = [.bold: [0..<2, 9..<14], .italic: [3..<8], .underline: [15..<17]]
        let written = StyledPasteboardText(text: Self.mixed, count: Self.mixed.unicodeScalars.count, styling: styling)
        let read = try StyledPasteboardText(decoding: written.encoded(), maximumLength: 1_000)
        #expect(Array(read.text.utf8) == Array(Self.mixed.utf8))
        #expect(read.count == 22)
        #expect(read.styling == styling)
    }

    @Test func theBytesAreTheDocumentedFormat() {
        let written = StyledPasteboardText(text: "Café au lait, Zürich", count: 20, styling: [.bold: [0..<4], .italic: [5..<7, 14..<20]])
        let expected = "edit-menu-styled-text 1 length=20 bytes=22\nbold 0+4\nitalic 5+2 14+6\n\nCafé au lait, Zürich"
        #expect(String(decoding: written.encoded(), as: UTF8.self) == expected)
    }

    @Test func aStyleThisReaderDoesNotKnowIsSkipped() throws {
        let data = Data("edit-menu-styled-text 1 length=3 bytes=3\nstrikethrough 0+1\nbold 1+2\n\nabc".utf8)
        let read = try StyledPasteboardText(decoding: data, maximumLength: 10)
        #expect(read.text == "abc" && read.styling == [.bold: [1..<3]])
    }

    @Test(arguments: [
        ("truncated text", "edit-menu-styled-text 1 length=6 bytes=6\nbold 0+3\n\nabc",
         StyledPasteboardText.ReadError.sizeMismatch(expected: 6, found: 3)),
        ("header cut short", "edit-menu-styled-text 1 length=6 bytes=6\nbold 0+3", .malformedHeader(line: 2)),
        ("another version", "edit-menu-styled-text 2 length=3 bytes=3\n\nabc", .notThisFormat),
        ("plain text", "just some text\n\nabc", .notThisFormat),
        ("run past the end", "edit-menu-styled-text 1 length=3 bytes=3\nbold 1+5\n\nabc", .runOutOfRange(style: "bold", run: "1+5")),
        ("overlapping runs", "edit-menu-styled-text 1 length=3 bytes=3\nitalic 0+2 1+1\n\nabc", .runOutOfRange(style: "italic", run: "1+1")),
        ("an empty run", "edit-menu-styled-text 1 length=3 bytes=3\nbold 1+0\n\nabc", .runOutOfRange(style: "bold", run: "1+0")),
        ("a negative start", "edit-menu-styled-text 1 length=3 bytes=3\nbold -1+2\n\nabc", .runOutOfRange(style: "bold", run: "-1+2")),
        ("a run that overflows", "edit-menu-styled-text 1 length=3 bytes=3\nbold 1+9223372036854775807\n\nabc",
         .runOutOfRange(style: "bold", run: "1+9223372036854775807")),
        ("a run that is not a number", "edit-menu-styled-text 1 length=3 bytes=3\nbold one\n\nabc", .malformedHeader(line: 2)),
        ("the wrong length", "edit-menu-styled-text 1 length=2 bytes=3\n\nabc", .lengthMismatch(expected: 2, found: 3)),
        ("a NUL", "edit-menu-styled-text 1 length=3 bytes=3\n\na\0c", .containsNUL),
    ])
    func damagedDataIsRefusedWhole(_ what: String, _ data: String, _ error: StyledPasteboardText.ReadError) {
        #expect(throws: error, "\(what)") { try StyledPasteboardText(decoding: Data(data.utf8), maximumLength: 100) }
    }

    @Test func invalidUTF8IsRefused() {
        var data = Data("edit-menu-styled-text 1 length=3 bytes=3\n\na".utf8)
        data.append(contentsOf: [0xC3, 0x28])   // a broken sequence
        #expect(throws: StyledPasteboardText.ReadError.invalidUTF8) { try StyledPasteboardText(decoding: data, maximumLength: 100) }
    }

    @Test func aMegabyteOfStyledTextComesBackWhole() throws {
        // 1 Mi code points of mixed scripts, every tenth line bold.
        let line = "Grüße 🇫🇷 漢字 שלום e\u{301}\n"
        let lineCount = line.unicodeScalars.count
        let lines = StyledPasteboardText.maximumLength / lineCount
        let text = String(repeating: line, count: lines)
        let bold = stride(from: 0, to: lines, by: 10).map { ($0 * lineCount)..<($0 * lineCount + lineCount - 1) }
        let written = StyledPasteboardText(text: text, count: lines * lineCount, styling: [.bold: bold])
        let start = ContinuousClock.now
        let read = try StyledPasteboardText(decoding: written.encoded(), maximumLength: StyledPasteboardText.maximumLength)
        #expect(ContinuousClock.now - start < .seconds(2), "decoding a megabyte must not hang")
        #expect(read.text.utf8.elementsEqual(text.utf8))
        #expect(read.styling == [.bold: bold])
    }

    // MARK: Pasting

    @Test func aPasteTakesTheStyledText() async throws {
        let board = Self.board(styled: StyledPasteboardText(text: "漢字 bold", count: 7, styling: [.bold: [3..<7]]).encoded())
        defer { InMemoryPasteboard.remove(name: board.name) }
        let content = try #require(try await StyledPasteboardText.pastedContent(from: board, limit: 100))
        #expect(content.pasted.text == "漢字 bold" && content.pasted.count == 7 && content.text.count == 7)
        #expect(content.styling == [.bold: [3..<7]])
    }

    @Test func damagedStyledTextBesidePlainTextPastesThePlainText() async throws {
        let board = Self.board(styled: Data("edit-menu-styled-text 1 length=9 bytes=9\nbold 0+3\n\nabc".utf8), plain: "plain")
        defer { InMemoryPasteboard.remove(name: board.name) }
        #expect(try await StyledPasteboardText.pastedContent(from: board, limit: 100) == nil)
    }

    @Test func damagedStyledTextAloneIsRefusedWithTheReason() async throws {
        let board = Self.board(styled: Data("edit-menu-styled-text 1 length=9 bytes=9\n\nabc".utf8))
        defer { InMemoryPasteboard.remove(name: board.name) }
        await #expect(throws: PasteboardError.transferFailed(
            "the styled text on the clipboard is unreadable: its text is 3 bytes where the header says 9 (truncated?)")) {
            _ = try await StyledPasteboardText.pastedContent(from: board, limit: 100)
        }
    }

    @Test func styledTextLongerThanTheRoomPastesThePlainText() async throws {
        // The plain paste then refuses it, saying how long it is.
        let board = Self.board(styled: StyledPasteboardText(text: "abcdef", count: 6, styling: [.bold: [0..<6]]).encoded(), plain: "abcdef")
        defer { InMemoryPasteboard.remove(name: board.name) }
        #expect(try await StyledPasteboardText.pastedContent(from: board, limit: 5) == nil)
    }

    /// A pasteboard holding `styled` under the styled type, and `plain` text beside it.
    private static func board(styled: Data, plain: String? = nil) -> InMemoryPasteboard {
        let board = InMemoryPasteboard.withUniqueName()
        var representations = [StyledPasteboardText.pasteboardType: styled]
        if let plain { representations[.utf8PlainText] = Data(plain.utf8) }
        board.setItems([PasteboardItem(representations)])
        return board
    }
}
