import EditMenu
import Foundation
import Testing
@testable import EditMenuText

/// Styled text between our text views and other applications through
/// `text/html`: a copy offers it beside the plain text and our own format,
/// a paste reads it when our own format is not there, and HTML that cannot
/// be read pastes the plain text beside it, or says why nothing went in.
@Suite("Styled text as text/html on the pasteboard") @MainActor
struct HTMLPasteboardTests {
    /// What Firefox ESR copies from "Start **Bold** mid *Italic* and <u>Under</u> end".
    static let firefoxCopy = #"<meta http-equiv="content-type" content="text/html; charset=utf-8"><p>Start <b>Bold</b> mid <i>Italic</i> and <u>Under</u> end</p>"#

    @Test func aCopyOffersHTMLBesideThePlainTextAndOurOwnFormat() throws {
        let text = "🇯🇵 <loud> & e\u{301}\nnext"
        let styled = StyledPasteboardText(text: text, count: text.unicodeScalars.count, styling: [.bold: [3..<9], .underline: [15..<19]])
        let item = styled.pasteboardItem
        #expect(try item.string() == text)
        #expect(item.data(forType: StyledPasteboardText.pasteboardType) == styled.encoded())
        let html = try #require(item.data(forType: HTMLReader.pasteboardType).map { String(decoding: $0, as: UTF8.self) })
        #expect(html.hasPrefix(HTMLWriter.prefix))
        #expect(html.contains("<b>&lt;loud&gt;</b> &amp; e\u{301}<br><u>next</u>"))
    }

    @Test func aCopyLongerThanTheHTMLCapOffersOurFormatAndPlainTextAlone() throws {
        let text = String(repeating: "a", count: HTMLWriter.maximumLength)
        let atTheCap = StyledPasteboardText(text: text, count: text.count, styling: [.bold: [0..<1]])
        #expect(atTheCap.pasteboardItem.types.contains(HTMLReader.pasteboardType))
        let over = StyledPasteboardText(text: text + "b", count: text.count + 1, styling: [.bold: [0..<1]])
        #expect(!over.pasteboardItem.types.contains(HTMLReader.pasteboardType))
        #expect(over.pasteboardItem.types.contains(StyledPasteboardText.pasteboardType))
        #expect(try over.pasteboardItem.string() == text + "b")
    }

    @Test func aPasteReadsTheBrowsersHTMLWithItsStyles() async throws {
        let board = Self.board([HTMLReader.pasteboardType: Data(Self.firefoxCopy.utf8), .utf8PlainText: Data("Start Bold mid Italic and Under end".utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        let content = try #require(try await StyledPasteboardText.pastedContent(from: board, limit: 1_000))
        #expect(content.pasted.text == "Start Bold mid Italic and Under end")
        #expect(content.styling == [.bold: [6..<10], .italic: [15..<21], .underline: [26..<31]])
    }

    @Test func ourOwnFormatComesBeforeHTML() async throws {
        // The exact copy of a text view of ours: CR LF and runs of spaces as they were.
        let text = "a\r\n  b"
        let ours = StyledPasteboardText(text: text, count: 6, styling: [.italic: [5..<6]])
        let board = Self.board(ours.pasteboardItem.representations)
        defer { InMemoryPasteboard.remove(name: board.name) }
        let content = try #require(try await StyledPasteboardText.pastedContent(from: board, limit: 1_000))
        #expect(content.pasted.text == text && content.styling == [.italic: [5..<6]])
    }

    @Test func damagedStyledTextBesideHTMLPastesTheHTML() async throws {
        let board = Self.board([StyledPasteboardText.pasteboardType: Data("edit-menu-styled-text 1 length=9 bytes=9\n\nabc".utf8),
                                HTMLReader.pasteboardType: Data("<i>slanted</i>".utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        let content = try #require(try await StyledPasteboardText.pastedContent(from: board, limit: 1_000))
        #expect(content.pasted.text == "slanted" && content.styling == [.italic: [0..<7]])
    }

    @Test func unreadableHTMLBesidePlainTextPastesThePlainText() async throws {
        let board = Self.board([HTMLReader.pasteboardType: Data([0x3C, 0x62, 0x3E, 0xFF, 0xFE, 0x41]), .utf8PlainText: Data("plain".utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        #expect(try await StyledPasteboardText.pastedContent(from: board, limit: 1_000) == nil)
    }

    @Test func unreadableHTMLAloneIsRefusedWithTheReason() async throws {
        let board = Self.board([HTMLReader.pasteboardType: Data(#"<meta charset="koi8-r"><b>"#.utf8) + Data([0xC1, 0xC2])])
        defer { InMemoryPasteboard.remove(name: board.name) }
        await #expect(throws: PasteboardError.transferFailed(
            "the HTML on the clipboard is unreadable: its HTML is in the charset \"koi8-r\", which cannot be read")) {
            _ = try await StyledPasteboardText.pastedContent(from: board, limit: 1_000)
        }
    }

    @Test func htmlWithNoTextBesidePlainTextPastesThePlainText() async throws {
        let board = Self.board([HTMLReader.pasteboardType: Data(#"<img src="cat.png">"#.utf8), .utf8PlainText: Data("cat.png".utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        #expect(try await StyledPasteboardText.pastedContent(from: board, limit: 1_000) == nil)
    }

    @Test func htmlLongerThanTheRoomPastesThePlainTextWhichSaysHowLong() async throws {
        let board = Self.board([HTMLReader.pasteboardType: Data("<b>abcdef</b>".utf8), .utf8PlainText: Data("abcdef".utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        #expect(try await StyledPasteboardText.pastedContent(from: board, limit: 5) == nil)
    }

    @Test func nulsInHTMLAreLeftOutAndCounted() async throws {
        let board = Self.board([HTMLReader.pasteboardType: Data("<b>a\0b</b>".utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        let content = try #require(try await StyledPasteboardText.pastedContent(from: board, limit: 1_000))
        #expect(content.pasted.text == "ab" && content.pasted.removedNULs == 1 && content.styling == [.bold: [0..<2]])
    }

    @Test func megabytesOfHTMLAreReadOffTheMainActor() async throws {
        // 2 MB of markup: decoded on a thread of its own, the text whole.
        let word = "<b>漢字</b> <i>e\u{301}</i> "
        let repeats = (2 << 20) / word.utf8.count
        let board = Self.board([HTMLReader.pasteboardType: Data(String(repeating: word, count: repeats).utf8)])
        defer { InMemoryPasteboard.remove(name: board.name) }
        let content = try #require(try await StyledPasteboardText.pastedContent(from: board, limit: StyledPasteboardText.maximumLength))
        #expect(content.pasted.count == repeats * 6 - 1)   // the last space collapses away
        #expect(content.styling[.bold]?.count == repeats && content.styling[.italic]?.count == repeats)
    }

    /// A pasteboard holding one item of `representations`.
    private static func board(_ representations: [PasteboardType: Data]) -> InMemoryPasteboard {
        let board = InMemoryPasteboard.withUniqueName()
        board.setItems([PasteboardItem(representations)])
        return board
    }
}
