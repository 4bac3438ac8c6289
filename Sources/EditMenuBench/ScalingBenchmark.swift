import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK

/// Scaling with the menu's size: menus of 1, 10, 100 and 1,000 items on a view
/// of ours in a window of the demo's size (`ScalingWindow`; the presenter pages a
/// long menu: the rows that fit beside the click, at most 20, and "More…"),
/// and the instructions per opening of (a) and (d) and of each size.
///
/// Open latency is measured as `LatencyBenchmark` measures it (press → end of the
/// first frame showing the menu), one size after another. Instructions per opening
/// come from one callgrind run of `--profile-openings` (`OpeningProfile`).
@MainActor
struct ScalingBenchmark {
    struct Size: Codable {
        let items: Int
        /// The rows the popover shows on its first page ("More…" included).
        let visibleRows: Int
        /// Press → end of the first frame showing the menu, ms.
        let firstFrame: Summary
        let instructionsPerOpening: Double?
    }

    struct Result: Codable {
        let sizes: [Size]
        /// Openings counted per series under callgrind.
        let profiledOpenings: Int
        /// (a) and (d) on the bench window's six-item menu, instructions per opening.
        let oursInstructionsPerOpening: Double?
        let cachedInstructionsPerOpening: Double?
    }

    let bench: BenchWindow
    var openings = 40
    var profiledOpenings = 5

    func run() -> Result {
        let latency = LatencyBenchmark(bench: bench)
        let frames = FrameCounter(clockOf: bench.scaling.window.widget)
        defer { frames.stop() }
        var measured: [(items: Int, rows: Int, times: [Double])] = []
        for size in OpeningProfile.scalingSizes {
            bench.scaling.setItems(size)
            var times: [Double] = []
            for index in 0..<(5 + openings) {
                latency.waitUntilQuiet(frames)
                guard let sample = latency.open(.scaled, frames: frames) else { continue }
                if index >= 5 { times.append(sample.frame) }
            }
            measured.append((size, visibleRows(), times))
        }
        let counts = OpeningProfile.count(openings: profiledOpenings, scaling: true)
        let sizes = measured.enumerated().map { index, size in
            Size(items: size.items, visibleRows: size.rows, firstFrame: Summary(size.times.isEmpty ? [.nan] : size.times),
                 instructionsPerOpening: counts.map { $0[2 + index] })
        }
        return Result(sizes: sizes, profiledOpenings: profiledOpenings,
                      oursInstructionsPerOpening: counts?[0], cachedInstructionsPerOpening: counts?[1])
    }

    /// Opens the scaling view's menu once and counts the item rows on screen.
    private func visibleRows() -> Int {
        let widget = bench.scaling.view.widget
        let spot = (x: Double(gtk_widget_get_allocated_width(widget)) / 2, y: Double(gtk_widget_get_allocated_height(widget)) / 2)
        SyntheticInput.secondaryButton(false, on: widget, at: spot)
        Loop.run(until: { bench.scaling.presenter?.itemButtonPointers.isEmpty == false }, timeout: 2)
        Loop.run(for: 0.1)   // the rows are mapped as the popover is laid out
        let rows = bench.scaling.presenter?.itemButtonPointers.count ?? 0
        SyntheticInput.secondaryButton(true, on: widget, at: spot)
        bench.scaling.window.editMenuController.setMenuVisible(false, animated: false)
        Loop.run(until: { !bench.scaling.popoverMapped }, timeout: 2)
        return rows
    }

    func rows(_ result: Result) -> [TableRow] {
        var rows: [TableRow] = []
        if let ours = result.oursInstructionsPerOpening, let cached = result.cachedInstructionsPerOpening {
            rows.append(TableRow("Instructions per opening: ours (a) / cached C popover (d)", ours: Format.count(ours),
                                 baseline: Format.count(cached), ratio: ours / cached))
        }
        for size in result.sizes {
            let instructions = size.instructionsPerOpening.map { ", " + Format.count($0) + " instr" } ?? ""
            let isLargest = size.items == OpeningProfile.scalingSizes.last
            rows.append(TableRow("Menu of \(size.items) items (\(size.visibleRows) rows shown): open p50 / p99",
                                 ours: Format.milliseconds(size.firstFrame.p50) + " / " + Format.milliseconds(size.firstFrame.p99)
                                     + instructions,
                                 target: isLargest ? "p99 < 16.7 ms" : "", met: isLargest ? size.firstFrame.p99 < 16.7 : nil))
        }
        // Linear in the visible rows: what an opening costs beyond them, per item of
        // the menu, between two sizes that show the same rows and build the same
        // pages (a paged menu builds its first page and the one "More…" leads to).
        // What is left per item is the model's: the chain is asked about every
        // item, and the menu compared with the one on screen.
        let paged = result.sizes.filter {
            $0.visibleRows == result.sizes.last?.visibleRows && $0.items > $0.visibleRows
        }
        if paged.count >= 2, let small = paged.first, let large = paged.last,
           let a = small.instructionsPerOpening, let b = large.instructionsPerOpening {
            let perHiddenItem = (b - a) / Double(large.items - small.items)
            rows.append(TableRow("Opening cost per item not shown (\(small.items) → \(large.items) items, same rows)",
                                 ours: Format.count(perHiddenItem) + " instr",
                                 target: "grows with rows shown only", met: perHiddenItem < 2_000))
        }
        return rows
    }
}
