import BenchSupport
import EditMenuGTK
import Foundation

/// `xclip`, the benchmarks' other X client: an owner of CLIPBOARD that
/// serves a file (`xclip -i`), and a reader that writes it out (`xclip -o`).
@MainActor
enum Xclip {
    /// Starts `xclip -i file` and waits until it owns CLIPBOARD (our
    /// pasteboard sees the owner change through XFixes).
    static func own(_ file: String) {
        let before = GtkPasteboard.general.changeCount
        offer(file)
        guard Loop.run(until: { GtkPasteboard.general.changeCount != before }, timeout: 10) else {
            fatalError("xclip never took the clipboard")
        }
    }

    /// Starts `xclip -i file` as CLIPBOARD's owner for another process to
    /// read, and returns once it has forked its owner (the foreground xclip
    /// exits then).
    private static func offer(_ file: String) {
        guard let pid = Subprocess.spawn(["xclip", "-selection", "clipboard", "-i", file]),
              Subprocess.wait(for: pid) != nil else { fatalError("could not start xclip") }
    }

    /// Runs `xclip -o` into `output` while the loop keeps serving it; returns
    /// the ms from `start` until it has exited with exactly `bytes` bytes.
    static func read(into output: String, expecting bytes: Int, since start: Int64) -> Double {
        let read = read(into: output, type: nil, since: start)
        precondition(read.bytes == bytes, "xclip read \(read.bytes) bytes, expected \(bytes)")
        return read.ms
    }

    /// Runs `xclip -o` (for `type`, else the text) into `output`; the ms
    /// from `start` until it has exited, and the bytes it read (some).
    static func read(into output: String, type: String?, since start: Int64) -> (ms: Double, bytes: Int) {
        let typeArguments = type.map { ["-t", $0] } ?? []
        guard let pid = Subprocess.spawn(["xclip", "-selection", "clipboard", "-o"] + typeArguments, stdout: output),
              Subprocess.wait(for: pid, timeout: 300) != nil else { fatalError("xclip -o did not finish") }
        let elapsed = Double(Clock.nanoseconds() - start) / 1e6
        var info = stat()
        stat(output, &info)
        precondition(info.st_size > 0, "xclip read nothing")
        return (elapsed, Int(info.st_size))
    }
}
