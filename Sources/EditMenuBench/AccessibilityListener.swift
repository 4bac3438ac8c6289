import BenchSupport
import Foundation
import Glibc

/// An assistive technology's ears for the "AT-SPI on" runs: a pyatspi
/// client, as Orca is, listening for `object:text-changed`. GTK's bridge
/// sends a widget's text events only while some client listens for them, so
/// without it "AT-SPI on" would cost nothing and measure nothing.
///
/// It counts the events and the characters they carry, and prints the totals
/// on SIGUSR1; each run checks that it heard its paste.
@MainActor
final class AccessibilityListener {
    private static let script = """
        import signal, sys, pyatspi
        from gi.repository import GLib
        events = chars = 0
        def heard(event):
            global events, chars
            events += 1
            chars += event.detail2
        def report():
            print(f"heard {events} {chars}", flush=True)
            return True
        pyatspi.Registry.registerEventListener(heard, "object:text-changed:insert")
        GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, report)
        print("ready", flush=True)
        pyatspi.Registry.start()
        """

    /// Events and characters heard so far.
    struct Heard: Codable, Equatable {
        var events = 0
        var characters = 0
    }

    private let pid: pid_t
    private let output = "/tmp/edit-menu-bench-\(getpid())-listener"

    /// Starts the listener (Debian's python3, which has pyatspi); nil when it could not.
    init?() {
        guard let pid = Subprocess.spawn(["/usr/bin/python3", "-c", Self.script], stdout: output) else { return nil }
        self.pid = pid
        guard Loop.run(until: { [output] in Self.lines(output).contains("ready") }, timeout: 20) else {
            progress("the AT-SPI listener did not start (is python3-pyatspi installed?)")
            Subprocess.terminate(pid)
            return nil
        }
    }

    /// The totals heard so far.
    func heard() -> Heard {
        let before = Self.lines(output).count
        kill(pid, SIGUSR1)
        Loop.run(until: { Self.lines(self.output).count > before }, timeout: 10)
        let fields = Self.lines(output).last { $0.hasPrefix("heard ") }?.split(separator: " ") ?? []
        guard fields.count == 3 else { return Heard() }
        return Heard(events: Int(fields[1]) ?? 0, characters: Int(fields[2]) ?? 0)
    }

    func stop() {
        Subprocess.terminate(pid)
        unlink(output)
    }

    private static func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
