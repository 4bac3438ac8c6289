import CGtk4
import Foundation

/// Where the figures came from: the machine, GTK 4 and how it drew.
struct Host: Codable {
    let processors: Int
    let cpuModel: String
    let system: String
    let gtk: String
    /// The display (X11 under `make bench GTK=4`).
    let display: String
    /// The GSK renderer of the bench window (GL, Vulkan or Cairo): GTK's choice.
    let renderer: String

    @MainActor
    static func current(showing widget: UnsafeMutablePointer<GtkWidget>) -> Host {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let renderer = gtk_widget_get_native(widget).flatMap { gtk_native_get_renderer($0) }.map {
            String(cString: g_type_name_from_instance(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self)))
        } ?? "none"
        let display = gdk_display_get_default().map { String(cString: gdk_display_get_name($0)) } ?? "none"
        return Host(processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: model,
                    system: ProcessInfo.processInfo.operatingSystemVersionString,
                    gtk: "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())",
                    display: display, renderer: renderer)
    }
}
