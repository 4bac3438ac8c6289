import Foundation

/// One line of the summary table: a figure of ours, its baseline (if the
/// benchmark has one), their ratio, the target and whether it was met.
struct TableRow: Codable {
    let benchmark: String
    let ours: String
    let baseline: String
    let ratio: Double?
    let target: String
    /// nil when the line has no target (informational).
    let met: Bool?

    init(_ benchmark: String, ours: String, baseline: String = "", ratio: Double? = nil,
         target: String = "", met: Bool? = nil) {
        self.benchmark = benchmark
        self.ours = ours
        self.baseline = baseline
        self.ratio = ratio
        self.target = target
        self.met = met
    }
}

/// Everything one run measured: what `--json` writes.
struct BenchResults: Codable {
    var machine: Machine
    var date: String
    var quick: Bool
    var latency: LatencyBenchmark.Result?
    var resolution: [ResolutionBenchmark.Case]?
    var resolutionCosts: ResolutionBenchmark.Costs?
    var scaling: ScalingBenchmark.Result?
    var memory: MemoryBenchmark.Result?
    var clipboard: ClipboardBenchmark.Result?
    var startup: StartupBenchmark.Result?
    var text: TextBenchmark.Result?
    var spelling: SpellingBenchmark.Result?
    var table: [TableRow] = []

    /// Writes the results as pretty-printed JSON with sorted keys (stable diffs).
    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}

/// The readable table on stdout.
enum Report {
    static func table(_ rows: [TableRow]) -> String {
        let header = ["Benchmark", "Ours", "Baseline", "Ratio", "Target", "Result"]
        let lines = rows.map { row in
            [row.benchmark, row.ours, row.baseline, row.ratio.map { String(format: "%.2f", $0) } ?? "",
             row.target, row.met.map { $0 ? "pass" : "MISS" } ?? ""]
        }
        let widths = header.indices.map { column in
            ([header] + lines).map { $0[column].count }.max() ?? 0
        }
        func format(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([format(header), rule] + lines.map(format)).joined(separator: "\n")
    }
}

// MARK: - Units

enum Format {
    static func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value) }
    static func microseconds(_ value: Double) -> String { String(format: "%.1f µs", value) }
    static func nanoseconds(_ value: Double) -> String {
        value >= 10_000 ? microseconds(value / 1000) : String(format: "%.0f ns", value)
    }
    static func kibibytes(_ value: Double) -> String { String(format: "%.0f KiB", value) }
    static func mebibytes(_ value: Double) -> String { String(format: "%.1f MiB", value / 1024) }
    /// A count with thousands separators: 104,318.
    static func count(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var result = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0, digit != "-" { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
