/// Order statistics of a sample: what the tables report.
///
/// Percentiles use the nearest-rank method, so p99 of 240 samples is the
/// 238th smallest — an observed value, never an interpolation.
package struct Summary: Codable, Sendable {
    package let count: Int
    package let min: Double
    package let p50: Double
    package let p90: Double
    package let p99: Double
    package let max: Double
    package let mean: Double

    package init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "a summary needs samples")
        let sorted = samples.sorted()
        func rank(_ p: Double) -> Double {
            let index = Int((p * Double(sorted.count)).rounded(.up)) - 1
            return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
        }
        count = sorted.count
        min = sorted[0]
        p50 = rank(0.50)
        p90 = rank(0.90)
        p99 = rank(0.99)
        max = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }
}

extension Array where Element == Double {
    /// The median (nearest rank).
    package var median: Double { Summary(self).p50 }
}
