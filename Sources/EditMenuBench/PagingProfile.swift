import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenuGTK
import Glibc

/// `edit-menu-bench --profile-paging COUNT`: a fixed number of page turns of
/// a 1,000-item menu (`PagingWindow`) for callgrind to count: COUNT on page
/// 2, then COUNT on page 50 (``PagingBenchmark/earlyPage``, ``PagingBenchmark/latePage``).
///
/// Each turn is one call of `callgrindTallyLeaf` (the click on "More…" and
/// the loop until the next page's first frame with its items is painted)
/// and each series one call of a `callgrindBatchOf…` function, as in
/// `OpeningProfile`: the slide's end, Back and the idle waits between turns
/// are not counted.
@MainActor
enum PagingProfile {
    /// Turns on each page before counting starts.
    static let warmUp = 2

    static func run(turns: Int) -> Never {
        guard gtk_init_check(nil, nil) != 0 else {
            progress("--profile-paging: no display")
            exit(1)
        }
        let application = Application(id: "io.github.editmenu.BenchPaging", isUnique: false)
        guard application.register() else { exit(1) }
        let window = PagingWindow(application: application, title: "edit-menu-bench: paging", x: 0)
        guard window.open() else {
            progress("--profile-paging: the menu did not open")
            exit(1)
        }
        let frames = FrameCounter(clockOf: window.window.widget)
        for page in [PagingBenchmark.earlyPage, PagingBenchmark.latePage] {
            callgrindBatchOfLeaves(window, frames, turns, onPage: page)
        }
        frames.stop()
        exit(0)
    }

    /// Warm-up, then `count` counted turns on the page `window` shows.
    private static func series(_ window: PagingWindow, _ frames: FrameCounter, _ count: Int) {
        for index in 0..<(warmUp + count) {
            frames.waitUntilQuiet()
            guard let page = window.pageNumber else { return }
            let drawn = index < warmUp ? PagingBenchmark.turnPage(window, timeout: 30) != nil : countedTurn(window, page: page)
            if !drawn { progress("--profile-paging: page \(page + 1) did not draw") }
        }
    }

    /// Turns to page `page`, then counts `count` turns there (after the
    /// warm-up). Found by name under callgrind: never inlined, words found
    /// nowhere else in its signature (see `OpeningProfile`); one function
    /// called once per page, since two of the same body were merged into one.
    @inline(never) private static func callgrindBatchOfLeaves(_ window: PagingWindow, _ frames: FrameCounter, _ count: Int,
                                                              onPage page: Int) {
        guard window.turn(to: page) else {
            progress("--profile-paging: could not reach page \(page)")
            exit(1)
        }
        series(window, frames, count)
    }

    /// A counted turn, then the slide's end and Back, uncounted.
    private static func countedTurn(_ window: PagingWindow, page: Int) -> Bool {
        let drawn = callgrindTallyLeaf(window)
        window.settle(on: page + 1)
        window.turn(back: true)
        return drawn
    }

    @inline(never) private static func callgrindTallyLeaf(_ window: PagingWindow) -> Bool {
        let (probe, _) = PagingBenchmark.clickMore(in: window)
        defer { probe.stop() }
        return Loop.run(until: { probe.isComplete }, timeout: 30)
    }

    /// Instructions per turn on page 2 and on page 50, counted by running this
    /// program under callgrind; nil without valgrind.
    static func count(turns: Int) -> [Double]? {
        guard Callgrind.isAvailable,
              let run = Callgrind.run([Callgrind.ownPath, "--profile-paging", String(turns)],
                                      collectInside: "*callgrindTallyLeaf*", dumpAfter: "*callgrindBatchOf*")
        else { return nil }
        defer { run.remove() }
        let totals = run.totals
        guard totals.count >= 2 else { return nil }
        return totals.prefix(2).map { Double($0) / Double(turns) }
    }
}
