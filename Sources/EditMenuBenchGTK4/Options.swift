import BenchSupport

/// The command line of `edit-menu-bench-gtk4`.
///
/// ```sh
/// edit-menu-bench-gtk4 --json bench-results-gtk4.json
/// edit-menu-bench-gtk4 --quick          # fewer openings, for trying it out
/// ```
struct Options {
    /// Where the JSON results go (none without it).
    var jsonPath: String?
    /// Openings per path, after the warm-up rounds.
    var openings = 200
    var warmUp = 20

    static let usage = """
        usage: edit-menu-bench-gtk4 [--json PATH] [--openings N] [--warm-up N] [--quick]
        Menu open latency on GTK 4: ours against a new GtkPopoverMenu (A), a prebuilt
        one re-pointed (B) and GtkText's own menu (C), interleaved, in one run.
        """

    /// Parses `arguments` (without the program name); throws a message for bad input.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func count(after flag: String) throws -> Int {
            guard let text = rest.popFirst() else { throw OptionsError("\(flag) needs a value") }
            guard let count = Int(text), count >= 0 else { throw OptionsError("\(flag) needs a count, not \(text)") }
            return count
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--json":
                guard let path = rest.popFirst() else { throw OptionsError("--json needs a path") }
                options.jsonPath = path
            case "--openings": options.openings = max(1, try count(after: argument))
            case "--warm-up": options.warmUp = try count(after: argument)
            case "--quick": (options.openings, options.warmUp) = (30, 5)
            case "-h", "--help": throw OptionsError(nil)
            default: throw OptionsError("unknown argument \(argument)")
            }
        }
        return options
    }
}
