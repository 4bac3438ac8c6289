// edit-menu-bench-gtk4: how fast our menu opens on GTK 4, against GTK 4's
// own menus in the same run, reported as ratios. GTK 4 only: it never links
// a GTK 3 target. See docs/gtk4.md, "Performance".
import BenchSupport
import EditMenuGTK4
import Foundation

let options = parseCommandLine(Options.parse, usage: Options.usage)

/// What `--json` writes.
struct Results: Codable {
    let host: Host
    let date: String
    let latency: LatencyBenchmark.Result
    let table: [TableRow]
}

MainActor.assumeIsolated {
    let app = Application(id: "io.github.editmenu.BenchGtk4", isUnique: false)
    var status: Int32 = 0
    // The bench runs inside GtkApplication's activation (windows need a
    // registered application), driving the main loop itself, then quits.
    app.onActivate {
        let bench = BenchWindow(application: app)
        progress("menu open latency: ours, new popover (A), prebuilt popover (B), GtkText (C), interleaved…")
        let started = Clock.nanoseconds()
        let benchmark = LatencyBenchmark(bench: bench, rounds: options.openings, warmUp: options.warmUp)
        let latency = benchmark.run()
        progress(String(format: "done in %.0f s", Clock.seconds(since: started)))
        let host = Host.current(showing: bench.fieldWidget)
        let results = Results(host: host, date: ISO8601DateFormatter().string(from: Date()),
                              latency: latency, table: benchmark.rows(latency))
        print(Report.table(results.table))
        print("\n\(host.cpuModel), \(host.processors) CPUs; GTK \(host.gtk), \(host.renderer); display \(host.display)")
        print("items: \(latency.items.joined(separator: ", "))")
        if let path = options.jsonPath {
            do {
                try JSONFile.write(results, to: path)
                progress("results written to \(path)")
            } catch {
                progress("could not write \(path): \(error)")
                status = 1
            }
        }
        bench.window.close()
        app.quit()
    }
    // GApplication would read the bench's own options as its own.
    let exitStatus = app.run(arguments: [CommandLine.arguments[0]])
    exit(exitStatus != 0 ? exitStatus : status)
}
