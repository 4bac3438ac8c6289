import CGtk4

extension Gtk {
    /// A label (`GtkLabel`), selectable or not.
    package final class Label: Widget {
        override package class var gType: GType { gtk_label_get_type() }

        package convenience init(_ text: String) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_label_new(text)))
        }

        var label: OpaquePointer { OpaquePointer(pointer) }

        package var text: String {
            get { GLib.string(gtk_label_get_text(label)) ?? "" }
            set { gtk_label_set_text(label, newValue) }
        }

        package var isSelectable: Bool {
            get { gtk_label_get_selectable(label) != 0 }
            set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
        }

        /// The selection in characters, or nil when nothing is selected.
        package var selection: Range<Int>? {
            var start: gint = 0, end: gint = 0
            guard gtk_label_get_selection_bounds(label, &start, &end) != 0 else { return nil }
            return Int(min(start, end))..<Int(max(start, end))
        }

        /// Selects characters `start..<end` (-1: to the end).
        package func selectRegion(start: Int, end: Int) {
            gtk_label_select_region(label, gint(start), gint(end))
        }
    }
}
