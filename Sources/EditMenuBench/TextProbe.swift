import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import CGtkSourceView
import EditMenu
import EditMenuGTK
import Foundation

/// One paste, or one undo and redo, measured in a process of its own
/// (`edit-menu-bench --text-probe …`, `--undo-probe …`), so that its memory
/// is read from a clean start: glibc keeps freed memory, and a process that
/// has pasted 100 MB once would make every later figure meaningless.
///
/// The probe opens one window, of the demo's size, with one text widget —
/// ours (``TextView``, ``TextField``) or GTK's own (GtkTextView, GtkEntry,
/// GtkSourceView) — and measures what a user waits for:
/// - **key → first frame**: from a synthesized Ctrl+V (a real key event,
///   with its hardware keycode, through `gtk_main_do_event`) to the end of
///   the first frame that draws the widget's text with the paste in it;
/// - **done**: until the text is in and GTK has laid it out (GTK's idle
///   work is over: a `G_PRIORITY_LOW` idle runs);
/// - **longest main-loop turn**: the longest time between two of GLib's
///   polls from the key to done (a poll function wraps GLib's);
/// - **RSS** before the key and once done.
///
/// It prints one line, `PROBE {json}`, and exits.
@MainActor
enum TextProbe {
    struct Measurement: Codable {
        var firstFrameMs: Double
        var doneMs: Double
        var longestTurnMs: Double
        var rssBeforeKiB: Double
        var rssAfterKiB: Double
        var characters: Int
        /// Undo probes: the undo history's bytes after the delete (ours only).
        var historyBytes: Int?
        var redoMs: Double?
    }

    enum Widget: String { case view, field }

    /// Pastes the clipboard (which the parent filled with `file`) into a
    /// `widget`, ours or GTK's.
    static func paste(ours: Bool, widget: Widget, file: String) -> Never {
        let expected = expectedCharacters(file)
        let probe = Probe(ours: ours, widget: widget)
        Loop.run(for: 1)   // mapped, drawn, the clipboard's targets known
        let before = rssKiB()
        probe.watchFrames(until: expected)
        MainLoopTurns.start()
        let start = Clock.nanoseconds()
        probe.pressControl(GDK_KEY_v)
        guard Loop.run(until: { probe.characterCount >= expected && !probe.isBusy }, timeout: 900) else {
            fail("the paste never finished: \(probe.characterCount) of \(expected) characters")
        }
        waitForGTKIdleWork()
        let done = Clock.nanoseconds()
        let longest = MainLoopTurns.stop()
        Loop.run(until: { probe.firstFrame != nil }, timeout: 10)
        report(Measurement(firstFrameMs: milliseconds(start, probe.firstFrame ?? done), doneMs: milliseconds(start, done),
                           longestTurnMs: longest, rssBeforeKiB: before, rssAfterKiB: rssKiB(),
                           characters: probe.characterCount))
    }

    /// Fills a text view with `file`, selects all, deletes it, then undoes
    /// and redoes the delete: ours, or GtkSourceView's.
    static func undo(ours: Bool, file: String) -> Never {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
        let expected = text.unicodeScalars.count
        let probe = Probe(ours: ours, widget: .view, sourceView: !ours)
        probe.setText(text)
        Loop.run(for: 1)
        waitForGTKIdleWork()
        probe.selectAllAndDelete()
        Loop.run(for: 0.2)
        waitForGTKIdleWork()
        let history = probe.historyBytes
        let before = rssKiB()
        probe.watchFrames(until: expected)
        MainLoopTurns.start()
        let undoStart = Clock.nanoseconds()
        probe.undo()
        guard Loop.run(until: { probe.characterCount >= expected && !probe.isBusy }, timeout: 900) else {
            fail("the undo never finished: \(probe.characterCount) of \(expected) characters")
        }
        waitForGTKIdleWork()
        let undone = Clock.nanoseconds()
        let longest = MainLoopTurns.stop()
        let firstFrame = probe.firstFrame ?? undone
        let after = rssKiB()
        let redoStart = Clock.nanoseconds()
        probe.redo()
        guard Loop.run(until: { probe.characterCount == 0 && !probe.isBusy }, timeout: 900) else {
            fail("the redo never finished")
        }
        waitForGTKIdleWork()
        let redone = Clock.nanoseconds()
        report(Measurement(firstFrameMs: milliseconds(undoStart, firstFrame), doneMs: milliseconds(undoStart, undone),
                           longestTurnMs: longest, rssBeforeKiB: before, rssAfterKiB: after,
                           characters: expected, historyBytes: history, redoMs: milliseconds(redoStart, redone)))
    }

    // MARK: Helpers

    private static func expectedCharacters(_ file: String) -> Int {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
        return text.unicodeScalars.count
    }

    private static func milliseconds(_ from: Int64, _ to: Int64) -> Double { Double(to - from) / 1e6 }

    /// Runs the loop until GTK has no idle work left (a text view's layout).
    static func waitForGTKIdleWork() {
        let done = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        done.initialize(to: false)
        defer { done.deallocate() }
        g_idle_add_full(G_PRIORITY_LOW, { data in
            data!.assumingMemoryBound(to: Bool.self).pointee = true
            return 0
        }, done, nil)
        Loop.run(until: { done.pointee }, timeout: 900)
    }

    static func rssKiB() -> Double {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        return fields.count > 1 ? (Double(fields[1]) ?? 0) * Double(getpagesize()) / 1024 : 0
    }

    static func fileSize(_ file: String) -> Int {
        var info = stat()
        guard stat(file, &info) == 0 else { fail("cannot read \(file)") }
        return Int(info.st_size)
    }

    static func report(_ measurement: some Encodable) -> Never {
        let json = (try? JSONEncoder().encode(measurement)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        FileHandle.standardOutput.write(Data("PROBE \(json)\n".utf8))
        exit(0)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("probe: \(message)\n".utf8))
        exit(1)
    }
}
