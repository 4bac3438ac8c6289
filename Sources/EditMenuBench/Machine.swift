import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import Foundation

/// Where the figures came from: what docs/performance.md quotes.
struct Machine: Codable, Sendable {
    let processors: Int
    let cpuModel: String
    let memoryMiB: Int
    let kernel: String
    let swift: String
    let gtk: String
    let glib: String
    /// The display the GTK groups ran on; set once GTK is initialised.
    var display = "none"

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
            glib: "\(glib_major_version).\(glib_minor_version).\(glib_micro_version)")
    }

    /// What the default GDK display is: X11 (Xvfb under `make bench`) or Wayland
    /// (headless sway under `make bench BACKEND=wayland`).
    @MainActor
    static func displayDescription() -> String {
        guard let display = gdk_display_get_default() else { return "none" }
        let name = String(cString: gdk_display_get_name(display))
        return cgtk_display_is_wayland(display) != 0 ? "Wayland \(name)" : "X11 \(name)"
    }
}
