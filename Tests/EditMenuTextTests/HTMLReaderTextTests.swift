import Foundation
import Testing
@testable import EditMenuText

/// The text `text/html` reads as: what a browser's "copy as plain text"
/// gives (line breaks from blocks, collapsed whitespace, tabs between
/// cells), with what is not text left out and entities decoded.
@Suite("HTML reader: text")
struct HTMLReaderTextTests {
    @Test(arguments: [
        ("<div>a</div><div>b</div>", "a\nb"),
        ("<p>a</p><p>b</p>", "a\n\nb"),
        ("<div><div><div>a</div></div></div><div><p>b</p></div>", "a\n\nb"),
        ("<div><div>a</div></div><div><div>b</div></div>", "a\nb"),
        ("a<br>b<br><br>c", "a\nb\n\nc"),
        ("<div>a<br></div><div>b</div>", "a\nb"),
        ("<div>a</div><div><br></div><div>b</div>", "a\n\nb"),
        ("a<br>", "a\n"),
        ("<br>a", "\na"),
        ("<p>a<br></p><p>b</p>", "a\n\nb"),
        ("<h1>Title</h1>text", "Title\n\ntext"),
        ("<ul><li>one</li><li>two</li></ul>after", "one\ntwo\n\nafter"),
        ("<ol><li>one<li>two</ol>", "one\ntwo"),
        ("<blockquote>quoted</blockquote>said", "quoted\n\nsaid"),
        ("a<hr>b", "a\n\nb"),
        ("<p style=\"margin-bottom: 0in\">a</p><p style=\"margin-top:0;margin-bottom:0cm\">b</p>", "a\nb"),
        ("<p style=\"margin: 0 0 0 2em\">a</p><p>b</p>", "a\n\nb"),
        ("<div>a</div>\n\n<div>b</div>", "a\nb"),
        ("</p>a", "a"),
        ("a</p>b", "a\n\nb"),
        ("a</br>b", "a\nb"),
    ])
    func blocksAndBreaksMakeLinesAsABrowserShowsThem(_ html: String, _ text: String) throws {
        #expect(try HTMLTesting.read(html).text == text, "\(html)")
    }

    @Test(arguments: [
        ("  a \n\t b  ", "a b"),
        ("<p>\n  Second   paragraph,\n   wrapped.\n</p>", "Second paragraph, wrapped."),
        ("a <b> b </b> c", "a b c"),
        ("a<div> b </div> c", "a\nb\nc"),
        ("<pre>\n  two\n\tlines  </pre>", "  two\n\tlines  "),
        ("<pre>\r\nx\r\ny\rz</pre>", "x\ny\nz"),
        ("<span style=\"white-space: pre-wrap;\">a  b\tc</span>", "a  b\tc"),
        ("<span style=\"white-space: pre-line\">a   b\n  c</span>", "a b\nc"),
        ("<textarea>\nkept <b>as</b> &amp; written</textarea>", "kept <b>as</b> & written"),
        ("<xmp>a &amp; <b></xmp>", "a &amp; <b>"),
        ("a&nbsp;&nbsp;b", "a\u{A0}\u{A0}b"),
    ])
    func whitespaceCollapsesAsHTMLsDoesOutsidePre(_ html: String, _ text: String) throws {
        #expect(try HTMLTesting.read(html).text == text, "\(html)")
    }

    @Test func tableCellsAreSeparatedByTabsAndRowsByLines() throws {
        let html = """
            <table><tr><td>a</td><td>b</td></tr>
            <tr><td>c</td><td></td><td>d</td></tr>
            <tr><td><p>e</p></td><td><p>f</p><p>g</p></td></tr></table>after
            """
        #expect(try HTMLTesting.read(html).text == "a\tb\nc\t\td\ne\tf\n\ng\nafter")
    }

    @Test func anImageIsItsAltText() throws {
        let read = try HTMLTesting.read("I <img src=\"x.png\" alt=\"&#x1F600;\"> it <b><img alt=\"[logo]\"></b><img src=\"y.png\">.")
        #expect(read.text == "I 😀 it [logo].")
        #expect(HTMLTesting.runs(.bold, in: read) == ["[logo]"])
    }

    @Test func whatIsNotTextIsLeftOut() throws {
        let html = """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>Title</title>
            <style>p { font-weight: bold }</style><script>if (a < b) document.write("<b>x</b>")</script></head>
            <body><!-- a comment <b>with markup</b> -->one<template><b>inert</b></template>
            <svg><title>icon</title><text>drawn</text></svg> two<span hidden>hidden</span>
            <div style="display: none">none</div><noscript>no script</noscript><?php echo 1 ?>three</body></html>
            """
        let read = try HTMLTesting.read(html)
        #expect(read.text == "one two three")
        #expect(read.styling.isEmpty)
    }

    @Test(arguments: [
        ("&amp; &lt; &gt; &quot; &apos;", "& < > \" '"),
        ("&mdash;&hellip;&eacute;&Eacute;&euro;&trade;&larr;&alpha;&Omega;", "—…éÉ€™←αΩ"),
        ("&#233;&#xE9;&#XE9;&#x1F600;", "ééé😀"),
        ("&#0;&#xD800;&#x110000;&#99999999999;", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("&#128;&#x9F;", "€Ÿ"),
        ("&copy 2024 &amp &ltx", "© 2024 & <x"),
        ("&unknown; &; & alone &# &#x;", "&unknown; &; & alone &# &#x;"),
        ("&notin; &notit;", "∉ ¬it;"),
    ])
    func entitiesAreDecoded(_ html: String, _ text: String) throws {
        #expect(try HTMLTesting.read(html).text == text, "\(html)")
    }

    @Test func onlyTheMarkedFragmentIsText() throws {
        // Windows' clipboard HTML, as Chromium and LibreOffice write it there: a header,
        // context around the fragment, and markers.
        let html = """
            Version:0.9
            StartHTML:0000000105
            EndHTML:0000000199
            StartFragment:0000000141
            EndFragment:0000000163
            <html><body>
            context <b><!--StartFragment-->Bold <i>it</i><!--EndFragment--></b> after
            </body></html>
            """
        let read = try HTMLTesting.read(html)
        #expect(read.text == "Bold it")
        #expect(HTMLTesting.runs(.bold, in: read) == ["Bold it"])
        #expect(HTMLTesting.runs(.italic, in: read) == ["it"])
    }

    @Test func aDocumentWithoutTextReadsAsEmptyText() throws {
        let read = try HTMLTesting.read("<meta charset=\"utf-8\"><img src=\"photo.png\"><div></div>")
        #expect(read.text.isEmpty && read.count == 0 && read.styling.isEmpty)
    }
}
