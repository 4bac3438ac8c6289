import Foundation
import Testing
@testable import EditMenuText

/// A megabyte of styled text written as HTML and read back, as a copy from
/// one text view and a paste into another through `text/html` would: the
/// same text and runs, byte for byte. The log gets the times beside a plain
/// `String(decoding:)` of the same text (a note for the bench, which
/// measures the ratios; nothing here asserts a speed).
@Suite("HTML round trip")
struct HTMLRoundTripTests {
    @Test func aMegabyteOfStyledMixedScriptTextComesBackExactly() throws {
        // 1 Mi code points: every third line bold, words italic and underlined across lines.
        let line = "Grüße 🇫🇷 漢字 שלום e\u{301} <tag> & \"quoted\"  two  spaces\n"
        let lineLength = line.unicodeScalars.count
        let lines = StyledPasteboardText.maximumLength / lineLength
        let text = String(repeating: line, count: lines)
        let count = lines * lineLength
        let bold = stride(from: 0, to: lines, by: 3).map { ($0 * lineLength)..<($0 * lineLength + lineLength - 1) }
        let italic = stride(from: 5, to: count - 20, by: 37).map { $0..<($0 + 11) }
        let underline = stride(from: 0, to: count - 40, by: 101).map { $0..<($0 + 29) }
        let styled = StyledPasteboardText(text: text, count: count, styling: [.bold: bold, .italic: italic, .underline: underline])

        var html = Data()
        let writing = Self.cpuTime { html = HTMLWriter.html(for: styled) }
        var read: HTMLReader.Result?
        let reading = try Self.cpuTime { read = try HTMLReader(maximumLength: StyledPasteboardText.maximumLength).read(html) }
        let utf8 = Data(text.utf8)
        var plain = ""
        let decoding = Self.cpuTime { plain = String(decoding: utf8, as: UTF8.self) }
        print("HTML timing (CPU time of this thread, this build): \(utf8.count) bytes of styled text; "
              + "write \(writing) ms -> \(html.count) bytes of HTML; read \(reading) ms; plain String(decoding:) \(decoding) ms")

        let result = try #require(read)
        #expect(plain.utf8.count == utf8.count)
        #expect(result.styled.text.utf8.elementsEqual(text.utf8))
        #expect(result.styled.count == count)
        #expect(result.styled.styling == styled.styling)
    }

    /// The CPU time `work` takes on this thread, in milliseconds: on a
    /// machine shared with other builds, wall time says more about them.
    static func cpuTime(_ work: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
        }
        let start = now()
        try work()
        return ((now() - start) * 10).rounded() / 10
    }
}
