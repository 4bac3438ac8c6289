import Foundation
import Testing
@testable import EditMenuText

/// Styled text written as the `text/html` a copy offers other
/// applications: well-formed, escaped, with the line breaks and spaces the
/// text has, and read back by ``HTMLReader`` exactly as it was.
@Suite("HTML writer")
struct HTMLWriterTests {
    static let head = #"<meta http-equiv="content-type" content="text/html; charset=utf-8"><span style="white-space: pre-wrap;">"#

    static func html(_ text: String, _ styling: [TextStyle: [Range<Int>]] = [:]) -> String {
        String(decoding: HTMLWriter.html(for: StyledPasteboardText(text: text, count: text.unicodeScalars.count, styling: styling)),
               as: UTF8.self)
    }

    @Test func theDocumentIsTheFragmentBrowsersWrite() {
        #expect(Self.html("Start Bold mid Italic and Under end", [.bold: [6..<10], .italic: [15..<21], .underline: [26..<31]])
                == Self.head + "Start <b>Bold</b> mid <i>Italic</i> and <u>Under</u> end</span>")
    }

    @Test func everyCharacterThatNeedsItIsEscapedAndNULsAreLeftOut() {
        #expect(Self.html("a & b < c > d \"e\" 'f'\0") == Self.head + "a &amp; b &lt; c &gt; d &quot;e&quot; 'f'</span>")
    }

    @Test func lineBreaksAreBrAndSpacesStayAsTheyAre() {
        #expect(Self.html("a\nb\r\nc\rd\n\n  e\tf") == Self.head + "a<br>b<br>c<br>d<br><br>  e\tf</span>")
    }

    @Test func overlappingRunsNestProperly() {
        // Bold "abcdef", italic "defghi": the run that ends first opens inside.
        #expect(Self.html("abcdefghi", [.bold: [0..<6], .italic: [3..<9]])
                == Self.head + "<b>abc<i>def</i></b><i>ghi</i></span>")
        // Runs that start inside another open inside it; where one ends, those inside it close and reopen.
        #expect(Self.html("abcdefghi", [.bold: [0..<6], .italic: [3..<4], .underline: [2..<9]])
                == Self.head + "<b>ab<u>c<i>d</i>ef</u></b><u>ghi</u></span>")
    }

    @Test func runsOutOfOrderOverlappingOrPastTheEndAreTakenAsTheTextTheyCover() {
        #expect(Self.html("abcdef", [.bold: [4..<9, 0..<2, 1..<3, -2..<0, 3..<3]]) == Self.head + "<b>abc</b>d<b>ef</b></span>")
    }

    @Test(arguments: 0..<200)
    func randomlyStyledTextIsWellFormedAndReadsBackExactly(_ seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let pieces = ["Grüße", " ", "  ", "\t", "\n", "🇯🇵", "👩‍👩‍👧", "e\u{301}", "漢字", "שלום", "&", "<b>", "\"", "'", "\u{A0}", "x"]
        let text = (0..<random.next(below: 40)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
        let count = text.unicodeScalars.count
        var styling: [TextStyle: [Range<Int>]] = [:]
        for style in TextStyle.allCases where count > 0 {
            var runs: [Range<Int>] = []
            var position = random.next(below: count + 1)
            while position < count {
                let end = min(count, position + 1 + random.next(below: 6))
                runs.append(position..<end)
                position = end + 1 + random.next(below: 6)
            }
            if !runs.isEmpty { styling[style] = runs }
        }
        let data = HTMLWriter.html(for: StyledPasteboardText(text: text, count: count, styling: styling))
        try Self.expectWellFormed(String(decoding: data, as: UTF8.self))
        let read = try HTMLReader(maximumLength: 1_000).read(data)
        #expect(Array(read.styled.text.utf8) == Array(text.utf8), "\(text.debugDescription)")
        #expect(read.styled.count == count)
        #expect(read.styled.styling == styling, "\(text.debugDescription)")
    }

    @Test func aCarriageReturnReadsBackAsTheLineFeedHTMLMakesOfIt() throws {
        let data = HTMLWriter.html(for: StyledPasteboardText(text: "a\r\nb\rc", count: 6, styling: [.bold: [0..<6]]))
        let read = try HTMLReader(maximumLength: 100).read(data)
        #expect(read.styled.text == "a\nb\nc")
        #expect(read.styled.styling == [.bold: [0..<5]])
    }

    /// Every tag after the head is `<b>`, `<i>`, `<u>`, `<br>` or their end
    /// tags, each end tag closes the innermost open tag, all close, and no
    /// `<`, `>` or `"` is left in the text. (Read by code points, as HTML is:
    /// a `>` before a ZWJ is one `Character` with it.)
    static func expectWellFormed(_ html: String) throws {
        #expect(html.hasPrefix(head) && html.hasSuffix("</span>"))
        let scalars = Array(html.unicodeScalars)
        var index = head.unicodeScalars.count
        let end = scalars.count - "</span>".count
        var open: [String] = []
        while index < end {
            defer { index += 1 }
            guard ["<", ">", "\""].contains(scalars[index]) else { continue }
            #expect(scalars[index] == "<", "a bare \(scalars[index]) in \(html)")
            let greater = try #require(scalars[index..<end].firstIndex(of: ">"))
            let tag = String(String.UnicodeScalarView(scalars[(index + 1)..<greater]))
            if tag.hasPrefix("/") {
                #expect(open.popLast() == String(tag.dropFirst()), "\(tag) closes what is not innermost in \(html)")
            } else if tag != "br" {
                #expect(["b", "i", "u"].contains(tag) && !open.contains(tag), "\(tag) in \(html)")
                open.append(tag)
            }
            index = greater
        }
        #expect(open.isEmpty, "\(open) left open in \(html)")
    }
}

/// A small deterministic generator (SplitMix64), so that a failing case can be run again.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        value ^= value >> 31
        return Int(value % UInt64(max(bound, 1)))
    }
}
