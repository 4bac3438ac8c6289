import CGtk4

extension Gtk {
    /// A bar that fills as work goes on, with a line of text (`GtkProgressBar`).
    ///
    /// ```swift
    /// let bar = Gtk.ProgressBar()
    /// bar.fraction = 0.45
    /// bar.text = "Pasting… 45 % — Esc stops"
    /// ```
    package final class ProgressBar: Widget {
        override package class var gType: GType { gtk_progress_bar_get_type() }

        /// A bar that shows its text.
        package convenience init() {
            self.init(adopting: UnsafeMutableRawPointer(gtk_progress_bar_new()))
            gtk_progress_bar_set_show_text(bar, 1)
        }

        private var bar: OpaquePointer { OpaquePointer(pointer) }

        /// How much is done, 0...1.
        package var fraction: Double {
            get { gtk_progress_bar_get_fraction(bar) }
            set { gtk_progress_bar_set_fraction(bar, newValue) }
        }

        /// The line shown in the bar.
        package var text: String? {
            get { GLib.string(gtk_progress_bar_get_text(bar)) }
            set { gtk_progress_bar_set_text(bar, newValue) }
        }
    }
}
