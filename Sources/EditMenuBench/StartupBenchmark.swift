import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import Foundation

/// Start-up: from spawning the process to its window's first frame on screen,
/// `edit-menu-demo` against `edit-menu-bench --baseline-demo` (the demo's first
/// page made with direct C calls: equal content, so the ratio is our overhead)
/// and, for reference, `edit-menu-bench --baseline-window` (one empty window).
///
/// Time is measured the same external way for all three (`ScreenProbe`): the
/// clock starts just before `posix_spawn` and stops when a patch inside where
/// the window appears first changes. Under bare Xvfb there is no window
/// manager, so the windows map at (0, 0) and cover the patch. The baselines also
/// report their own first `after-paint`; the difference shows what the probe
/// adds. Runs rotate; one warm-up run each fills the page cache. Peak RSS
/// (`VmHWM`) is read the moment the first frame is seen.
///
/// Instructions to the first frame come from one run of each under callgrind,
/// dumped when GDK finishes drawing a window for the first time
/// (`--dump-after=gdk_window_end_draw_frame`, the first dump).
@MainActor
struct StartupBenchmark {
    enum Program: String, CaseIterable, Codable {
        case demo, equalContent, emptyWindow
    }

    struct ProgramResult: Codable {
        /// Spawn → first frame on screen, ms.
        let firstFrame: Summary
        /// The process's own report of its first painted frame, ms after spawn (baselines).
        let selfReported: Summary?
        /// Peak RSS when the first frame was seen, KiB.
        let peakRSSKiB: Summary
        /// Instructions from the start to the end of the first frame drawn (callgrind), nil
        /// without valgrind.
        let instructions: Int?
    }

    struct Result: Codable {
        let demo: ProgramResult
        let equalContent: ProgramResult
        let emptyWindow: ProgramResult
        let runs: Int
        let method: String
    }

    let demoPath: String
    var runs = 10
    private let probe = ScreenProbe(x: 120, y: 240, size: 16)
    private let output = "/tmp/edit-menu-bench-\(getpid())-baseline"

    private func arguments(_ program: Program) -> [String] {
        switch program {
        case .demo: [demoPath]
        case .equalContent: [Callgrind.ownPath, "--baseline-demo"]
        case .emptyWindow: [Callgrind.ownPath, "--baseline-window"]
        }
    }

    func run() -> Result {
        let reference = probe.sample()
        var times: [Program: [Double]] = [:], reported: [Program: [Double]] = [:], rss: [Program: [Double]] = [:]
        for index in 0..<(runs + 1) {
            for program in Program.allCases {
                let launch = launch(arguments(program), reference: reference, timeout: 20)
                guard index > 0 else { continue }   // warm-up
                times[program, default: []].append(launch.milliseconds)
                rss[program, default: []].append(launch.peakRSSKiB)
                if let selfReported = launch.selfReported { reported[program, default: []].append(selfReported) }
            }
        }
        unlink(output)
        var instructions: [Program: Int] = [:]
        if Callgrind.isAvailable {
            for program in Program.allCases {
                instructions[program] = countInstructions(program, reference: reference)
            }
        }
        func result(_ program: Program) -> ProgramResult {
            ProgramResult(firstFrame: Summary(times[program]!), selfReported: reported[program].map(Summary.init),
                          peakRSSKiB: Summary(rss[program]!), instructions: instructions[program])
        }
        return Result(demo: result(.demo), equalContent: result(.equalContent), emptyWindow: result(.emptyWindow),
                      runs: runs, method: "spawn → first change of a 16×16 screen patch at (120, 240), polled every 0.5 ms")
    }

    /// One launch: ms from spawn to the first frame on screen, the peak RSS then, and
    /// the process's own report; the process is then stopped.
    private func launch(_ arguments: [String], reference: [UInt8], timeout: Double)
        -> (milliseconds: Double, peakRSSKiB: Double, selfReported: Double?) {
        let start = Clock.nanoseconds()
        guard let pid = Subprocess.spawn(arguments, stdout: output) else { fatalError("could not start \(arguments[0])") }
        guard let seen = probe.waitForChange(from: reference, timeout: timeout) else {
            Subprocess.terminate(pid)
            fatalError("\(arguments[0]) showed no window within \(timeout) s")
        }
        let peak = Self.peakRSSKiB(of: pid)
        Subprocess.terminate(pid)
        guard probe.waitForRestore(to: reference, timeout: 10) else { fatalError("the screen did not clear after \(arguments[0])") }
        let report = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let stamp = report.split(separator: "\n").first { $0.hasPrefix("first-frame-ns ") }
            .flatMap { Int64($0.dropFirst("first-frame-ns ".count)) }
        return (Double(seen - start) / 1e6, peak, stamp.map { Double($0 - start) / 1e6 })
    }

    /// The process's peak resident set (`VmHWM` in /proc/PID/status), KiB.
    private static func peakRSSKiB(of pid: pid_t) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { $0.split(separator: " ").dropFirst().first.flatMap { Double($0) } } ?? .nan
    }

    /// Instructions to the end of the first window drawn: `program` under callgrind,
    /// stopped once its frame is on screen.
    private func countInstructions(_ program: Program, reference: [UInt8]) -> Int? {
        let base = "/tmp/edit-menu-bench-\(getpid())-startup-callgrind"
        let valgrind = ["valgrind", "-q", "--tool=callgrind", "--callgrind-out-file=\(base)",
                        "--dump-after=gdk_window_end_draw_frame"]
        _ = launch(valgrind + arguments(program), reference: reference, timeout: 180)
        defer {
            var part = 1
            while unlink("\(base).\(part)") == 0 { part += 1 }
            unlink(base)
        }
        return Callgrind.total(in: "\(base).1")
    }

    func rows(_ result: Result) -> [TableRow] {
        let demo = result.demo, equal = result.equalContent, empty = result.emptyWindow
        var rows = [
            TableRow("Start-up to first frame (median), demo / equal content", ours: Format.milliseconds(demo.firstFrame.p50),
                     baseline: Format.milliseconds(equal.firstFrame.p50), ratio: demo.firstFrame.p50 / equal.firstFrame.p50,
                     target: "≤ 1.10×", met: demo.firstFrame.p50 / equal.firstFrame.p50 <= 1.10),
        ]
        if let ours = demo.instructions, let theirs = equal.instructions {
            let ratio = Double(ours) / Double(theirs)
            rows.append(TableRow("Start-up instructions to first frame, demo / equal content",
                                 ours: Format.count(Double(ours)), baseline: Format.count(Double(theirs)), ratio: ratio,
                                 target: "≤ 1.15×", met: ratio <= 1.15))
        }
        rows.append(TableRow("Peak RSS at first frame (median), demo / equal content",
                             ours: Format.kibibytes(demo.peakRSSKiB.p50), baseline: Format.kibibytes(equal.peakRSSKiB.p50),
                             ratio: demo.peakRSSKiB.p50 / equal.peakRSSKiB.p50, target: "≤ 1.15×",
                             met: demo.peakRSSKiB.p50 / equal.peakRSSKiB.p50 <= 1.15))
        rows.append(TableRow("Start-up to first frame (median), demo / empty window (reference)",
                             ours: Format.milliseconds(demo.firstFrame.p50), baseline: Format.milliseconds(empty.firstFrame.p50),
                             ratio: demo.firstFrame.p50 / empty.firstFrame.p50))
        if let ours = demo.instructions, let theirs = empty.instructions {
            rows.append(TableRow("Start-up instructions to first frame, demo / empty window (reference)",
                                 ours: Format.count(Double(ours)), baseline: Format.count(Double(theirs)),
                                 ratio: Double(ours) / Double(theirs)))
        }
        return rows
    }
}
