import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import Glibc
import EditMenuTestSupport

/// Memory over many show/hide cycles of our menu, against the same cycles of
/// the raw GMenu + GtkPopover baseline.
///
/// A cycle is what a user's right-click and Esc cost: a synthesized
/// right-click on the view (gesture → chain → resolution → a new popover,
/// mapped), the release, then the menu hidden and its popover destroyed.
/// Cycles do not wait for a frame each (that would take 10,000 × 16.7 ms);
/// the frame clock keeps running between them, so the popovers that are up
/// when a frame is due get laid out and drawn, as on screen.
///
/// RSS is read from /proc/self/statm after 100 cycles, then every 1,000.
/// Growth per 1,000 cycles after warm-up is (RSS at 10,000 − RSS at 1,000) / 9.
/// The live GtkKit wrapper and signal-box counts (`LiveCounts`, counted
/// from the bench's start) are read after the first 100 cycles, when what a
/// first menu makes once (its popover, the window's click watch) exists,
/// and after the last, once the loop is idle: what each cycle leaves behind.
@MainActor
struct MemoryBenchmark {
    struct Series: Codable {
        let cycles: Int
        /// Cycles in which the menu's popover was really up (proof each cycle did the work).
        let shownCycles: Int
        /// RSS in KiB at each checkpoint (cycles → KiB).
        let rssKiB: [String: Int]
        let growthPerThousandKiB: Double
        let seconds: Double
    }

    struct Result: Codable {
        let ours: Series
        let raw: Series
        let wrappersBefore: Int
        let wrappersAfter: Int
        let signalBoxesBefore: Int
        let signalBoxesAfter: Int
    }

    let bench: BenchWindow
    var cycles = 10_000
    var warmUp = 1_000

    func run() -> Result {
        Loop.run(for: 0.1)
        var wrappersBefore = 0, boxesBefore = 0
        let ours = series(cycle: { cycleOurs() }, afterFirstCheckpoint: {
            Loop.run(for: 0.2)
            wrappersBefore = LiveCounts.objectReferences
            boxesBefore = LiveCounts.signalHandlers
        })
        Loop.run(for: 0.2)
        let wrappersAfter = LiveCounts.objectReferences
        let boxesAfter = LiveCounts.signalHandlers
        let raw = series(cycle: { cycleRaw() })
        return Result(ours: ours, raw: raw, wrappersBefore: wrappersBefore, wrappersAfter: wrappersAfter,
                      signalBoxesBefore: boxesBefore, signalBoxesAfter: boxesAfter)
    }

    private func series(cycle: () -> Bool, afterFirstCheckpoint: () -> Void = {}) -> Series {
        var rss: [String: Int] = [:]
        var shown = 0
        let start = Clock.nanoseconds()
        for index in 1...cycles {
            if cycle() { shown += 1 }
            if index == 100 || index % 1_000 == 0 {
                Loop.drain()
                rss["\(index)"] = Self.residentKiB()
                if index == 100 { afterFirstCheckpoint() }
            }
        }
        let seconds = Clock.seconds(since: start)
        let span = Double(cycles - warmUp) / 1_000
        let growth = Double(rss["\(cycles)"]! - rss["\(warmUp)"]!) / span
        return Series(cycles: cycles, shownCycles: shown, rssKiB: rss, growthPerThousandKiB: growth, seconds: seconds)
    }

    private func cycleOurs() -> Bool {
        let widget = bench.ours.widget
        SyntheticInput.secondaryButton(false, on: widget, at: (40, 40))
        Loop.drain()
        let shown = bench.presenter?.popoverPointer.map { gtk_widget_get_mapped($0) != 0 } ?? false
        SyntheticInput.secondaryButton(true, on: widget, at: (40, 40))
        bench.window.editMenuController.setMenuVisible(false, animated: false)
        Loop.drain()   // the presenter destroys the closed popover from an idle callback
        return shown
    }

    private func cycleRaw() -> Bool {
        let widget = bench.raw.widget
        SyntheticInput.secondaryButton(false, on: widget, at: (40, 40))
        Loop.drain()
        let shown = bench.raw.popover.map { gtk_widget_get_mapped($0) != 0 } ?? false
        SyntheticInput.secondaryButton(true, on: widget, at: (40, 40))
        bench.raw.close()
        Loop.drain()
        return shown
    }

    /// Resident set size, from /proc/self/statm (second field, in pages).
    static func residentKiB() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }

    func rows(_ result: Result) -> [TableRow] {
        let ours = result.ours, raw = result.raw
        let countsConstant = result.wrappersBefore == result.wrappersAfter && result.signalBoxesBefore == result.signalBoxesAfter
        return [
            TableRow("RSS after 100 cycles", ours: Format.kibibytes(Double(ours.rssKiB["100"] ?? 0)),
                     baseline: Format.kibibytes(Double(raw.rssKiB["100"] ?? 0))),
            TableRow("RSS after \(cycles) cycles", ours: Format.kibibytes(Double(ours.rssKiB["\(cycles)"] ?? 0)),
                     baseline: Format.kibibytes(Double(raw.rssKiB["\(cycles)"] ?? 0))),
            TableRow("Cycles with the menu mapped", ours: "\(ours.shownCycles)/\(ours.cycles)",
                     baseline: "\(raw.shownCycles)/\(raw.cycles)"),
            TableRow("RSS growth per 1,000 cycles after warm-up", ours: Format.kibibytes(ours.growthPerThousandKiB),
                     baseline: Format.kibibytes(raw.growthPerThousandKiB), target: "< 256 KiB",
                     met: ours.growthPerThousandKiB < 256),
            TableRow("Live wrappers / signal boxes after 100 → after \(cycles) cycles",
                     ours: "\(result.wrappersBefore)/\(result.signalBoxesBefore) → \(result.wrappersAfter)/\(result.signalBoxesAfter)",
                     target: "constant", met: countsConstant),
        ]
    }
}
