import GtkKit

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
        if let error = Gtk.StyleContext.addApplicationStyle(css) {
            Log.warning("ignoring invalid CSS: \(error)")
        }
    }
}
