import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import Glibc

/// `edit-menu-bench --profile-openings COUNT [--scaling]`: a fixed number of
/// menu openings on the benchmark window, for callgrind to count.
///
/// Series, in this order: COUNT openings of ours (a), then of the cached C
/// popover (d); with `--scaling`, COUNT openings of menus of 1, 10, 100 and
/// 1,000 items (``scalingSizes``). Each opening is one call of
/// `callgrindTallyPopup` — the press and the loop until the menu's first
/// frame is painted — and each series one call of a
/// `callgrindBatchOf…` function, so `--toggle-collect=*callgrindTallyPopup*
/// --dump-after=*callgrindBatchOf*` gives one count per series with nothing
/// else in it (set-up, warm-up, the idle waits between openings).
@MainActor
enum OpeningProfile {
    /// Menu sizes of the scaling series.
    static let scalingSizes = [1, 10, 100, 1_000]
    /// Openings of each series before counting starts (the first opening builds rows).
    static let warmUp = 3

    static func run(openings: Int, scaling: Bool) -> Never {
        guard gtk_init_check(nil, nil) != 0 else {
            progress("--profile-openings: no display")
            exit(1)
        }
        let application = Application(id: "io.github.editmenu.BenchProfile", isUnique: false)
        guard application.register() else { exit(1) }
        let bench = BenchWindow(application: application)
        let latency = LatencyBenchmark(bench: bench)
        let frames = FrameCounter(clockOf: bench.window.widget)
        callgrindBatchOfOurs(latency, frames, openings)
        callgrindBatchOfCached(latency, frames, openings)
        if scaling {
            let scalingFrames = FrameCounter(clockOf: bench.scaling.window.widget)
            defer { scalingFrames.stop() }
            for size in scalingSizes {
                bench.scaling.setItems(size)
                callgrindBatchOfScaled(latency, scalingFrames, openings)
            }
        }
        frames.stop()
        exit(0)
    }

    /// Warm-up, then `count` counted openings of `path`, each after the window has
    /// been quiet for a while (see `LatencyBenchmark`).
    private static func series(_ path: LatencyBenchmark.Path, _ latency: LatencyBenchmark, _ frames: FrameCounter,
                               _ count: Int, counted: (LatencyBenchmark.Path) -> Bool) {
        for index in 0..<(warmUp + count) {
            latency.waitUntilQuiet(frames)
            let drawn = index < warmUp ? latency.open(path, frames: frames) != nil : counted(path)
            if !drawn { progress("--profile-openings: a \(path) menu did not draw") }
        }
    }

    // One function per series and one for a counted opening, so callgrind can find
    // them by name; never inlined, or there would be nothing to find. The names use
    // words found nowhere else in their signatures: Swift's mangling abbreviates a
    // word it has already spelled, and "*callgrindOpening*" matched nothing in
    // "OpeningProfile.callgrindOpening".
    @inline(never) private static func callgrindBatchOfOurs(_ latency: LatencyBenchmark, _ frames: FrameCounter, _ count: Int) {
        series(.ours, latency, frames, count) { countedOpening($0, latency, frames) }
    }

    @inline(never) private static func callgrindBatchOfCached(_ latency: LatencyBenchmark, _ frames: FrameCounter, _ count: Int) {
        series(.cached, latency, frames, count) { countedOpening($0, latency, frames) }
    }

    @inline(never) private static func callgrindBatchOfScaled(_ latency: LatencyBenchmark, _ frames: FrameCounter, _ count: Int) {
        series(.scaled, latency, frames, count) { countedOpening($0, latency, frames) }
    }

    /// A counted opening: the press, and the loop until the menu's first frame is
    /// painted. The release and the close come after, uncounted (the bench's check that
    /// the menu is gone walks the whole window).
    private static func countedOpening(_ path: LatencyBenchmark.Path, _ latency: LatencyBenchmark,
                                       _ frames: FrameCounter) -> Bool {
        let (opening, drew) = callgrindTallyPopup(path, latency)
        return latency.finish(opening, drew: drew, frames: frames) != nil
    }

    @inline(never) private static func callgrindTallyPopup(_ path: LatencyBenchmark.Path, _ latency: LatencyBenchmark)
        -> (LatencyBenchmark.Opening, Bool) {
        let opening = latency.press(path)
        return (opening, Loop.run(until: { opening.probe.isComplete }, timeout: 2))
    }

    /// Instructions per opening of each series, counted by running this program under
    /// callgrind: (a), (d), then the scaling sizes when `scaling`. Nil without valgrind.
    static func count(openings: Int, scaling: Bool) -> [Double]? {
        guard Callgrind.isAvailable else { return nil }
        var arguments = [Callgrind.ownPath, "--profile-openings", String(openings)]
        if scaling { arguments.append("--scaling") }
        guard let run = Callgrind.run(arguments, collectInside: "*callgrindTallyPopup*",
                                      dumpAfter: "*callgrindBatchOf*") else { return nil }
        defer { run.remove() }
        let series = 2 + (scaling ? scalingSizes.count : 0)
        let totals = run.totals
        guard totals.count >= series else { return nil }
        return totals.prefix(series).map { Double($0) / Double(openings) }
    }
}
