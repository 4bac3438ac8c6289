import BenchSupport
import EditMenu
import EditMenuGTKTestSupport

/// Resolution cost without a display: `MenuResolver.resolve` over chains of
/// plain `Responder`s, for chain depths 1, 10, 100 × custom items 4, 50, 500.
///
/// The chain is a line of responders; the deepest is the first responder.
/// It handles Copy and Select All itself; the root (the far end of the
/// chain) handles Paste and every custom item's action, so each custom item
/// walks the whole chain before it is found, and the eleven standard actions
/// nobody handles walk it to the end and fail. Every item is shown. The
/// responders in between handle nothing, as containers usually do, and the
/// resolver passes them by; ``Costs/perQuestionPerAskedResponder`` measures
/// the chain where every responder must be asked.
///
/// Time: batches long enough to dwarf the clock (≥ 20 ms each), the median
/// of seven batches, divided by the resolves in the batch. Allocations: one
/// separate batch under ``AllocationCounter`` (counting costs a little time,
/// so it never overlaps the timed batches).
@MainActor
struct ResolutionBenchmark {
    struct Case: Codable {
        let depth: Int
        let items: Int
        let shownEntries: Int
        let nanosecondsPerResolve: Double
        /// nil when allocations could not be counted.
        let allocationsPerResolve: Double?
        /// `MenuResolver.resolve`'s inclusive instructions per resolve (callgrind); nil
        /// without valgrind.
        var instructionsPerResolve: Double?
    }

    /// What the instruction counts say, fitted over every size measured.
    struct Costs: Codable {
        /// instructions ≈ fixed + perItem · items + perPassedResponder · depth, least
        /// squares over the nine cases. The responders between the first and the root
        /// handle nothing and are plain `Responder`s, so the resolver passes them by
        /// without asking (what containers and windows cost).
        let fixed: Double
        let perItem: Double
        let perPassedResponder: Double
        /// What a responder that is asked costs per question: depth 10 × 50 with every
        /// responder handling an action of its own, against the plain chain, divided
        /// by the 8 more responders asked and the 66 questions each is asked.
        let perQuestionPerAskedResponder: Double
        /// Depth 1 to 1,000 at 50 items: instructions per resolve at each depth, and the
        /// slope of a straight line through them (instructions per responder).
        let depthSeries: [String: Double]
        let perResponderAt50Items: Double
    }

    let depths = [1, 10, 100]
    let itemCounts = [4, 50, 500]
    /// The chain depths of the depth series (50 items each).
    static let scalingDepths = [1, 10, 100, 1_000]
    var quick = false

    func run() -> [Case] {
        var cases: [Case] = []
        for depth in depths {
            for items in itemCounts {
                cases.append(measure(depth: depth, items: items))
            }
        }
        return cases
    }

    func measure(depth: Int, items count: Int) -> Case {
        let chain = Chain(depth: depth, customItems: count)
        let resolve = { MenuResolver.resolve(standardActions: chain.standardActions, items: chain.items, from: chain.first) }

        let shown = resolve().entries.count
        precondition(shown == count + 3, "every custom item plus Copy, Paste and Select All should be shown, got \(shown)")
        for _ in 0..<10 { _ = resolve() }

        // Size a batch to about 20 ms from one timed resolve.
        let once = Clock.nanoseconds()
        _ = resolve()
        let single = max(1, Clock.nanoseconds() - once)
        let perBatch = max(1, Int((quick ? 5_000_000 : 20_000_000) / single))
        var batches: [Double] = []
        for _ in 0..<(quick ? 3 : 7) {
            let start = Clock.nanoseconds()
            for _ in 0..<perBatch { blackHole(resolve()) }
            batches.append(Double(Clock.nanoseconds() - start) / Double(perBatch))
        }

        var allocations: Double?
        if AllocationCounter.isAvailable {
            let runs = min(perBatch, 100)
            AllocationCounter.start()
            for _ in 0..<runs { blackHole(resolve()) }
            allocations = Double(AllocationCounter.stop()) / Double(runs)
        }
        return Case(depth: depth, items: count, shownEntries: shown,
                    nanosecondsPerResolve: batches.median, allocationsPerResolve: allocations)
    }

    /// A line of `depth` responders with handlers, and `customItems` items.
    @MainActor
    struct Chain {
        let responders: [Responder]
        let items: [MenuElement]
        let standardActions = Set(Action.standardActions)
        var first: Responder { responders[responders.count - 1] }

        init(depth: Int, customItems: Int, everyResponderHandles: Bool = false) {
            var responders = [Responder(debugName: "root")]
            for level in 1..<max(depth, 1) {
                let child = Responder(debugName: "level \(level)")
                if everyResponderHandles { child.handle(Action("level\(level)")) { _ in } }
                responders[responders.count - 1].addChild(child)
                responders.append(child)
            }
            let root = responders[0], deepest = responders[responders.count - 1]
            deepest.handle(.copy) { _ in }
            deepest.handle(.selectAll) { _ in }
            root.handle(.paste) { _ in }
            items = (0..<customItems).map { index in
                let action = Action("custom\(index)")
                root.handle(action) { _ in }
                return .item(MenuItem(title: "Custom \(index)", action: action))
            }
            self.responders = responders
        }
    }
}

extension ResolutionBenchmark {
    /// Resolves the `depth` × `items` menu `count` times, untimed: the same work on
    /// every run, for `valgrind --tool=callgrind` to count (`MenuResolver.resolve`'s
    /// inclusive instructions divided by `count`).
    static func profile(resolves count: Int, depth: Int = 10, items: Int = 50, everyResponderHandles: Bool = false) {
        let chain = Chain(depth: depth, customItems: items, everyResponderHandles: everyResponderHandles)
        callgrindResolves(chain, count)
    }

    /// The counted loop, a function of its own so callgrind can collect inside it
    /// only (`--toggle-collect=*callgrindResolves*`), not while the chain is made.
    @inline(never)
    private static func callgrindResolves(_ chain: Chain, _ count: Int) {
        for _ in 0..<count {
            blackHole(MenuResolver.resolve(standardActions: chain.standardActions, items: chain.items, from: chain.first))
        }
    }

    /// The mangled name's part that callgrind_annotate shows for `MenuResolver.resolve`
    /// (and its specializations).
    static let resolveSymbol = "0B8ResolverO7resolve15standardActions"

    /// Instructions per resolve of the `depth` × `items` menu, counted by running this
    /// program under callgrind (`count` resolves); nil without valgrind.
    static func instructionsPerResolve(depth: Int, items: Int, count: Int, everyResponderHandles: Bool = false) -> Double? {
        let variant = everyResponderHandles ? ["--every-responder-handles"] : []
        guard Callgrind.isAvailable,
              let run = Callgrind.run([Callgrind.ownPath, "--profile-resolution", String(count), "--depth", String(depth),
                                       "--items", String(items)] + variant,
                                      collectInside: "*callgrindResolves*") else { return nil }
        defer { run.remove() }
        let inclusive = run.inclusive(resolveSymbol)
        return inclusive > 0 ? Double(inclusive) / Double(count) : nil
    }

    /// How many resolves to count at a size: about 20 M instructions' worth (the first
    /// resolve, which makes the reusable questions and the standard items, then weighs
    /// under 1 %), at least 10.
    static func profiledResolves(depth: Int, items: Int) -> Int {
        max(10, 20_000_000 / (1_300 * items + 40 * (items + 16) * depth + 5_000))
    }

    /// Adds the instruction count of each case (a callgrind run each, 1–3 s), counts the
    /// depth series, and fits the costs; nil without valgrind.
    static func countInstructions(_ cases: inout [Case]) -> Costs? {
        guard Callgrind.isAvailable else { return nil }
        for index in cases.indices {
            let item = cases[index]
            cases[index].instructionsPerResolve = instructionsPerResolve(
                depth: item.depth, items: item.items, count: profiledResolves(depth: item.depth, items: item.items))
        }
        var series: [Int: Double] = [:]
        for depth in scalingDepths {
            series[depth] = cases.first { $0.depth == depth && $0.items == 50 }?.instructionsPerResolve
                ?? instructionsPerResolve(depth: depth, items: 50, count: profiledResolves(depth: depth, items: 50))
        }
        let rows = cases.compactMap { item in
            item.instructionsPerResolve.map { (x: [1, Double(item.items), Double(item.depth)], y: $0) }
        }
        let plain = cases.first { $0.depth == 10 && $0.items == 50 }?.instructionsPerResolve
        let busy = instructionsPerResolve(depth: 10, items: 50, count: profiledResolves(depth: 10, items: 50),
                                          everyResponderHandles: true)
        guard let model = LeastSquares.fit(rows),
              let line = LeastSquares.fit(series.map { depth, count in (x: [1, Double(depth)], y: count) }),
              let plain, let busy
        else { return nil }
        return Costs(fixed: model[0], perItem: model[1], perPassedResponder: model[2],
                     perQuestionPerAskedResponder: (busy - plain) / Double(8 * (50 + 16)),
                     depthSeries: Dictionary(uniqueKeysWithValues: series.map { (String($0.key), $0.value) }),
                     perResponderAt50Items: line[1])
    }
}

/// Keeps the optimizer from discarding a result it can see is unused.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

extension ResolutionBenchmark {
    static func rows(_ cases: [Case], costs: Costs?) -> [TableRow] {
        var rows = cases.map { item in
            let isTarget = item.depth == 10 && item.items == 50
            let allocations = item.allocationsPerResolve.map { String(format: ", %.0f allocs", $0) } ?? ""
            let instructions = item.instructionsPerResolve.map { ", " + Format.count($0) + " instr" } ?? ""
            return TableRow("Resolve: depth \(item.depth) × \(item.items) items",
                            ours: Format.nanoseconds(item.nanosecondsPerResolve) + allocations + instructions,
                            target: isTarget ? "≤ 60,000 instr, 0 extra allocs" : "",
                            // The result's own storage is its entries array: the items'
                            // entries are made with the items.
                            met: isTarget ? item.instructionsPerResolve.map { $0 <= 60_000 }
                                .map { $0 && item.allocationsPerResolve.map { $0 <= 1 } ?? false } : nil)
        }
        if let costs {
            rows.append(TableRow("Resolve cost, fitted (instructions)",
                                 ours: String(format: "%@ per item, %@ per responder passed by, %.0f per question "
                                                  + "per responder asked, %@ fixed",
                                              Format.count(costs.perItem), Format.count(costs.perPassedResponder),
                                              costs.perQuestionPerAskedResponder, Format.count(costs.fixed))))
            let depths = scalingDepths.compactMap { depth in
                costs.depthSeries[String(depth)].map { "\(depth): \(Format.count($0))" }
            }
            rows.append(TableRow("Resolve at depth 1–1,000 × 50 items (instructions)",
                                 ours: depths.joined(separator: ", ") + String(format: "; %@ per responder (fit)",
                                                                                 Format.count(costs.perResponderAt50Items))))
        }
        return rows
    }
}
