import Foundation
import Testing
@testable import EditMenuText

/// What the HTML tests share: reading a document given as a string, and
/// saying where styles run as the text they cover, so that an expectation
/// reads as what a user sees ("Bold" is bold) and still checks every code
/// point of every run.
enum HTMLTesting {
    /// `html` read as `text/html` in UTF-8.
    static func read(_ html: String, limit: Int = 100_000) throws -> StyledPasteboardText {
        try HTMLReader(maximumLength: limit).read(Data(html.utf8)).styled
    }

    /// The text of each run of `style`, in order.
    static func runs(_ style: TextStyle, in styled: StyledPasteboardText) -> [String] {
        let scalars = Array(styled.text.unicodeScalars)
        return (styled.styling[style] ?? []).map { run in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[run])
            return String(text)
        }
    }

    /// The code points of the `occurrence`th `word` in `text`.
    static func codePoints(of word: String, in text: String, occurrence: Int = 1) -> Range<Int> {
        let scalars = Array(text.unicodeScalars), needle = Array(word.unicodeScalars)
        var found = 0
        for start in 0...(scalars.count - needle.count) where Array(scalars[start..<(start + needle.count)]) == needle {
            found += 1
            if found == occurrence { return start..<(start + needle.count) }
        }
        preconditionFailure("\(word) is not in \(text) \(occurrence) times")
    }

    /// A real application's clipboard HTML, as saved in `Fixtures`.
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "html", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }
}
