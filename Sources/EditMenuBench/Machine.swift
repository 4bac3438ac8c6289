import CGtk
import Foundation

/// Where the figures came from: what README's "Performance" section quotes.
struct Machine: Codable, Sendable {
    let processors: Int
    let cpuModel: String
    let memoryMiB: Int
    let kernel: String
    let swift: String
    let gtk: String
    let glib: String
    let display: String

    /// Reads the machine; `swift --version` is asked only if a toolchain is on PATH.
    @MainActor
    static func current() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let swiftVersion = Subprocess.output(of: ["swift", "--version"])?
            .split(separator: "\n").first.map(String.init) ?? "unknown"
        return Machine(
            processors: ProcessInfo.processInfo.activeProcessorCount,
            cpuModel: model,
            memoryMiB: Int(ProcessInfo.processInfo.physicalMemory >> 20),
            kernel: "Linux \(kernel)",
            swift: swiftVersion,
            gtk: "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
            glib: "\(glib_major_version).\(glib_minor_version).\(glib_micro_version)",
            display: ProcessInfo.processInfo.environment["DISPLAY"].map { "X11 \($0) (Xvfb under make bench)" } ?? "none")
    }
}
