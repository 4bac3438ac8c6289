import CGtk
import Foundation

/// Start-up: from spawning the process to its window's first frame on
/// screen, `edit-menu-demo` against `edit-menu-bench --baseline-window`
/// (one empty GtkWindow made with direct C calls).
///
/// Both are measured the same external way (`ScreenProbe`): the clock starts
/// just before `posix_spawn` and stops when a patch inside where the window
/// appears first changes. Under bare Xvfb there is no window manager, so
/// both windows map at (0, 0) and cover the patch. The baseline also reports
/// its own first `after-paint`; the difference shows what the probe adds
/// (it adds the same to the demo). Runs alternate; one warm-up run each
/// fills the page cache.
@MainActor
struct StartupBenchmark {
    struct Result: Codable {
        /// ms
        let demo: Summary
        /// ms
        let baseline: Summary
        /// The baseline's own report of its first painted frame, ms after spawn.
        let baselineSelfReported: Summary
        let runs: Int
        let method: String
    }

    let demoPath: String
    var runs = 10
    private let probe = ScreenProbe(x: 120, y: 240, size: 16)
    private let output = "/tmp/edit-menu-bench-\(getpid())-baseline"

    func run() -> Result {
        let reference = probe.sample()
        let ownPath = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var demo: [Double] = [], baseline: [Double] = [], reported: [Double] = []
        for index in 0..<(runs + 1) {
            let demoTime = launch([demoPath], reference: reference)
            let (baselineTime, selfReported) = launchBaseline(ownPath, reference: reference)
            guard index > 0 else { continue }   // warm-up
            demo.append(demoTime)
            baseline.append(baselineTime)
            if let selfReported { reported.append(selfReported) }
        }
        unlink(output)
        return Result(demo: Summary(demo), baseline: Summary(baseline),
                      baselineSelfReported: Summary(reported.isEmpty ? [.nan] : reported), runs: runs,
                      method: "spawn → first change of a 16×16 screen patch at (120, 240), polled every 0.5 ms")
    }

    /// ms from spawn to the first frame on screen; the process is then stopped.
    private func launch(_ arguments: [String], stdout: String? = nil, reference: [UInt8]) -> Double {
        let start = Clock.nanoseconds()
        guard let pid = Subprocess.spawn(arguments, stdout: stdout) else { fatalError("could not start \(arguments[0])") }
        guard let seen = probe.waitForChange(from: reference, timeout: 20) else {
            Subprocess.terminate(pid)
            fatalError("\(arguments[0]) showed no window within 20 s")
        }
        Subprocess.terminate(pid)
        guard probe.waitForRestore(to: reference, timeout: 10) else { fatalError("the screen did not clear after \(arguments[0])") }
        lastStart = start
        return Double(seen - start) / 1e6
    }

    private func launchBaseline(_ ownPath: String, reference: [UInt8]) -> (Double, Double?) {
        let time = launch([ownPath, "--baseline-window"], stdout: output, reference: reference)
        let report = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let stamp = report.split(separator: "\n").first { $0.hasPrefix("first-frame-ns ") }
            .flatMap { Int64($0.dropFirst("first-frame-ns ".count)) }
        return (time, stamp.map { Double($0 - lastStart) / 1e6 })
    }

    // The spawn time of the latest launch (for the self-reported figure).
    private var lastStart: Int64 {
        get { StartupBenchmark.lastStartStorage }
        nonmutating set { StartupBenchmark.lastStartStorage = newValue }
    }
    private static var lastStartStorage: Int64 = 0

    func rows(_ result: Result) -> [TableRow] {
        let ratio = result.demo.p50 / result.baseline.p50
        return [
            TableRow("Start-up to first frame (median)", ours: Format.milliseconds(result.demo.p50),
                     baseline: Format.milliseconds(result.baseline.p50), ratio: ratio,
                     target: "≤ 1.5× baseline", met: ratio <= 1.5),
        ]
    }
}
