import Foundation

/// A command-line mistake; a nil message asks for the usage text alone.
package struct OptionsError: Error {
    package let message: String?
    package init(_ message: String?) { self.message = message }
}

/// The options `parse` makes of the program's arguments; on a mistake
/// (`OptionsError`) prints it and `usage` and exits with 2, on `--help`
/// prints `usage` and exits with 0.
package func parseCommandLine<Options>(_ parse: ([String]) throws -> Options, usage: String) -> Options {
    do {
        return try parse(Array(CommandLine.arguments.dropFirst()))
    } catch let error as OptionsError {
        if let message = error.message { progress(message) }
        print(usage)
        exit(error.message == nil ? 0 : 2)
    } catch {
        progress("\(error)")
        exit(2)
    }
}
