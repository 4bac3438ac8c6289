import CGtk4

extension Gtk {
    /// Children in a row or a column (`GtkBox`).
    package final class Box: Widget {
        override package class var gType: GType { gtk_box_get_type() }

        package convenience init(vertical: Bool, spacing: Int) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_box_new(
                vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, gint(spacing))))
        }

        var box: UnsafeMutablePointer<GtkBox> { pointer.assumingMemoryBound(to: GtkBox.self) }

        /// Adds `child` at the end; the box holds it from now on.
        package func append(_ child: Widget) { gtk_box_append(box, child.widget) }

        /// Takes `child` out; the box lets it go.
        package func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }
    }
}
