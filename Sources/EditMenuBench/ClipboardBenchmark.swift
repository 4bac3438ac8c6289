import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import Foundation

/// Clipboard throughput against `xclip` → `xclip`, the same X selection
/// transfer (INCR for these sizes) between two plain Xlib clients.
///
/// - Copy: `GtkPasteboard.general.setString(text)`, then `xclip -selection
///   clipboard -o` reads it; timed from just before `setString` until the
///   reader has exited and its output is checked to be the whole text.
///   Baseline: `xclip -i` owns the same text; once we have seen it take the
///   selection (XFixes owner change), the same reader is timed.
/// - Paste: `xclip -i` offers 10 MB; `GtkPasteboard.general.refreshTypes()`
///   then `string()` (async, run in a Task while GTK's loop spins) against
///   `xclip -o`, both timed from the owner being in place to having the
///   whole text.
///
/// The baseline reader is a process, so it also pays a process start; the
/// `xclip -o` of a 1-byte selection is reported to show how much that is.
/// Each figure is the median of several interleaved runs.
@MainActor
struct ClipboardBenchmark {
    struct Comparison: Codable {
        let bytes: Int
        /// ms
        let ours: Summary
        /// ms
        let xclip: Summary
    }

    struct Result: Codable {
        let copy1MB: Comparison
        let copy10MB: Comparison
        let paste10MB: Comparison
        /// `xclip -o` of one byte owned by `xclip -i`, ms: the process start in the baseline.
        let xclipOneByte: Summary
    }

    var runs = 5
    private let directory = "/tmp/edit-menu-bench-\(getpid())"

    func run() throws -> Result {
        mkdir(directory, 0o700)
        defer {
            GtkPasteboard.general.clear()   // the xclip owners exit when they lose the selection
            Loop.run(for: 0.2)
            for name in ["text-1", "text-10", "one", "out"] { unlink(path(name)) }
            rmdir(directory)
        }
        let megabyte = 1 << 20
        let texts = [1: Self.text(bytes: megabyte), 10: Self.text(bytes: 10 * megabyte)]
        for (size, text) in texts { try text.write(toFile: path("text-\(size)"), atomically: false, encoding: .utf8) }
        try "x".write(toFile: path("one"), atomically: false, encoding: .utf8)

        // Warm the paths once (xclip binary in the page cache, GTK's INCR code).
        _ = copyOurs(texts[1]!)
        _ = copyXclip(file: path("text-1"), bytes: megabyte)

        var copy1 = (ours: [Double](), xclip: [Double]())
        var copy10 = (ours: [Double](), xclip: [Double]())
        var paste10 = (ours: [Double](), xclip: [Double]())
        var oneByte: [Double] = []
        for _ in 0..<runs {
            copy1.ours.append(copyOurs(texts[1]!))
            copy1.xclip.append(copyXclip(file: path("text-1"), bytes: megabyte))
            copy10.ours.append(copyOurs(texts[10]!))
            copy10.xclip.append(copyXclip(file: path("text-10"), bytes: 10 * megabyte))
            paste10.ours.append(pasteOurs(file: path("text-10"), bytes: 10 * megabyte))
            paste10.xclip.append(copyXclip(file: path("text-10"), bytes: 10 * megabyte))
            oneByte.append(copyXclip(file: path("one"), bytes: 1))
        }
        return Result(
            copy1MB: Comparison(bytes: megabyte, ours: Summary(copy1.ours), xclip: Summary(copy1.xclip)),
            copy10MB: Comparison(bytes: 10 * megabyte, ours: Summary(copy10.ours), xclip: Summary(copy10.xclip)),
            paste10MB: Comparison(bytes: 10 * megabyte, ours: Summary(paste10.ours), xclip: Summary(paste10.xclip)),
            xclipOneByte: Summary(oneByte))
    }

    private func path(_ name: String) -> String { "\(directory)/\(name)" }

    /// Lines of printable ASCII, `bytes` long (UTF-8 = bytes).
    static func text(bytes: Int) -> String {
        let line = "The quick brown fox jumps over the lazy dog; 0123456789 edit-menu-bench.\n"
        var text = String(repeating: line, count: bytes / line.utf8.count)
        text += String(repeating: "x", count: bytes - text.utf8.count)
        return text
    }

    /// ms from setString until `xclip -o` has read the whole text.
    private func copyOurs(_ text: String) -> Double {
        let start = Clock.nanoseconds()
        GtkPasteboard.general.setString(text)
        let elapsed = Xclip.read(into: path("out"), expecting: text.utf8.count, since: start)
        return elapsed
    }

    /// ms for `xclip -o` to read what an `xclip -i` owner holds.
    private func copyXclip(file: String, bytes: Int) -> Double {
        Xclip.own(file)
        return Xclip.read(into: path("out"), expecting: bytes, since: Clock.nanoseconds())
    }

    /// ms for our pasteboard to read the text an `xclip -i` owner holds.
    private func pasteOurs(file: String, bytes: Int) -> Double {
        Xclip.own(file)
        let start = Clock.nanoseconds()
        var result: Swift.Result<String?, Error>?
        Task { @MainActor in
            // `string()` looks at `types` before it awaits anything, so right
            // after an owner change (targets not yet answered) it returns nil;
            // asking for the targets first is part of a paste anyway.
            await GtkPasteboard.general.refreshTypes()
            do { result = .success(try await GtkPasteboard.general.string()) } catch { result = .failure(error) }
        }
        guard Loop.run(until: { result != nil }, timeout: 60) else { fatalError("paste of \(bytes) bytes never finished") }
        let elapsed = Double(Clock.nanoseconds() - start) / 1e6
        switch result! {
        case .success(let text):
            guard text?.utf8.count == bytes else { fatalError("pasted \(text?.utf8.count ?? -1) bytes, expected \(bytes)") }
        case .failure(let error):
            fatalError("paste failed: \(error)")
        }
        return elapsed
    }

    func rows(_ result: Result) -> [TableRow] {
        func row(_ name: String, _ comparison: Comparison) -> TableRow {
            let ratio = comparison.ours.p50 / comparison.xclip.p50
            return TableRow(name, ours: Format.milliseconds(comparison.ours.p50),
                            baseline: Format.milliseconds(comparison.xclip.p50), ratio: ratio,
                            target: "≤ 2× xclip", met: ratio <= 2)
        }
        return [
            row("Copy 1 MB → xclip -o (median)", result.copy1MB),
            row("Copy 10 MB → xclip -o (median)", result.copy10MB),
            row("Paste 10 MB from xclip -i (median)", result.paste10MB),
            TableRow("xclip -o of 1 byte (process start in baseline)", ours: "",
                     baseline: Format.milliseconds(result.xclipOneByte.p50)),
        ]
    }
}
