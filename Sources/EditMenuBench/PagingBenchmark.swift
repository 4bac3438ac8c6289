import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenuGTK

/// Turning the pages of a long menu: a click on "More…" on page 2 and on
/// page 50 of a 1,000-item menu, to the end of the first frame that draws
/// the next page with its items (`FirstFrame`, watching GtkPopoverMenu's
/// stack). A user paging through a long menu must not find it slower the
/// further they go.
///
/// Two windows (`PagingWindow`), each with the same menu open: one held on
/// page 2, the other on page 50. Turns are interleaved, one on each per
/// round, so machine noise hits both alike. A turn is the click on "More…"
/// and the wait for the next page's first frame; then the slide is let
/// finish, Back (the next page's header) returns to the page turned from,
/// and both windows' frame clocks are let go quiet before the next turn.
/// Instructions per turn come from one callgrind run of `--profile-paging`
/// (`PagingProfile`).
@MainActor
struct PagingBenchmark {
    /// The pages "More…" is chosen on.
    static let earlyPage = 2
    static let latePage = 50

    struct PageTurns: Codable {
        /// The page "More…" was chosen on.
        let page: Int
        /// Click → end of the first frame showing the next page's items, ms.
        let firstFrame: Summary
        /// Turns whose next page did not draw its items within 3 s (left out of the summary).
        let failures: Int
        /// Instructions per turn, under callgrind (nil without valgrind).
        let instructions: Double?
    }

    struct Result: Codable {
        let items: Int
        /// The menu's pages and the item rows a page shows.
        let pages: Int
        let itemRowsPerPage: Int
        let early: PageTurns
        let late: PageTurns
        let profiledTurns: Int
    }

    let application: Application
    var turns = 40
    var warmUp = 3
    var profiledTurns = 5

    func run() -> Result? {
        let early = PagingWindow(application: application, title: "edit-menu-bench: page 2", x: 0)
        let late = PagingWindow(application: application, title: "edit-menu-bench: page 50", x: 420)
        defer {
            for window in [early, late] {
                window.close()
                gtk_widget_destroy(window.window.widget)
            }
            Loop.run(for: 0.2)
        }
        guard early.open(), early.turn(to: Self.earlyPage), late.open(), late.turn(to: Self.latePage) else {
            progress("paging: could not reach pages \(Self.earlyPage) and \(Self.latePage) (on \(early.pageNumber ?? 0) and \(late.pageNumber ?? 0))")
            return nil
        }
        let pages = late.pageCount ?? 0, rows = late.itemRowsShown
        let frames = [FrameCounter(clockOf: early.window.widget), FrameCounter(clockOf: late.window.widget)]
        defer { frames.forEach { $0.stop() } }
        var times: [[Double]] = [[], []]
        var failures = [0, 0]
        for round in 0..<(warmUp + turns) {
            for (index, window) in [early, late].enumerated() {
                frames.forEach { $0.waitUntilQuiet() }
                let time = Self.turnPage(window)
                guard round >= warmUp else { continue }
                if let time { times[index].append(time) } else { failures[index] += 1 }
            }
        }
        let counts = PagingProfile.count(turns: profiledTurns)
        func measured(_ index: Int, page: Int) -> PageTurns {
            PageTurns(page: page, firstFrame: Summary(times[index].isEmpty ? [.nan] : times[index]),
                      failures: failures[index], instructions: counts?[index])
        }
        return Result(items: PagingWindow.items, pages: pages, itemRowsPerPage: rows,
                      early: measured(0, page: Self.earlyPage), late: measured(1, page: Self.latePage),
                      profiledTurns: profiledTurns)
    }

    /// Chooses "More…" on the page `window` shows and returns the time to the
    /// next page's first frame with its items, in ms (nil when it did not
    /// draw within `timeout` seconds); then goes back to the page it was on.
    static func turnPage(_ window: PagingWindow, timeout: Double = 3) -> Double? {
        guard let page = window.pageNumber else { return nil }
        let (probe, start) = clickMore(in: window)
        defer {
            probe.stop()
            window.settle(on: page + 1)
            window.turn(back: true)
        }
        guard Loop.run(until: { probe.isComplete }, timeout: timeout), let painted = probe.paintedAt else { return nil }
        return Double(painted - start) / 1e6
    }

    /// Clicks the page's "More…" row, watching for the next page's first
    /// frame with its items; returns the probe and the time of the click.
    static func clickMore(in window: PagingWindow) -> (probe: FirstFrame, start: Int64) {
        let probe = FirstFrame()
        guard let stack = window.stack, let more = window.moreRow else { return (probe, Clock.nanoseconds()) }
        let turnedFrom = window.visiblePage
        probe.watch(stack) {
            guard let page = window.visiblePage, page != turnedFrom else { return false }
            return !PagingWindow.itemRows(of: page).isEmpty
        }
        let start = Clock.nanoseconds()
        SyntheticInput.click(more)
        return (probe, start)
    }

    func rows(_ result: Result) -> [TableRow] {
        let early = result.early, late = result.late
        let shape = "\(Format.count(Double(result.items))) items, \(result.pages) pages of \(result.itemRowsPerPage)"
        var rows = [("p50", early.firstFrame.p50, late.firstFrame.p50), ("p99", early.firstFrame.p99, late.firstFrame.p99)]
            .map { percentile, first, last in
                TableRow("\"More…\" \(percentile), page \(late.page) / page \(early.page) (\(shape))",
                         ours: Format.milliseconds(last), baseline: Format.milliseconds(first), ratio: last / first,
                         target: percentile == "p50" ? "≤ 1.2×" : "", met: percentile == "p50" ? last / first <= 1.2 : nil)
            }
        if let first = early.instructions, let last = late.instructions {
            rows.append(TableRow("Instructions per \"More…\": page \(late.page) / page \(early.page)",
                                 ours: Format.count(last), baseline: Format.count(first), ratio: last / first,
                                 target: "≤ 1.2×", met: last / first <= 1.2))
        }
        return rows
    }
}
