import Foundation
import Testing
@testable import EditMenuText

/// `text/html` as real applications put it on the clipboard (the fixtures,
/// copied from Firefox ESR, Chromium and LibreOffice: see
/// `Fixtures/README.md`), and hand-written samples of formats not captured
/// here. Each reads as the text the application showed, with the styles it
/// showed: the same from both browsers for the same page.
@Suite("HTML reader: what applications copy")
struct HTMLRealWorldTests {
    /// The editable part of `Fixtures/Sources/page-editable.html`, as both browsers show it.
    static let editableText = "Start Bold mid Italic and Under end\nbold both italic two\u{A0} spaces\n"
        + "🇯🇵 👩‍👩‍👧 cafe\u{301} 漢字 שלום & <tag>\n\nweight slanted lined"

    @Test(arguments: ["firefox-esr-153-contenteditable", "chromium-156-contenteditable"])
    func aBrowsersCopyOfEditableTextKeepsItsStyles(_ fixture: String) throws {
        let read = try HTMLReader(maximumLength: 10_000).read(try HTMLTesting.fixture(fixture))
        #expect(Array(read.styled.text.utf8) == Array(Self.editableText.utf8))
        #expect(HTMLTesting.runs(.bold, in: read.styled) == ["Bold", "bold both", "שלום", "weight"])
        #expect(HTMLTesting.runs(.italic, in: read.styled) == ["Italic", "both italic", "slanted"])
        #expect(HTMLTesting.runs(.underline, in: read.styled) == ["Under", "lined"])
        #expect(read.encoding == .utf8 && read.removedNULs == 0)
    }

    @Test(arguments: ["firefox-esr-153-page", "chromium-156-page"])
    func aBrowsersCopyOfAPageReadsAsItsPlainText(_ fixture: String) throws {
        let read = try HTMLReader(maximumLength: 10_000).read(try HTMLTesting.fixture(fixture))
        // Firefox's own plain text of this copy, without its list indents and CR LFs.
        #expect(read.styled.text == """
            Title here

            First paragraph with a link and strong and em.

            Second paragraph, wrapped in the source.

            one
            two bold

            Name\tValue
            a\t1

            Image: [picture] end

            pre   kept
              lines
            """)
        #expect(HTMLTesting.runs(.bold, in: read.styled) == ["Title here", "strong", "bold", "Name", "Value"])
        #expect(HTMLTesting.runs(.italic, in: read.styled) == ["em", "1"])
        #expect(read.styled.styling[.underline] == nil)
    }

    @Test func libreOfficeWritersCopyKeepsItsParagraphsAndStyles() throws {
        let read = try HTMLReader(maximumLength: 10_000).read(try HTMLTesting.fixture("libreoffice-7.4-writer"))
        // Its paragraphs have no space below (margin-bottom: 0in), as in the document;
        // its HTML already collapsed "three   spaces" and the tab. (Writer bolds
        // Hebrew with a separate weight for complex scripts, so שלום is not bold.)
        #expect(read.styled.text == """
            Start Bold mid Italic and Under end
            🇯🇵 👩‍👩‍👧 café 漢字 שלום & <tag> both
            three spaces tab
            next line
            Name\tValue
            a\t1
            After the table
            """)
        #expect(HTMLTesting.runs(.bold, in: read.styled) == ["Bold", "both"])
        #expect(HTMLTesting.runs(.italic, in: read.styled) == ["Italic", "both", "1"])
        #expect(HTMLTesting.runs(.underline, in: read.styled) == ["Under"])
        #expect(read.removedNULs == 1)   // LibreOffice ends its HTML with a NUL
    }

    @Test func googleDocsStylesEverySpanInsideANormalWeightBold() throws {
        // As Google Docs writes it (by hand: not captured here): one <b> of
        // normal weight around everything, paragraphs with no margins, an
        // empty line as a <br> between them, spans that keep their spaces.
        let span = "font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;"
            + "font-variant:normal;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"
        let paragraph = #"<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">"#
        let html = #"<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-6b7b5a36-7fff-1a2b">"#
            + paragraph + #"<span style="\#(span)font-weight:400;font-style:normal;text-decoration:none;">Start </span>"#
            + #"<span style="\#(span)font-weight:700;font-style:normal;text-decoration:none;">Bold</span>"#
            + #"<span style="\#(span)font-weight:400;font-style:italic;text-decoration:none;"> mid  Italic</span>"#
            + #"<span style="\#(span)font-weight:400;font-style:normal;text-decoration:underline;"#
            + #"-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;"> Under</span></p><br>"#
            + paragraph + #"<span style="\#(span)font-weight:400;">Second  line</span></p></b>"#
        let read = try HTMLTesting.read(html)
        #expect(read.text == "Start Bold mid  Italic Under\n\nSecond  line")
        #expect(HTMLTesting.runs(.bold, in: read) == ["Bold"])
        #expect(HTMLTesting.runs(.italic, in: read) == [" mid  Italic"])
        #expect(HTMLTesting.runs(.underline, in: read) == [" Under"])
    }

    @Test func aUTF16CopyAsChromiumDragsIt() throws {
        // Chromium's drags on X11 carry text/html as UTF-16 with a byte-order mark.
        let html = #"<meta http-equiv="content-type" content="text/html; charset=utf-8"><b>Drag</b> 漢字"#
        var data = Data([0xFF, 0xFE])
        for unit in html.utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let read = try HTMLReader(maximumLength: 100).read(data)
        #expect(read.styled.text == "Drag 漢字")
        #expect(read.styled.styling == [.bold: [0..<4]])
        #expect(read.encoding == .utf16LittleEndian)
    }
}
