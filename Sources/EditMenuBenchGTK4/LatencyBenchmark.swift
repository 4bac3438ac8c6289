import BenchSupport
import CGtk4
import EditMenu
import EditMenuGTK4
import Foundation

/// Menu open latency on GTK 4: from the call that shows a menu to the end
/// of the first frame that draws it (`FirstFrame`), for
/// (ours)   `View.showEditMenu` on a `TextField`: responder chain →
///          resolution → `PopoverMenuPresenter` → its GtkPopoverMenu;
/// (A, raw) a new GtkPopoverMenu over a new GMenu of the same items;
/// (B, cached) one prebuilt GtkPopoverMenu, re-pointed and shown again;
/// (C, text) GtkText's own context menu, through its `menu.popup` action.
///
/// GTK 4 gives a program no way to inject a synthesized event
/// (`gtk_main_do_event` is gone), so the clock starts at the call that
/// opens the menu, not at a press. Otherwise as on GTK 3: the paths are
/// interleaved in a shuffled order each round after warm-up rounds, each
/// menu is closed at once, and the next opening waits until the window has
/// begun no frame for 50 ms, so it finds the frame clock free to start a
/// frame at once (a popover's surface shares its window's frame clock).
@MainActor
struct LatencyBenchmark {
    enum Path: String, CaseIterable, Codable { case ours, raw, cached, text }

    struct PathResult: Codable {
        /// Show → `after-paint` of the first frame that rendered the menu, ms.
        let firstFrame: Summary
        /// Show → that frame's `render` of the popover's surface began, ms.
        let renderBegan: Summary
        /// Show → the frame that rendered it began (`before-paint`), ms.
        let frameBegan: Summary?
        /// Show → the call returned, ms.
        let callReturned: Summary
        /// Openings whose menu never rendered within 2 s (left out above).
        let failures: Int
        /// Openings that began within the frame clock's pacing interval of
        /// the window's previous frame (so their frame could not start at once).
        let pacedOpenings: Int
    }

    struct Result: Codable {
        let openingsPerPath: Int
        let warmUpRounds: Int
        /// What ours, A and B show.
        let items: [String]
        /// The shortest time between two frames of the window, ms.
        let framePacing: Double
        let ours: PathResult
        let raw: PathResult
        let cached: PathResult
        let text: PathResult
    }

    /// One opening's times, ms after the call.
    private struct Sample {
        let frame: Double, render: Double, began: Double?, returned: Double, sincePreviousFrame: Double
    }

    let bench: BenchWindow
    var rounds = 200
    var warmUp = 20

    func run() -> Result {
        var samples: [Path: [Sample]] = [:]
        var failures: [Path: Int] = [:]
        let frames = FrameCounter(clock: UnsafeMutableRawPointer(gtk_widget_get_frame_clock(bench.fieldWidget)))
        defer { frames.stop() }
        var generator = SplitMix(seed: 0x5eed)
        for round in 0..<(warmUp + rounds) {
            for path in Path.allCases.shuffled(using: &generator) {
                switch path {
                case .ours: selectWord(in: bench.fieldWidget, frames: frames)
                case .text: selectWord(in: bench.text.entry, frames: frames)
                case .raw, .cached: frames.waitUntilQuiet()
                }
                let sample = open(path, frames: frames)
                guard round >= warmUp else { continue }
                if let sample { samples[path, default: []].append(sample) } else { failures[path, default: 0] += 1 }
            }
        }
        let pacing = frames.shortestSpacing
        func result(_ path: Path) -> PathResult {
            let s = samples[path] ?? []
            func summary(_ values: [Double]) -> Summary { Summary(values.isEmpty ? [.nan] : values) }
            let began = s.compactMap(\.began)
            return PathResult(firstFrame: summary(s.map(\.frame)), renderBegan: summary(s.map(\.render)),
                              frameBegan: began.isEmpty ? nil : Summary(began), callReturned: summary(s.map(\.returned)),
                              failures: failures[path] ?? 0,
                              pacedOpenings: s.filter { $0.sincePreviousFrame < pacing + 1 }.count)
        }
        return Result(openingsPerPath: rounds, warmUpRounds: warmUp, items: bench.items.titles, framePacing: pacing,
                      ours: result(.ours), raw: result(.raw), cached: result(.cached), text: result(.text))
    }

    /// Selects the word in `entry` and waits until the window is quiet with
    /// the word still selected, so every opening shows the same items.
    /// A GtkText drops its selection when it loses PRIMARY, and GDK's X11
    /// clipboard can hear of the previous field's claim only after this
    /// one's: without the check, half of our openings found no selection
    /// and showed Paste, Select and Select All instead, a different menu
    /// that our presenter had to rebuild.
    ///
    /// The quiet is counted from the selection too: a word selected again
    /// after the window had been quiet for 50 ms (the selection lost, as
    /// above, nearly every time after C's opening) is drawn in the next
    /// frame, and counted from the last frame alone that frame was the
    /// menu's: the window's redraw came before the popover's render, 4–6 ms
    /// of the window's own drawing charged to our opening.
    private func selectWord(in entry: UnsafeMutablePointer<GtkWidget>, frames: FrameCounter) {
        for _ in 0..<10 {
            BenchWindow.selectWord(in: entry)
            frames.waitUntilQuiet(since: Clock.nanoseconds())
            if BenchWindow.hasWordSelected(entry) { return }
        }
        progress("the field keeps losing its selection: this opening shows a shorter menu")
    }

    /// Opens `path`'s menu, waits for its first frame, closes it; nil when it never rendered.
    private func open(_ path: Path, frames: FrameCounter) -> Sample? {
        let probe = FirstFrame()
        defer { probe.stop() }
        let start = Clock.nanoseconds()
        let popover = show(path)
        let returned = Clock.nanoseconds()
        if let popover { probe.watch(popover) }
        let rendered = probe.isWatching && Loop.run(until: { probe.isComplete }, timeout: 2)
        close(path, popover)
        guard rendered, let render = probe.renderedAt, let painted = probe.paintedAt else { return nil }
        let began = frames.frameStarts.last { $0 <= render }.flatMap { $0 >= start ? Double($0 - start) / 1e6 : nil }
        let previous = frames.frameStarts.last { $0 < start }
        return Sample(frame: Double(painted - start) / 1e6, render: Double(render - start) / 1e6, began: began,
                      returned: Double(returned - start) / 1e6,
                      sincePreviousFrame: previous.map { Double(start - $0) / 1e6 } ?? .infinity)
    }

    /// Opens `path`'s menu; returns its popover.
    private func show(_ path: Path) -> UnsafeMutablePointer<GtkWidget>? {
        switch path {
        case .ours:
            let field = bench.field
            field.showEditMenu(for: .pointer(CGPoint(x: field.bounds.midX, y: field.bounds.midY)))
            return bench.ourPopover
        case .raw: return bench.raw.open(at: Self.middle(of: bench.raw.target))
        case .cached: return bench.cached.open(at: Self.middle(of: bench.cached.target))
        case .text: return bench.text.open()
        }
    }

    /// Closes `path`'s menu at once and idles until it is off screen.
    private func close(_ path: Path, _ popover: UnsafeMutablePointer<GtkWidget>?) {
        switch path {
        case .ours: bench.window.editMenuController.setMenuVisible(false, animated: false)
        case .raw: bench.raw.close()
        case .cached: bench.cached.close()
        case .text: bench.text.close()
        }
        if let popover, path != .raw { Loop.run(until: { !Widgets.isMapped(popover) }, timeout: 2) }
    }

    private static func middle(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
        (Double(gtk_widget_get_width(widget)) / 2, Double(gtk_widget_get_height(widget)) / 2)
    }

    func rows(_ result: Result) -> [TableRow] {
        let ours = result.ours.firstFrame
        func ratio(_ name: String, _ baseline: Summary, target: String, limit: Double) -> [TableRow] {
            [("p50", ours.p50, baseline.p50), ("p99", ours.p99, baseline.p99)].map { percentile, mine, theirs in
                TableRow("Menu open \(percentile): ours / \(name)", ours: Format.milliseconds(mine),
                         baseline: Format.milliseconds(theirs), ratio: mine / theirs, target: target,
                         met: mine / theirs <= limit)
            }
        }
        return ratio("prebuilt GtkPopoverMenu (B)", result.cached.firstFrame, target: "ours/B ≤ 1.05", limit: 1.05)
            + ratio("new GtkPopoverMenu (A)", result.raw.firstFrame, target: "ours/A ≤ 1.10", limit: 1.10)
            + ratio("GtkText menu (C)", result.text.firstFrame, target: "ours ≤ C", limit: 1.0)
            + [TableRow("Menu open p99 (ours), one 60 Hz frame", ours: Format.milliseconds(ours.p99),
                        target: "< 16.7 ms", met: ours.p99 < 16.7)]
    }
}
