import CGtk4

/// Looking into the widget tree with C calls.
@MainActor
enum Widgets {
    /// The first child of `widget` that is a `type`, or nil.
    static func child(of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), type) != 0 {
                return current
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    static func isMapped(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_mapped(widget) != 0 }
}
