import Foundation
import Testing
@testable import EditMenuText

/// Bold, italic and underline read from `text/html` however a page or an
/// application writes them, as a browser shows them.
@Suite("HTML reader: styles")
struct HTMLReaderStyleTests {
    @Test func theTagsOfEachStyleAreRead() throws {
        let read = try HTMLTesting.read("<b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <cite>c</cite> <u>u</u> <ins>n</ins> plain")
        #expect(read.text == "b s i e c u n plain")
        #expect(HTMLTesting.runs(.bold, in: read) == ["b", "s"])
        #expect(HTMLTesting.runs(.italic, in: read) == ["i", "e", "c"])
        #expect(HTMLTesting.runs(.underline, in: read) == ["u", "n"])
    }

    @Test(arguments: [
        ("font-weight: bold", [TextStyle.bold]),
        ("font-weight:700", [.bold]),
        ("font-weight: 600", [.bold]),
        ("font-weight: 900", [.bold]),
        ("FONT-WEIGHT: Bold !important", [.bold]),
        ("font-weight: bolder", [.bold]),
        ("font-weight: 500", []),
        ("font-weight: normal", []),
        ("font-style: italic", [.italic]),
        ("font-style: oblique 10deg", [.italic]),
        ("text-decoration: underline", [.underline]),
        ("text-decoration-line: underline", [.underline]),
        ("text-decoration: underline dotted red", [.underline]),
        ("text-decoration: line-through", []),
        ("font: italic bold 12px/30px Georgia, serif", [.bold, .italic]),
        ("font: 12px \"Bold Italic Sans\"", []),
        ("color: red; /* font-weight: bold */ font-family: 'a;b'; font-style: italic", [.italic]),
    ])
    func aStyleAttributeIsRead(_ css: String, _ styles: [TextStyle]) throws {
        let read = try HTMLTesting.read("a<span style=\"\(css.replacingOccurrences(of: "\"", with: "&quot;"))\">word</span>b")
        #expect(read.text == "awordb")
        for style in TextStyle.allCases {
            #expect(read.styling[style] == (styles.contains(style) ? [1..<5] : nil), "\(style) from \(css)")
        }
    }

    @Test func anInnerNormalWeightOrStyleEndsBoldOrItalic() throws {
        let read = try HTMLTesting.read(
            "<b>a<span style=\"font-weight: normal\">b</span>c</b> <i>d<em style='font-style:normal'>e</em></i> "
                + "<b style=\"font-weight:normal;\" id=\"docs-internal-guid-1\">f</b>")
        #expect(read.text == "abc de f")
        #expect(HTMLTesting.runs(.bold, in: read) == ["a", "c"])
        #expect(HTMLTesting.runs(.italic, in: read) == ["d"])
    }

    @Test func anUnderlineRunsOnThroughDescendantsButNotAnOwnNone() throws {
        let read = try HTMLTesting.read("<u>a<span style=\"text-decoration: none\">b</span></u> <u style=\"text-decoration: none\">c</u>")
        #expect(read.text == "ab c")
        #expect(HTMLTesting.runs(.underline, in: read) == ["ab"])
    }

    @Test func nestedStylesCombine() throws {
        let read = try HTMLTesting.read("<b>a<i>b<u>c</u></i></b><span style=\"font-weight:700\"><em>d</em></span>")
        #expect(read.text == "abcd")
        #expect(HTMLTesting.runs(.bold, in: read) == ["abcd"])
        // Runs that touch are one, however the markup splits them.
        #expect(HTMLTesting.runs(.italic, in: read) == ["bcd"])
        #expect(HTMLTesting.runs(.underline, in: read) == ["c"])
    }

    @Test func headingsAndHeaderCellsAreBoldAsBrowsersShowThem() throws {
        let read = try HTMLTesting.read("<h2>Title</h2><table><tr><th>Name</th><td>x</td></tr></table><h3 style=\"font-weight: 400\">Plain</h3>")
        #expect(read.text == "Title\n\nName\tx\n\nPlain")
        #expect(HTMLTesting.runs(.bold, in: read) == ["Title", "Name"])
    }

    @Test func linksKeepTheirWordsWithoutAnUnderline() throws {
        let read = try HTMLTesting.read("See <a href=\"https://example.org/?a=1&amp;b=2\">the <b>docs</b></a>.")
        #expect(read.text == "See the docs.")
        #expect(read.styling == [.bold: [8..<12]])
    }

    @Test func stylesRunInCodePointsOverTextOfEveryScript() throws {
        let read = try HTMLTesting.read("<b>🇯🇵</b> <i>👩‍👩‍👧</i> <u>cafe\u{301}</u> 漢字 <b>שלום</b>")
        let text = "🇯🇵 👩‍👩‍👧 cafe\u{301} 漢字 שלום"
        #expect(Array(read.text.utf8) == Array(text.utf8))
        #expect(read.count == text.unicodeScalars.count)
        #expect(read.styling == [.bold: [0..<2, HTMLTesting.codePoints(of: "שלום", in: text)],
                                 .italic: [3..<8], .underline: [9..<14]])
    }
}
