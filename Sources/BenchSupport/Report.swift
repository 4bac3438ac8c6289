import Foundation

/// One line of the summary table: a figure of ours, its baseline (if the
/// benchmark has one), their ratio, the target and whether it was met.
package struct TableRow: Codable, Sendable {
    package let benchmark: String
    package let ours: String
    package let baseline: String
    package let ratio: Double?
    package let target: String
    /// nil when the line has no target (informational).
    package let met: Bool?

    package init(_ benchmark: String, ours: String, baseline: String = "", ratio: Double? = nil,
                 target: String = "", met: Bool? = nil) {
        self.benchmark = benchmark
        self.ours = ours
        self.baseline = baseline
        self.ratio = ratio
        self.target = target
        self.met = met
    }
}

/// A bench's results as pretty-printed JSON with sorted keys (stable diffs): what `--json` writes.
package enum JSONFile {
    package static func write(_ value: some Encodable, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(value).write(to: URL(fileURLWithPath: path))
    }
}

/// The readable table on stdout.
package enum Report {
    package static func table(_ rows: [TableRow]) -> String {
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

package enum Format {
    package static func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value) }
    package static func microseconds(_ value: Double) -> String { String(format: "%.1f µs", value) }
    package static func nanoseconds(_ value: Double) -> String {
        value >= 10_000 ? microseconds(value / 1000) : String(format: "%.0f ns", value)
    }
    package static func kibibytes(_ value: Double) -> String { String(format: "%.0f KiB", value) }
    package static func mebibytes(_ value: Double) -> String { String(format: "%.1f MiB", value / 1024) }
    /// A count with thousands separators: 104,318.
    package static func count(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var result = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0, digit != "-" { result.append(",") }
            result.append(digit)
        }
        return String(result.reversed())
    }
}
