import CGtk

extension GLib.MainLoop {
    /// Runs GTK 3's loop until `quit()` (a program without a `GtkApplication`).
    package static func run() { gtk_main() }
    /// Ends `run()`.
    package static func quit() { gtk_main_quit() }
}
