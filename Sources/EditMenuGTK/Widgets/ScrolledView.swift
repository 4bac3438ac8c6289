import CGtk

/// Scrolls one child view (`GtkScrolledWindow`).
@MainActor
public final class ScrolledView: View {
    public init(_ content: View, minimumHeight: Int = 0) {
        super.init(wrapping: OpaquePointer(gtk_scrolled_window_new(nil, nil)))
        let scrolled = object.as(GtkScrolledWindow.self)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_shadow_type(scrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_min_content_height(scrolled, gint(minimumHeight))
        addChild(content)
        gtk_container_add(cgtk_container(widget), content.widget)
    }
}
