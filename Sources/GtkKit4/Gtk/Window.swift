import CGtk4

extension Gtk {
    /// A toplevel window (`GtkWindow`; `GtkApplicationWindow` when made for
    /// an application). GTK's list of toplevels owns a new window's first
    /// reference, so the wrapper retains it. Not final:
    /// `Adw.ApplicationWindow` is one.
    package class Window: Widget {
        override package class var gType: GType { gtk_window_get_type() }

        /// A window of `application` (a `GtkApplicationWindow`).
        package convenience init(application: Application) {
            self.init(retaining: UnsafeMutableRawPointer(gtk_application_window_new(application.gtkApplication)))
        }

        var gtkWindow: UnsafeMutablePointer<GtkWindow> { pointer.assumingMemoryBound(to: GtkWindow.self) }

        package var title: String {
            get { GLib.string(gtk_window_get_title(gtkWindow)) ?? "" }
            set { gtk_window_set_title(gtkWindow, newValue) }
        }

        package func setDefaultSize(width: Int, height: Int) {
            gtk_window_set_default_size(gtkWindow, gint(width), gint(height))
        }

        /// The window's one child.
        package var child: Widget? {
            get { Widget.wrap(gtk_window_get_child(gtkWindow).map(UnsafeMutableRawPointer.init)) }
            set { gtk_window_set_child(gtkWindow, newValue?.widget) }
        }

        /// Makes `widget` everything the window shows below its title bar.
        /// A plain window's content is its child; libadwaita's windows have
        /// a content of their own.
        package func setContent(_ widget: Widget) { child = widget }

        /// The widget with the keyboard focus, or nil.
        package var focus: Widget? { Widget.wrap(gtk_window_get_focus(gtkWindow).map(UnsafeMutableRawPointer.init)) }

        /// Whether the window is the one the user works in.
        package var isActive: Bool { gtk_window_is_active(gtkWindow) != 0 }

        /// Keeps the window above `parent`, and closes it with `parent`.
        package func setTransient(for parent: Window) {
            gtk_window_set_transient_for(gtkWindow, parent.gtkWindow)
            gtk_window_set_destroy_with_parent(gtkWindow, 1)
        }

        /// Whether it blocks input to the window it is transient for.
        package var isModal: Bool {
            get { gtk_window_get_modal(gtkWindow) != 0 }
            set { gtk_window_set_modal(gtkWindow, newValue ? 1 : 0) }
        }

        package func present() { gtk_window_present(gtkWindow) }
        package func close() { gtk_window_close(gtkWindow) }
        /// Destroys the window (GTK 4's way to end a toplevel: its own reference goes).
        package func destroy() { gtk_window_destroy(gtkWindow) }
    }
}
