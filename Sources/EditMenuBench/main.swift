// edit-menu-bench: measures the edit-menu system against GTK baselines in
// the same run and reports ratios. See docs/performance.md.
//
// Order matters: the resolver runs before GTK starts threads; start-up runs
// before any window of ours could cover the screen patch it watches; the
// clipboard runs last, once our windows are gone.
import BenchSupport
import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import EditMenuTestSupport
import EditMenuGTK
import Foundation

let options = parseCommandLine(Options.parse, usage: Options.usage)

if options.baselineWindow { BaselineWindow.run() }
if options.baselineDemo { EqualContentWindow.run() }
if let count = options.profileResolutions {
    ResolutionBenchmark.profile(resolves: count, depth: options.profileDepth, items: options.profileItems,
                                everyResponderHandles: options.profileEveryResponderHandles)
    exit(0)
}
if let count = options.profileOpenings { OpeningProfile.run(openings: count, scaling: options.profileScaling) }
if let count = options.profilePaging { PagingProfile.run(turns: count) }
if let path = options.budgetPath { exit(BudgetCheck.run(budgetPath: path) ? 0 : 1) }
if let probe = options.probe {
    guard gtk_init_check(nil, nil) != 0, let file = options.probeFile else { TextProbe.fail("needs a display and --file") }
    switch probe {
    case .paste(let ours): TextProbe.paste(ours: ours, widget: options.probeWidget, file: file)
    case .undo(let ours): TextProbe.undo(ours: ours, file: file)
    case .read: ClipboardProbe.read(file: file)
    case .copy: ClipboardProbe.copy(file: file, runs: options.probeRuns)
    case .styled(let html): StyledTextProbe.run(html: html, file: file, runs: options.probeRuns)
    }
}

AllocationCounter.install()
// Every wrapper and signal box from the start: a count begun later reads a
// wrapper made before it and released during the run as -1.
LiveCounts.startCounting()
var results = BenchResults(machine: Machine.current(), date: ISO8601DateFormatter().string(from: Date()),
                           quick: options.quick)
let started = Clock.nanoseconds()

if options.groups.contains(.resolution) {
    progress("resolution (no display)…")
    let benchmark = ResolutionBenchmark(quick: options.quick)
    var cases = benchmark.run()
    progress("resolution: instructions per resolve at each size (callgrind)…")
    let costs = ResolutionBenchmark.countInstructions(&cases)
    results.resolution = cases
    results.resolutionCosts = costs
    results.table += ResolutionBenchmark.rows(cases, costs: costs)
}

let displayGroups: Set<Options.Group> = [.latency, .memory, .clipboard, .startup, .scaling, .paging, .text, .styled, .spelling]
if !options.groups.isDisjoint(with: displayGroups) {
    if let backend = options.backend {
        gdk_set_allowed_backends(backend)   // a benchmark's choice; the app never forces one
    }
    guard gtk_init_check(nil, nil) != 0 else {
        progress("no display: skipping latency, memory, clipboard and start-up (run under xvfb-run, as make bench does)")
        exit(1)
    }
    results.machine.display = Machine.displayDescription()
    let onWayland = cgtk_display_is_wayland(gdk_display_get_default()) != 0
    let application = Application(id: "io.github.editmenu.Bench", isUnique: false)
    guard application.register() else {
        progress("could not register the application")
        exit(1)
    }

    if options.groups.contains(.startup) {
        if onWayland {
            // It watches the first frame by reading the screen (XGetImage); a Wayland
            // client cannot read other clients' pixels.
            progress("start-up skipped: measured on X11 only")
        } else if let demo = options.demoPath {
            progress("start-up: \(demo) against --baseline-demo and --baseline-window…")
            let benchmark = StartupBenchmark(demoPath: demo, runs: options.quick ? 3 : 10)
            let result = benchmark.run()
            results.startup = result
            results.table += benchmark.rows(result)
        } else {
            progress("start-up skipped: no --demo PATH")
        }
    }

    if !options.groups.isDisjoint(with: [.latency, .memory, .scaling]) {
        let bench = BenchWindow(application: application)
        if options.groups.contains(.latency) {
            progress("menu open latency: ours, raw popover, GtkEntry, interleaved…")
            let benchmark = LatencyBenchmark(bench: bench, rounds: options.quick ? 30 : 240, warmUp: options.quick ? 5 : 20)
            let result = benchmark.run()
            results.latency = result
            results.table += benchmark.rows(result)
        }
        if options.groups.contains(.memory) {
            progress("memory: show/hide cycles…")
            let benchmark = MemoryBenchmark(bench: bench, cycles: options.quick ? 2_000 : 10_000,
                                            warmUp: options.quick ? 1_000 : 1_000)
            let result = benchmark.run()
            results.memory = result
            results.table += benchmark.rows(result)
        }
        if options.groups.contains(.scaling) {
            progress("scaling: menus of 1 to 1,000 items; instructions per opening (callgrind)…")
            let benchmark = ScalingBenchmark(bench: bench, openings: options.quick ? 10 : 40)
            let result = benchmark.run()
            results.scaling = result
            results.table += benchmark.rows(result)
        }
        bench.window.editMenuController.hideMenu()
        gtk_widget_destroy(bench.window.widget)
        Loop.run(for: 0.2)
    }

    if options.groups.contains(.paging) {
        progress("paging: \"More…\" on page \(PagingBenchmark.earlyPage) and on page \(PagingBenchmark.latePage) of a 1,000-item menu…")
        let benchmark = PagingBenchmark(application: application, turns: options.quick ? 10 : 40)
        if let result = benchmark.run() {
            results.paging = result
            results.table += benchmark.rows(result)
        }
    }

    if options.groups.contains(.spelling) {
        progress("spelling: a misspelled word's menu, and typing in 1 MB, checking on and off…")
        let benchmark = SpellingBenchmark(application: application, openings: options.quick ? 20 : 100,
                                          keys: options.quick ? 40 : 100)
        let result = benchmark.run()
        results.spelling = result
        results.table += benchmark.rows(result)
    }

    let textGroups = options.groups.intersection([.text, .styled])
    if !textGroups.isEmpty && onWayland {
        progress("text skipped: measured on X11 only (fed by xclip)")
    } else if !textGroups.isEmpty {
        let benchmark = TextBenchmark(quick: options.quick, measuresText: textGroups.contains(.text),
                                      measuresStyled: textGroups.contains(.styled))
        do {
            let result = try benchmark.run()
            results.text = result
            results.table += benchmark.rows(result)
        } catch {
            progress("text failed: \(error)")
            exit(1)
        }
    }

    if options.groups.contains(.clipboard) && onWayland {
        progress("clipboard skipped: measured on X11 only (against xclip)")
    } else if options.groups.contains(.clipboard) {
        progress("clipboard: against xclip → xclip…")
        let benchmark = ClipboardBenchmark(runs: options.quick ? 2 : 15)
        do {
            let result = try benchmark.run()
            results.clipboard = result
            results.table += benchmark.rows(result)
        } catch {
            progress("clipboard failed: \(error)")
        }
    }
}

progress(String(format: "done in %.0f s", Clock.seconds(since: started)))
print(Report.table(results.table))
let machine = results.machine
print("\n\(machine.cpuModel), \(machine.processors) CPUs; \(machine.swift); GTK \(machine.gtk); \(machine.display)")
if let path = options.jsonPath {
    do {
        try results.write(to: path)
        progress("results written to \(path)")
    } catch {
        progress("could not write \(path): \(error)")
        exit(1)
    }
}
