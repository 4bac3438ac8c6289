import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import Foundation

/// Text at every size against GTK's own widgets, in one run: pastes into
/// ``TextView`` and GtkTextView, ``TextField`` and GtkEntry, with AT-SPI off
/// and on; the undo and redo of a 10 MB delete against GtkSourceView; the
/// clipboard read at 1, 10 and 100 MB; Copy and Cut against `xclip`; a
/// browser's styled HTML pasted and copied out, against the same text as
/// plain text.
///
/// Every measurement is a child process (``TextProbe``, ``ClipboardProbe``)
/// fed by an `xclip -i` owner this process starts, so that each starts from
/// the same clean memory; ours and GTK's alternate, run by run.
@MainActor
struct TextBenchmark {
    struct Paste: Codable {
        let widget: String
        let bytes: Int
        let accessibility: Bool
        let ours: [TextProbe.Measurement]
        let native: [TextProbe.Measurement]
        /// AT-SPI on: what the listener heard of our paste and of GTK's.
        let heard: [AccessibilityListener.Heard]?
    }

    struct Undo: Codable {
        let bytes: Int
        let ours: [TextProbe.Measurement]
        let sourceView: [TextProbe.Measurement]
    }

    /// Styled text as a browser's HTML against the same text as plain
    /// text, into the same view and out of it (``StyledTextProbe``).
    struct Styled: Codable {
        let htmlBytes: Int
        let html: [StyledTextProbe.Measurement]
        let plain: [StyledTextProbe.Measurement]
    }

    struct Result: Codable {
        var pastes: [Paste] = []
        var undo: Undo?
        var reads: [[ClipboardProbe.Read]] = []
        var copies: [ClipboardProbe.Copies] = []
        var styled: Styled?
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var quick = false
    /// The groups `text` (pastes, undo, reads, copies) and `styled`.
    var measuresText = true
    var measuresStyled = true
    private let directory = "/tmp/edit-menu-bench-text-\(getpid())"
    private static let megabyte = 1_000_000
    /// What a GtkEntry holds: 65,534 bytes of UTF-8 (its buffer's limit, in bytes).
    private static let fieldBytes = 65_534

    func run() throws -> Result {
        mkdir(directory, 0o700)
        defer {
            GtkPasteboard.general.clear()   // the xclip owners exit when they lose the selection
            Loop.run(for: 0.2)
            if let names = try? FileManager.default.contentsOfDirectory(atPath: directory) {
                for name in names { unlink("\(directory)/\(name)") }
            }
            rmdir(directory)
        }
        var result = Result()
        if measuresText { try measureText(into: &result) }
        if measuresStyled { result.styled = try styled() }
        return result
    }

    /// Everything but the styled rows.
    private func measureText(into result: inout Result) throws {
        let viewSizes = [65_536, Self.megabyte, 10 * Self.megabyte] + (quick ? [] : [100 * Self.megabyte])
        for bytes in viewSizes + [Self.fieldBytes] { try TextSample.write(bytes: bytes, to: sample(bytes)) }

        progress("text: a warm-up paste of each kind (the first GTK process after the X server starts pays for its caches)…")
        _ = try pastes(.view, bytes: 65_536, runs: 1, accessibility: false, listener: nil)

        for accessibility in [false, true] {
            let listener = accessibility ? AccessibilityListener() : nil
            if accessibility && listener == nil { throw Failure(description: "AT-SPI on needs a listener (python3-pyatspi)") }
            defer { listener?.stop() }
            for bytes in viewSizes {
                progress("text: paste \(Self.size(bytes)) into TextView and GtkTextView, AT-SPI \(accessibility ? "on" : "off")…")
                result.pastes.append(try pastes(.view, bytes: bytes, runs: runs(for: bytes), accessibility: accessibility, listener: listener))
            }
            progress("text: paste \(Self.fieldBytes) bytes into TextField and GtkEntry, AT-SPI \(accessibility ? "on" : "off")…")
            result.pastes.append(try pastes(.field, bytes: Self.fieldBytes, runs: runs(for: Self.fieldBytes),
                                            accessibility: accessibility, listener: listener))
        }

        progress("text: Select All, Delete, Undo, Redo of 10 MB: ours and GtkSourceView's…")
        let undoBytes = 10 * Self.megabyte
        var ours: [TextProbe.Measurement] = [], sourceView: [TextProbe.Measurement] = []
        for run in 0..<(quick ? 1 : 3) {
            for kind in run % 2 == 0 ? ["ours", "sourceview"] : ["sourceview", "ours"] {
                let measurement: TextProbe.Measurement = try probe(["--undo-probe", kind, "--file", sample(undoBytes)])
                if kind == "ours" { ours.append(measurement) } else { sourceView.append(measurement) }
            }
        }
        result.undo = Undo(bytes: undoBytes, ours: ours, sourceView: sourceView)

        for bytes in [Self.megabyte, 10 * Self.megabyte, 100 * Self.megabyte] {
            progress("text: read \(Self.size(bytes)) from an xclip -i owner…")
            let file = sample(bytes)
            if access(file, F_OK) != 0 { try TextSample.write(bytes: bytes, to: file) }
            var reads: [ClipboardProbe.Read] = []
            for _ in 0..<(bytes > 10 * Self.megabyte || quick ? 1 : 3) {
                Xclip.own(file)
                reads.append(try probe(["--read-probe", "--file", file]))
            }
            result.reads.append(reads)
        }

        for (bytes, runs) in [(10 * Self.megabyte, quick ? 3 : 7), (100 * Self.megabyte, 1)] {
            progress("text: Copy and Cut \(Self.size(bytes)) out of a TextView, read by xclip -o…")
            result.copies.append(try probe(["--copy-probe", "--runs", "\(runs)", "--file", sample(bytes)]))
        }
    }

    /// 1 MB of a browser's HTML pasted into a TextView that takes styles,
    /// and the same text as plain text, alternating; each then copied out.
    private func styled() throws -> Styled {
        progress("text: paste 1 MB of styled HTML and the same text as plain text into a TextView, and copy out…")
        let html = "\(directory)/styled.html", text = "\(directory)/styled.txt"
        try StyledTextSample.write(bytes: Self.megabyte, html: html, text: text)
        // This process offers both, as a browser does (xclip offers one
        // type, and a paste needs plain text beside the HTML), and serves
        // them while it waits for the probe.
        let plainText = try String(contentsOfFile: text, encoding: .utf8)
        let htmlItem = PasteboardItem(string: plainText, with: [PasteboardType(rawValue: "text/html"): try Data(contentsOf: URL(fileURLWithPath: html))])
        var ours: [StyledTextProbe.Measurement] = [], plain: [StyledTextProbe.Measurement] = []
        for run in 0..<(quick ? 1 : 5) {
            for kind in run % 2 == 0 ? ["html", "plain"] : ["plain", "html"] {
                GtkPasteboard.general.setItems([kind == "html" ? htmlItem : PasteboardItem(string: plainText)])
                let measurement: StyledTextProbe.Measurement = try probe(["--styled-probe", kind, "--runs", quick ? "1" : "3",
                                                                          "--file", text])
                if kind == "html" { ours.append(measurement) } else { plain.append(measurement) }
            }
        }
        return Styled(htmlBytes: TextProbe.fileSize(html), html: ours, plain: plain)
    }

    // MARK: Running probes

    private func runs(for bytes: Int) -> Int {
        if quick { return 1 }
        return bytes >= 100 * Self.megabyte ? 1 : bytes >= 10 * Self.megabyte ? 3 : 5
    }

    private func pastes(_ widget: TextProbe.Widget, bytes: Int, runs: Int, accessibility: Bool,
                        listener: AccessibilityListener?) throws -> Paste {
        var ours: [TextProbe.Measurement] = [], native: [TextProbe.Measurement] = []
        var heard: [AccessibilityListener.Heard] = []
        for run in 0..<runs {
            for kind in run % 2 == 0 ? ["ours", "native"] : ["native", "ours"] {
                let before = listener?.heard()
                Xclip.own(sample(bytes))
                let measurement: TextProbe.Measurement = try probe(
                    ["--text-probe", kind, "--widget", widget.rawValue, "--file", sample(bytes)], accessibility: accessibility)
                if let listener, let before {
                    let after = listener.heard()
                    let delta = AccessibilityListener.Heard(events: after.events - before.events,
                                                            characters: after.characters - before.characters)
                    // A run with AT-SPI "on" that no one heard measured nothing.
                    guard delta.characters >= measurement.characters else {
                        throw Failure(description: "AT-SPI on, but the listener heard \(delta.characters) of "
                                      + "\(measurement.characters) characters pasted (\(kind)): is the bridge loaded?")
                    }
                    if run == 0 { heard.append(delta) }
                }
                if kind == "ours" { ours.append(measurement) } else { native.append(measurement) }
            }
        }
        return Paste(widget: widget == .view ? "TextView" : "TextField", bytes: bytes, accessibility: accessibility,
                     ours: ours, native: native, heard: listener == nil ? nil : heard)
    }

    /// Runs this program as a probe and decodes the line it reports.
    private func probe<Report: Decodable>(_ arguments: [String], accessibility: Bool = false) throws -> Report {
        let output = "\(directory)/probe-output"
        let environment = ["NO_AT_BRIDGE": accessibility ? "0" : "1", "GDK_BACKEND": "x11"]
        guard let pid = Subprocess.spawn([Self.executable] + arguments, stdout: output, environment: environment) else {
            throw Failure(description: "could not start a probe")
        }
        guard let status = Subprocess.wait(for: pid, timeout: 3600), status == 0 else {
            throw Failure(description: "the probe \(arguments.joined(separator: " ")) failed (see its message above)")
        }
        let lines = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n")
        guard let line = lines.last(where: { $0.hasPrefix("PROBE ") }) else {
            throw Failure(description: "the probe \(arguments.joined(separator: " ")) reported nothing")
        }
        return try JSONDecoder().decode(Report.self, from: Data(line.dropFirst("PROBE ".count).utf8))
    }

    private static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    private func sample(_ bytes: Int) -> String { "\(directory)/text-\(bytes)" }

    /// "64 KiB", "10 MB": the size asked for (a sample ends on a whole
    /// scalar, a few bytes short).
    static func size(_ bytes: Int) -> String {
        bytes >= megabyte ? "\((bytes + megabyte / 2) / megabyte) MB" : bytes % 1024 == 0 ? "\(bytes / 1024) KiB" : "\(bytes) bytes"
    }
}
