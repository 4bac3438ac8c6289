import BenchSupport
import Foundation
import Glibc

/// Instruction counts from `valgrind --tool=callgrind`, which repeat to within a
/// fraction of a percent from run to run where wall-clock times on a shared
/// machine move by half.
///
/// The program measured is this one, in one of its profiling modes
/// (`--profile-resolution`, `--profile-openings`), or the demo. Collection is
/// switched on only inside the functions given (`--toggle-collect`), so start-up
/// and set-up do not count; a dump after each function matching `dumpAfter`
/// (`--dump-after`) splits the count into parts, one per series.
@MainActor
enum Callgrind {
    /// Whether valgrind is installed (`make deps-test` installs it).
    static var isAvailable: Bool {
        ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .contains { access("\($0)/valgrind", X_OK) == 0 } ?? false
    }

    /// This program's own path, to run it under valgrind.
    static var ownPath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// One run under callgrind; `nil` when valgrind failed or the program did.
    @MainActor
    struct Run {
        /// The callgrind output files: the dumps in order, then the one written at exit.
        let files: [String]

        /// The instructions each file counted (its `totals:`; 0 when it counted nothing).
        var totals: [Int] { files.map { Callgrind.total(in: $0) ?? 0 } }

        /// The inclusive count of the function whose (mangled) name contains `name`,
        /// summed over the files; the largest when several functions match (a thunk
        /// and what it calls).
        func inclusive(_ name: String) -> Int {
            files.reduce(0) { sum, file in sum + (Callgrind.inclusive(name, in: file) ?? 0) }
        }

        func remove() { files.forEach { unlink($0) } }
    }

    /// Runs `arguments` under callgrind, collecting inside functions matching
    /// `collectInside` (a callgrind pattern, `*` wildcards) or everywhere when nil.
    static func run(_ arguments: [String], collectInside: String?, dumpAfter: String? = nil,
                    environment: [String: String] = [:]) -> Run? {
        let base = "/tmp/edit-menu-bench-\(getpid())-callgrind-\(Clock.nanoseconds())"
        var valgrind = ["valgrind", "-q", "--tool=callgrind", "--callgrind-out-file=\(base)"]
        if let collectInside { valgrind.append("--toggle-collect=\(collectInside)") }
        if let dumpAfter { valgrind.append("--dump-after=\(dumpAfter)") }
        guard let status = Subprocess.run(valgrind + arguments, environment: environment), status == 0 else {
            progress("callgrind: \(arguments.joined(separator: " ")) failed")
            return nil
        }
        // Dumps are <base>.1, <base>.2, …; the count at exit is in <base>.
        var files: [String] = []
        var part = 1
        while access("\(base).\(part)", F_OK) == 0 {
            files.append("\(base).\(part)")
            part += 1
        }
        if access(base, F_OK) == 0 { files.append(base) }
        return Run(files: files)
    }

    /// The `totals:` (or `summary:`) line of a callgrind output file.
    static func total(in file: String) -> Int? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n").reversed() where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            return line.split(separator: " ").last.flatMap { Int($0) }
        }
        return nil
    }

    /// A function's inclusive instructions, read with `callgrind_annotate`.
    static func inclusive(_ name: String, in file: String) -> Int? {
        guard let text = Subprocess.output(of: ["callgrind_annotate", "--inclusive=yes", "--threshold=100", file])
        else { return nil }
        var best: Int?
        for line in text.split(separator: "\n") where line.contains(name) {
            guard let count = Int(line.split(separator: " ").first?.replacingOccurrences(of: ",", with: "") ?? "")
            else { continue }
            best = max(best ?? 0, count)
        }
        return best
    }
}
