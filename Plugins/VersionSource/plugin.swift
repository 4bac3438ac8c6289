// Generates Version.swift for a target from VERSION at the package's root,
// the one place the version is written (README "Releases").
import Foundation
import PackagePlugin

@main
struct VersionSource: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let version = context.package.directoryURL.appending(path: "VERSION")
        let output = context.pluginWorkDirectoryURL.appending(path: "Version.swift")
        // A version is dot-separated numbers (0.2.0), as Debian, AppStream
        // and SwiftPM's tags all read it; anything else fails the build.
        let script = """
            v=$(tr -d '[:space:]' < "$1")
            printf '%s' "$v" | grep -Eq '^[0-9]+(\\.[0-9]+)*$' || { echo "$1: not a version: $v" >&2; exit 1; }
            printf '// Made from VERSION by the VersionSource plugin.\\n/// The version in VERSION.\\nlet appVersion = "%s"\\n' "$v" > "$2"
            """
        return [.buildCommand(displayName: "Generating Version.swift from VERSION",
                              executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: ["-c", script, "sh", version.path, output.path],
                              inputFiles: [version], outputFiles: [output])]
    }
}
