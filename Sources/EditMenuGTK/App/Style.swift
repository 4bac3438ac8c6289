import CGtk

/// Application-wide CSS.
///
/// ```swift
/// Style.add(".highlighted { background-color: #1c1c1c; color: white; }")
/// label.addStyleClass("highlighted")
/// ```
@MainActor
public enum Style {
    /// Adds `css` for every window on the default screen, above the theme.
    /// Invalid CSS is reported through the log and ignored.
    public static func add(_ css: String) {
        guard let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() else { return }
        var error: UnsafeMutablePointer<GError>?
        gtk_css_provider_load_from_data(provider, css, -1, &error)
        if let error {
            Log.warning("ignoring invalid CSS: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
        gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
