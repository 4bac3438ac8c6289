import CGtk

extension Gtk {
    /// A toplevel window (`GtkWindow`).
    package class Window: Bin {
        override package class var gType: GType { gtk_window_get_type() }

        var gtkWindow: UnsafeMutablePointer<GtkWindow> { pointer.assumingMemoryBound(to: GtkWindow.self) }

        package var title: String? {
            get { GLib.string(gtk_window_get_title(gtkWindow)) }
            set { gtk_window_set_title(gtkWindow, newValue) }
        }
        package func setDefaultSize(width: Int, height: Int) { gtk_window_set_default_size(gtkWindow, gint(width), gint(height)) }
        /// The widget shown as the title bar (a header bar).
        package func setTitlebar(_ titlebar: Widget) { gtk_window_set_titlebar(gtkWindow, titlebar.widget) }
        package func present() { gtk_window_present(gtkWindow) }
        package func close() { gtk_window_close(gtkWindow) }
        /// Keeps the window above `parent` (a dialog above its window).
        package func setTransient(for parent: Window?) { gtk_window_set_transient_for(gtkWindow, parent?.gtkWindow) }
        /// Whether the window takes all input from the others of the application.
        package var isModal: Bool {
            get { gtk_window_get_modal(gtkWindow) != 0 }
            set { gtk_window_set_modal(gtkWindow, newValue ? 1 : 0) }
        }
        /// Whether destroying the window it is transient for destroys it too.
        package var destroysWithParent: Bool {
            get { gtk_window_get_destroy_with_parent(gtkWindow) != 0 }
            set { gtk_window_set_destroy_with_parent(gtkWindow, newValue ? 1 : 0) }
        }
        /// Whether the window has the keyboard (it is the active window).
        package var isActive: Bool { gtk_window_is_active(gtkWindow) != 0 }

        /// The widget with the keyboard in this window, or nil.
        package var focus: Widget? {
            get { Widget.wrap(gtk_window_get_focus(gtkWindow)) }
            set { gtk_window_set_focus(gtkWindow, newValue?.widget) }
        }
    }

    /// A window of a `Gtk.Application` (`GtkApplicationWindow`).
    package final class ApplicationWindow: Window {
        override package class var gType: GType { gtk_application_window_get_type() }

        /// A new window of `application`. GTK's window list owns its first
        /// reference: the wrapper takes one of its own.
        package convenience init(application: Application) {
            self.init(retaining: UnsafeMutableRawPointer(gtk_application_window_new(application.gtkApplication)))
        }
    }

    /// A title bar with widgets in it (`GtkHeaderBar`).
    package final class HeaderBar: Container {
        override package class var gType: GType { gtk_header_bar_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_header_bar_new())) }

        var headerBar: UnsafeMutablePointer<GtkHeaderBar> { pointer.assumingMemoryBound(to: GtkHeaderBar.self) }

        package var title: String? {
            get { string("title") }
            set { gtk_header_bar_set_title(headerBar, newValue) }
        }
        package var showsCloseButton: Bool {
            get { bool("show-close-button") }
            set { gtk_header_bar_set_show_close_button(headerBar, newValue ? 1 : 0) }
        }
        /// The widget shown in place of the title.
        package func setCustomTitle(_ widget: Widget?) { gtk_header_bar_set_custom_title(headerBar, widget?.widget) }
        /// Adds `child` at the end (the right, left to right).
        package func packEnd(_ child: Widget) { gtk_header_bar_pack_end(headerBar, child.widget) }
    }

    /// An invisible window, for selection requests of our own (`GtkInvisible`).
    package final class Invisible: Widget {
        override package class var gType: GType { gtk_invisible_get_type() }

        /// One on `screen`. GTK keeps it among its toplevels: the wrapper takes a reference of its own.
        package convenience init(screen: Gdk.Screen) {
            self.init(retaining: UnsafeMutableRawPointer(gtk_invisible_new_for_screen(screen.screen)))
        }
    }
}

/// GtkWindow `set-focus`: the widget that now has the keyboard, or nil.
package typealias FocusHandler = @MainActor (Gtk.Widget?) -> Void

private let focusThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = {
    _, widget, data in
    let handler = SignalBox<FocusHandler>.handler(data)
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated { handler(Gtk.Widget.wrap(widget.map(UnsafeMutableRawPointer.init))) }
}

extension Signal where Emitter: Gtk.Window, Handler == FocusHandler {
    /// `set-focus`.
    package static var setFocus: Self { Self("set-focus", thunk: unsafeBitCast(focusThunk, to: GCallback.self)) }
}
