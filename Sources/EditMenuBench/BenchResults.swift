import BenchSupport
import Foundation

/// Everything one run measured: what `--json` writes.
struct BenchResults: Codable {
    var machine: Machine
    var date: String
    var quick: Bool
    var latency: LatencyBenchmark.Result?
    var resolution: [ResolutionBenchmark.Case]?
    var resolutionCosts: ResolutionBenchmark.Costs?
    var scaling: ScalingBenchmark.Result?
    var paging: PagingBenchmark.Result?
    var memory: MemoryBenchmark.Result?
    var clipboard: ClipboardBenchmark.Result?
    var startup: StartupBenchmark.Result?
    var text: TextBenchmark.Result?
    var spelling: SpellingBenchmark.Result?
    var table: [TableRow] = []

    func write(to path: String) throws { try JSONFile.write(self, to: path) }
}
