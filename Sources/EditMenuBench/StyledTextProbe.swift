import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import EditMenuText
import Foundation

/// Styled text through the clipboard, in a process of its own
/// (`edit-menu-bench --styled-probe html|plain --file TEXT`), as
/// ``TextProbe``: a paste into a ``TextView`` that takes styles, of a
/// browser's HTML or of the same text as plain text (the parent offers
/// either on the clipboard), then copies out of it.
///
/// - **paste**: Ctrl+V → the text in and laid out, and the longest
///   main-loop turn meanwhile; the HTML's paste must show its three styles.
/// - **copy**: the first ``HTMLWriter/maximumLength`` code points (whole
///   lines: the longest copy that offers HTML), styled (plain text, our
///   format and `text/html`) when pasting HTML, else plain (plain text
///   alone: the view takes no styles); what the Copy takes on the main
///   loop, and what `xclip -o` then takes to read the text/html, or the
///   plain text.
@MainActor
enum StyledTextProbe {
    struct Measurement: Codable {
        var characters: Int
        var pasteMs: Double
        var pasteLongestTurnMs: Double
        var copiedCharacters: Int
        /// The Copy itself, each run.
        var copyMs: [Double]
        /// `xclip -o` reading what the Copy offers, each run.
        var readMs: [Double]
        var readBytes: Int
    }

    static func run(html: Bool, file: String, runs: Int) -> Never {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { TextProbe.fail("cannot read \(file)") }
        let expected = text.unicodeScalars.count
        let probe = TextProbe.Probe(ours: true, widget: .view)
        guard let notes = probe.notes else { TextProbe.fail("no text view") }
        notes.allowsEditingTextAttributes = true
        Loop.run(for: 1)   // mapped, drawn, the clipboard's targets known

        MainLoopTurns.start()
        let start = Clock.nanoseconds()
        probe.pressControl(GDK_KEY_v)
        guard Loop.run(until: { probe.characterCount >= expected && !probe.isBusy }, timeout: 900) else {
            TextProbe.fail("the paste never finished: \(probe.characterCount) of \(expected) characters")
        }
        TextProbe.waitForGTKIdleWork()
        let pasteMs = Double(Clock.nanoseconds() - start) / 1e6
        let longest = MainLoopTurns.stop()
        guard probe.characterCount == expected else { TextProbe.fail("pasted \(probe.characterCount) of \(expected) characters") }
        let seen = stride(from: 0, to: expected, by: 7).reduce(into: Set<TextStyle>()) { $0.formUnion(notes.stylesAround($1) ?? []) }
        guard seen == (html ? Set(TextStyle.allCases) : []) else { TextProbe.fail("the paste shows the styles \(seen)") }

        // Whole lines, up to the most a copy offers as HTML.
        let scalars = Array(text.unicodeScalars.prefix(HTMLWriter.maximumLength))
        let copied = (scalars.lastIndex(of: "\n") ?? scalars.count - 1) + 1
        notes.allowsEditingTextAttributes = html
        let output = "/tmp/edit-menu-bench-\(getpid())-styled"
        defer { unlink(output) }
        var copyMs: [Double] = [], readMs: [Double] = []
        var readBytes = 0
        for _ in 0..<runs {
            notes.selectOffsets(0..<copied)
            probe.waitForFrame()
            TextProbe.waitForGTKIdleWork()
            let start = Clock.nanoseconds()
            notes.send(.copy, sender: .program)
            copyMs.append(Double(Clock.nanoseconds() - start) / 1e6)
            let read = Xclip.read(into: output, type: html ? "text/html" : nil, since: Clock.nanoseconds())
            readMs.append(read.ms)
            readBytes = read.bytes
        }
        GtkPasteboard.general.clear()
        TextProbe.report(Measurement(characters: expected, pasteMs: pasteMs, pasteLongestTurnMs: longest,
                                     copiedCharacters: copied, copyMs: copyMs, readMs: readMs, readBytes: readBytes))
    }
}
