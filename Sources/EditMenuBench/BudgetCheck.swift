import BenchSupport
import Foundation

/// `edit-menu-bench --check-budget bench-budget.json` (`make check-budget`, part of
/// `make test`): counts the instructions of a fixed resolve workload and of a fixed
/// number of menu openings on a hidden-from-no-one Xvfb window with callgrind, prints
/// each against its budget, and fails when one is over.
///
/// The budget file says what was measured when it was last set and the budget,
/// which leaves headroom above that for other CPUs and library builds (callgrind
/// counts the instructions the code runs, which differ a little with the C library's
/// string and memory routines the CPU selects). A budget is raised only on purpose, in
/// a commit that says why.
@MainActor
enum BudgetCheck {
    /// `bench-budget.json`.
    struct Budget: Codable {
        struct Resolve: Codable {
            let depth: Int
            let items: Int
            /// Resolves counted; the figure is per resolve.
            let resolves: Int
            let measured: Int
            let budget: Int
        }
        struct Opening: Codable {
            /// Openings counted (after warm-up); the figure is per opening.
            let openings: Int
            let measured: Int
            let budget: Int
        }
        /// Why the budgets are what they are; not read.
        let notes: [String]
        let resolve: Resolve
        let opening: Opening
    }

    /// Whether every count is within its budget.
    static func run(budgetPath: String) -> Bool {
        let budget: Budget
        do {
            budget = try JSONDecoder().decode(Budget.self, from: Data(contentsOf: URL(fileURLWithPath: budgetPath)))
        } catch {
            progress("cannot read \(budgetPath): \(error)")
            return false
        }
        guard Callgrind.isAvailable else {
            progress("valgrind is not installed (make deps-test installs it)")
            return false
        }
        let resolve = budget.resolve
        let perResolve = ResolutionBenchmark.instructionsPerResolve(depth: resolve.depth, items: resolve.items,
                                                                     count: resolve.resolves)
        let perOpening = OpeningProfile.count(openings: budget.opening.openings, scaling: false)?.first
        let resolveOK = report("resolve, depth \(resolve.depth) × \(resolve.items) items, per resolve",
                               current: perResolve, budget: resolve.budget, measured: resolve.measured)
        let openingOK = report("menu opening (a), per opening", current: perOpening,
                               budget: budget.opening.budget, measured: budget.opening.measured)
        return resolveOK && openingOK
    }

    /// Prints one line, current against budget; returns whether it is within.
    private static func report(_ what: String, current: Double?, budget: Int, measured: Int) -> Bool {
        guard let current else {
            print("\(what): could not be counted — FAIL")
            return false
        }
        let within = current <= Double(budget)
        let change = (current / Double(measured) - 1) * 100
        print(String(format: "%@: %@ instructions, budget %@ (%@ when set, now %+.1f %%) — %@", what,
                     Format.count(current), Format.count(Double(budget)), Format.count(Double(measured)), change,
                     within ? "ok" : "OVER BUDGET"))
        return within
    }
}
