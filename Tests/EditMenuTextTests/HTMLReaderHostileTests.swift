import Foundation
import Testing
@testable import EditMenuText

/// `text/html` another application may send: broken markup, deep nesting,
/// megabytes, bad or foreign encodings, NULs, lying declarations, copies cut
/// short. Each reads to the text a browser would show, or is refused with a
/// typed error (the paste then takes the plain text beside it); none stalls.
/// The time limits only catch a reader gone quadratic (minutes, where a
/// linear one takes seconds even on a loaded machine); no assertion is on speed.
@Suite("HTML reader: hostile input")
struct HTMLReaderHostileTests {
    // MARK: Markup

    @Test func misnestedFormattingReopensAsBrowsersDo() throws {
        // HTML's adoption agency: the <i> closed by </b> goes on after it.
        let read = try HTMLTesting.read("<b>a<i>b</b>c</i>d")
        #expect(read.text == "abcd")
        #expect(HTMLTesting.runs(.bold, in: read) == ["ab"])
        #expect(HTMLTesting.runs(.italic, in: read) == ["bc"])
    }

    @Test func formattingLeaksIntoTheNextParagraphButNotOutOfACell() throws {
        let paragraphs = try HTMLTesting.read("<p><b>a</p><p>b</b></p>c")
        #expect(paragraphs.text == "a\n\nb\n\nc")
        #expect(HTMLTesting.runs(.bold, in: paragraphs) == ["a", "b"])
        let cells = try HTMLTesting.read("<table><tr><td><b>a</td><td>b</td></tr></table>c")
        #expect(cells.text == "a\tb\nc")
        #expect(HTMLTesting.runs(.bold, in: cells) == ["a"])
    }

    @Test func unclosedAndStrayTagsLoseNoText() throws {
        let read = try HTMLTesting.read("</b></i></div></table>a<b>b<i>c<u>d</span></td>e")
        #expect(read.text == "abcde")
        #expect(HTMLTesting.runs(.bold, in: read) == ["bcde"])
        #expect(HTMLTesting.runs(.italic, in: read) == ["cde"])
        #expect(HTMLTesting.runs(.underline, in: read) == ["de"])
    }

    @Test func anEndTagOutsideTheCellItComesInIsIgnored() throws {
        // The table is in the <b> (its text is bold); the cell's </b> is not.
        let read = try HTMLTesting.read("<b><table><tr><td>a</b>b</td></tr></table>c</b>d")
        #expect(read.text == "ab\ncd")
        #expect(HTMLTesting.runs(.bold, in: read) == ["ab", "c"])
    }

    @Test(.timeLimit(.minutes(2)))
    func aHundredThousandNestedTagsNeitherOverflowNorStall() throws {
        let depth = 100_000
        for (open, close) in [("<b>", "</b>"), ("<div><span style=\"font-style:italic\">", "</span></div>"), ("<b><i>", "")] {
            let html = String(repeating: open, count: depth) + "deep" + String(repeating: close, count: depth) + " after"
            let read = try HTMLTesting.read(html)
            #expect(read.text.hasPrefix("deep"), "\(open)")
            #expect(read.text.hasSuffix("after"), "\(open)")
        }
        let bold = try HTMLTesting.read(String(repeating: "<b>", count: depth) + "deep" + String(repeating: "</b>", count: depth) + " after")
        #expect(bold.text == "deep after" && HTMLTesting.runs(.bold, in: bold) == ["deep"])
    }

    @Test func misnestedFormattingReopensAtMostThreeAlike() throws {
        // The standard's "Noah's Ark": of 39 identical <i>, three are reopened, and the <b> above them.
        let read = try HTMLTesting.read("<u>" + String(repeating: "<i>", count: 39) + "<b></u>x")
        #expect(read.text == "x")
        #expect(read.styling == [.bold: [0..<1], .italic: [0..<1]])
    }

    @Test(.timeLimit(.minutes(2)))
    func misnestingThatClosesAndReopensOverAndOverFinishes() throws {
        // Each </u> closes the 200 distinct formatting elements above it,
        // which are reopened after it, 200 times a round.
        let names = ["a", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "b"]
        let weights = ["", "font-weight: bold;", "font-weight: normal;"], slants = ["", "font-style: italic;", "font-style: normal;"]
        let formatting = (0..<200).map { index in
            "<\(names[index % 13]) style=\"\(weights[index / 13 % 3])\(slants[index / 39 % 3])\">"
        }.joined()
        let round = String(repeating: "<u>", count: 200) + formatting + "x" + String(repeating: "</u>", count: 200)
        let read = try HTMLTesting.read(String(repeating: round + "<p>y</p>", count: 2_000))
        #expect(read.text.hasPrefix("x\n\ny\n\nx"))
        #expect(read.count == 2_000 * 6 - 2)
    }

    @Test(.timeLimit(.minutes(3)))
    func fiftyMegabytesOfHTMLReadOrAreRefusedByTheirLength() throws {
        // Markup-heavy, as office suites write it: one styled word per 100 bytes.
        let piece = "<span style=\"font-family: 'DejaVu Sans'; font-size: 11pt; font-weight: 700\">word</span> \n"
        let html = Data(String(repeating: piece, count: 50_000_000 / piece.utf8.count).utf8)
        let read = try HTMLReader(maximumLength: 5_000_000).read(html)
        #expect(read.styled.count == html.count / piece.utf8.count * 5 - 1)
        #expect(read.styled.styling[.bold]?.count == html.count / piece.utf8.count)
        #expect(throws: HTMLReadError.tooLong(limit: 1 << 20)) { try HTMLReader(maximumLength: 1 << 20).read(html) }
    }

    @Test func theLengthLimitIsExact() throws {
        let html = "<p>12345</p><p>6789</p>"   // "12345\n\n6789": 11 code points
        #expect(try HTMLTesting.read(html, limit: 11).count == 11)
        #expect(throws: HTMLReadError.tooLong(limit: 10)) { try HTMLTesting.read(html, limit: 10) }
    }

    // MARK: Copies cut short

    @Test(arguments: [
        ("<p>Hello <b>wor", "Hello wor"),
        ("<p>Hello <b sty", "Hello"),
        ("<p>Hello <b style=\"font-weight:", "Hello"),
        ("a<!-- comment", "a"),
        ("a &am", "a &am"),
        ("a &#x1F6", "a \u{1F6}"),
        ("a <", "a <"),
        ("a </", "a </"),
        ("<script>never ends", ""),
    ])
    func aTruncatedDocumentReadsUpToWhereItStops(_ html: String, _ text: String) throws {
        #expect(try HTMLTesting.read(html).text == text, "\(html)")
    }

    @Test func aCharacterCutInTwoAtTheEndIsLeftOut() throws {
        var data = Data("<b>café 漢".utf8)
        data.removeLast()   // half of 漢
        let read = try HTMLReader(maximumLength: 100).read(data)
        #expect(read.styled.text == "café")
        #expect(read.encoding == .utf8)
    }

    // MARK: Encodings

    @Test func invalidUTF8WithoutACharsetIsRefused() {
        var data = Data("<p>caf".utf8)
        data.append(contentsOf: [0xE9, 0x20, 0x61])   // Latin-1 é in the middle
        #expect(throws: HTMLReadError.invalidUTF8) { try HTMLReader(maximumLength: 100).read(data) }
    }

    @Test(arguments: ["iso-8859-1", "ISO-8859-1", "windows-1252", "latin1", "us-ascii"])
    func aDeclaredLatinCharsetIsReadAsTheWebReadsIt(_ label: String) throws {
        var data = Data("<meta http-equiv=\"content-type\" content=\"text/html; charset=\(label)\"><b>caf".utf8)
        data.append(contentsOf: [0xE9, 0x20, 0x80, 0x20, 0x93, 0x71, 0x94])   // é € “q”
        let read = try HTMLReader(maximumLength: 100).read(data)
        #expect(read.styled.text == "café € “q”")
        #expect(read.encoding == .windows1252)
        #expect(HTMLTesting.runs(.bold, in: read.styled) == ["café € “q”"])
    }

    @Test func aCharsetThatLiesIsOverruledByValidUTF8() throws {
        let read = try HTMLReader(maximumLength: 100).read(Data("<meta charset=\"iso-8859-1\"><i>café 漢字</i>".utf8))
        #expect(read.styled.text == "café 漢字")
        #expect(read.encoding == .utf8)
    }

    @Test func anUnreadableDeclaredCharsetIsRefusedByName() {
        var data = Data("<meta charset='Shift_JIS'>".utf8)
        data.append(contentsOf: [0x82, 0xA0])   // あ in Shift_JIS
        #expect(throws: HTMLReadError.unsupportedCharset("shift_jis")) { try HTMLReader(maximumLength: 100).read(data) }
    }

    @Test(arguments: [
        (HTMLTextEncoding.utf16LittleEndian, true), (.utf16LittleEndian, false), (.utf16BigEndian, true), (.utf16BigEndian, false),
    ])
    func utf16IsReadWithOrWithoutAByteOrderMark(_ encoding: HTMLTextEncoding, _ mark: Bool) throws {
        let html = "<html><body><b>Bold</b> 🇯🇵 漢字 <i>שלום</i></body></html>"
        let bigEndian = encoding == .utf16BigEndian
        var data = Data(mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : [])
        for unit in html.utf16 {
            data.append(contentsOf: bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)])
        }
        let read = try HTMLReader(maximumLength: 100).read(data)
        #expect(read.styled.text == "Bold 🇯🇵 漢字 שלום")
        #expect(read.encoding == encoding)
        #expect(HTMLTesting.runs(.bold, in: read.styled) == ["Bold"])
        #expect(HTMLTesting.runs(.italic, in: read.styled) == ["שלום"])
        // Cut short in the middle of a unit: what is whole reads.
        #expect(try HTMLReader(maximumLength: 100).read(data.dropLast(1)).styled.text == "Bold 🇯🇵 漢字 שלום")
    }

    @Test func utf16WithALoneSurrogateIsRefused() {
        var data = Data([0xFF, 0xFE])
        for unit: UInt16 in [0x3C, 0x62, 0x3E, 0x61, 0xDC00, 0x62] { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        #expect(throws: HTMLReadError.invalidUTF16) { try HTMLReader(maximumLength: 100).read(data) }
    }

    @Test func nulsAreLeftOutAndCounted() throws {
        let read = try HTMLReader(maximumLength: 100).read(Data("a\0b<b>c\0</b>\0".utf8))
        #expect(read.styled.text == "abc")
        #expect(read.removedNULs == 3)
        #expect(HTMLTesting.runs(.bold, in: read.styled) == ["c"])
    }

    @Test func theReaderRunsOffTheMainThread() async throws {
        let data = Data("<b>off</b> main".utf8)
        let read = try await Task.detached { try HTMLReader(maximumLength: 100).read(data) }.value
        #expect(read.styled.text == "off main")
    }
}
