import BenchSupport
import Foundation

/// The command line of `edit-menu-bench`.
///
/// ```sh
/// edit-menu-bench --demo .build/release/edit-menu-demo --json bench-results.json
/// edit-menu-bench --only resolution,latency --quick
/// edit-menu-bench --backend wayland --only latency,memory   # inside a Wayland session
/// edit-menu-bench --baseline-window      # the empty start-up baseline: one bare GtkWindow
/// edit-menu-bench --baseline-demo        # the start-up baseline: the demo's first page in C calls
/// valgrind --tool=callgrind edit-menu-bench --profile-resolution 200 [--depth 10 --items 50]
/// valgrind --tool=callgrind edit-menu-bench --profile-openings 20 [--scaling]   # under X
/// valgrind --tool=callgrind edit-menu-bench --profile-paging 5                  # under X
/// edit-menu-bench --check-budget bench-budget.json                             # make check-budget
/// ```
struct Options {
    /// Which benchmark groups to run.
    enum Group: String, CaseIterable {
        case latency, resolution, memory, clipboard, startup, scaling, paging, text, styled, spelling
    }

    /// The GDK backend to measure on: the environment's choice when nil.
    var backend: String?
    /// The built demo app, for the start-up comparison (skipped without it).
    var demoPath: String?
    /// Where the JSON results go (none without it).
    var jsonPath: String?
    /// Run as the empty start-up baseline: a bare window made with direct C calls.
    var baselineWindow = false
    /// Run as the equal-content start-up baseline: the demo's first page in C calls.
    var baselineDemo = false
    /// Only resolve the depth 10 × 50 menu this many times, untimed, and exit: a
    /// fixed workload for an instruction profiler.
    var profileResolutions: Int?
    /// The chain depth and custom items of `--profile-resolution`.
    var profileDepth = 10
    var profileItems = 50
    /// With `--profile-resolution`: every responder on the chain handles an action of
    /// its own, so none is passed by and each is asked every open question.
    var profileEveryResponderHandles = false
    /// Only open menus this many times per series, then exit: a fixed workload for
    /// callgrind (``OpeningProfile``).
    var profileOpenings: Int?
    /// With `--profile-openings`: the scaling series too.
    var profileScaling = false
    /// Only turn a long menu's pages this many times on page 2 and on page 50,
    /// then exit: a fixed workload for callgrind (``PagingProfile``).
    var profilePaging: Int?
    /// What one probe process measures (``TextProbe``, ``ClipboardProbe``).
    enum Probe: Equatable {
        /// A paste, ours or GTK's, of the clipboard the parent filled with the file.
        case paste(ours: Bool)
        /// Select All, Delete, Undo, Redo of the file's text: ours or GtkSourceView's.
        case undo(ours: Bool)
        /// A read of the clipboard the parent filled.
        case read
        /// Copy and Cut of the file's text out of a text view, against xclip.
        case copy
        /// A paste of styled text as HTML, or of its text as plain text, then
        /// copies out (``StyledTextProbe``).
        case styled(html: Bool)
    }

    /// Run as one probe, and exit.
    var probe: Probe?
    /// Paste probes: into a text view or a field.
    var probeWidget = TextProbe.Widget.view
    /// Copy probes: how many rounds.
    var probeRuns = 1
    var probeFile: String?
    /// Compare instruction counts with the budget file at this path, and exit.
    var budgetPath: String?
    /// The groups to run; all by default.
    var groups: Set<Group> = Set(Group.allCases)
    /// Fewer repetitions, for trying the program out (results are not representative).
    var quick = false

    static let usage = """
        usage: edit-menu-bench [--backend x11|wayland] [--demo PATH] [--json PATH] [--only GROUP,...] [--quick]
               edit-menu-bench --baseline-window | --baseline-demo
               edit-menu-bench --profile-resolution COUNT [--depth D] [--items N] [--every-responder-handles]
               edit-menu-bench --profile-openings COUNT [--scaling]
               edit-menu-bench --profile-paging COUNT
               edit-menu-bench --check-budget PATH
               edit-menu-bench --text-probe ours|native --widget view|field --file PATH
               edit-menu-bench --undo-probe ours|sourceview --file PATH
               edit-menu-bench --read-probe --file PATH
               edit-menu-bench --copy-probe [--runs N] --file PATH
               edit-menu-bench --styled-probe html|plain [--runs N] --file PATH
        groups: \(Group.allCases.map(\.rawValue).joined(separator: ", "))
        """

    /// Parses `arguments` (without the program name); throws a message for bad input.
    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw OptionsError("\(flag) needs a value") }
            return next
        }
        func positive(_ text: String, _ flag: String) throws -> Int {
            guard let count = Int(text), count > 0 else { throw OptionsError("\(flag) needs a positive count, not \(text)") }
            return count
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--backend":
                let name = try value(for: argument)
                guard ["x11", "wayland"].contains(name) else { throw OptionsError("--backend is x11 or wayland, not \(name)") }
                options.backend = name
            case "--demo": options.demoPath = try value(for: argument)
            case "--json": options.jsonPath = try value(for: argument)
            case "--baseline-window": options.baselineWindow = true
            case "--baseline-demo": options.baselineDemo = true
            case "--profile-resolution":
                let text = try value(for: argument)
                guard let count = Int(text), count > 0 else { throw OptionsError("--profile-resolution needs a positive count, not \(text)") }
                options.profileResolutions = count
            case "--depth": options.profileDepth = try positive(try value(for: argument), argument)
            case "--items": options.profileItems = try positive(try value(for: argument), argument)
            case "--every-responder-handles": options.profileEveryResponderHandles = true
            case "--profile-openings": options.profileOpenings = try positive(try value(for: argument), argument)
            case "--scaling": options.profileScaling = true
            case "--profile-paging": options.profilePaging = try positive(try value(for: argument), argument)
            case "--check-budget": options.budgetPath = try value(for: argument)
            case "--text-probe", "--undo-probe":
                let kind = try value(for: argument)
                let native = argument == "--text-probe" ? "native" : "sourceview"
                guard ["ours", native].contains(kind) else { throw OptionsError("\(argument) is ours or \(native), not \(kind)") }
                options.probe = argument == "--text-probe" ? .paste(ours: kind == "ours") : .undo(ours: kind == "ours")
            case "--widget":
                let name = try value(for: argument)
                guard let widget = TextProbe.Widget(rawValue: name) else { throw OptionsError("--widget is view or field, not \(name)") }
                options.probeWidget = widget
            case "--read-probe": options.probe = .read
            case "--copy-probe": options.probe = .copy
            case "--styled-probe":
                let kind = try value(for: argument)
                guard ["html", "plain"].contains(kind) else { throw OptionsError("--styled-probe is html or plain, not \(kind)") }
                options.probe = .styled(html: kind == "html")
            case "--runs": options.probeRuns = try positive(try value(for: argument), argument)
            case "--file": options.probeFile = try value(for: argument)
            case "--quick": options.quick = true
            case "--only":
                let names = try value(for: argument).split(separator: ",").map(String.init)
                options.groups = Set(try names.map { name in
                    guard let group = Group(rawValue: name) else { throw OptionsError("unknown group \(name)") }
                    return group
                })
            case "-h", "--help": throw OptionsError(nil)
            default: throw OptionsError("unknown argument \(argument)")
            }
        }
        return options
    }
}
