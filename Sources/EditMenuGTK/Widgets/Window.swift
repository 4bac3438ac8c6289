import CGtk

/// An application window with a GNOME header bar (`GtkApplicationWindow`).
///
/// ```swift
/// let window = Window(application: app, title: "Edit Menu")
/// window.setContent(column)
/// window.present()
/// ```
@MainActor
public final class Window: View {
    private let headerBar: View

    public init(application: Application, title: String, width: Int = 720, height: Int = 560) {
        headerBar = View(widget: gtk_header_bar_new())
        super.init(widget: gtk_application_window_new(application.object.as(GtkApplication.self)))
        let header = headerBar.object.as(GtkHeaderBar.self)
        gtk_header_bar_set_show_close_button(header, 1)
        gtk_header_bar_set_title(header, title)
        gtk_window_set_titlebar(gtkWindow, headerBar.widget)
        gtk_window_set_title(gtkWindow, title)
        gtk_window_set_default_size(gtkWindow, gint(width), gint(height))
        adopt(headerBar)
    }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { object.as(GtkWindow.self) }

    /// The window title (what the window list and assistive technology show).
    public var title: String {
        get { gtk_window_get_title(gtkWindow).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(gtkWindow, newValue) }
    }

    /// Puts `view` in the middle of the header bar, in place of the title text.
    public func setTitleView(_ view: View) {
        adopt(view)
        gtk_header_bar_set_custom_title(headerBar.object.as(GtkHeaderBar.self), view.widget)
    }

    /// Makes `view` the window's content.
    public func setContent(_ view: View) {
        adopt(view)
        gtk_container_add(cgtk_container(widget), view.widget)
    }

    /// Shows the window, raises it and gives it the keyboard.
    public func present() {
        showAll()
        gtk_window_present(gtkWindow)
    }

    /// Whether this is the window that has the keyboard.
    public var isActive: Bool { !isDestroyed && gtk_window_is_active(gtkWindow) != 0 }

    /// The widget in this window that has keyboard focus.
    public var focusedView: View? { View.view(for: gtk_window_get_focus(gtkWindow)) }
}
