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
    }

    /// A push button (`GtkButton`).
    package final class Button: Widget {
        override package class var gType: GType { gtk_button_get_type() }

        package convenience init(label: String) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
        }
    }
}

extension Signal where Emitter: Gtk.Button, Handler == VoidHandler {
    /// `clicked`: the button was pressed and released, or activated from the keyboard.
    package static var clicked: Self { Self(withoutArguments: "clicked") }
}
