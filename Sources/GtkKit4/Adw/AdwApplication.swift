import CAdwaita

extension Adw {
    /// GNOME's application (`AdwApplication`): a `GtkApplication` that sets
    /// libadwaita up at startup (its style sheet, the dark style, the
    /// accent colour), so libadwaita's widgets look as they should.
    ///
    /// ```swift
    /// let app = Adw.Application(id: "org.example.Notes", isUnique: true)
    /// app.connect(.activate) { Adw.ApplicationWindow(application: app).present() }
    /// ```
    package final class Application: Gtk.Application {
        override package class var gType: GType { adw_application_get_type() }

        /// A new application; a unique one forwards a second launch to the first.
        package convenience init(id: String, isUnique: Bool) {
            self.init(adopting: UnsafeMutableRawPointer(adw_application_new(
                id, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)))
        }
    }

    /// A window of an application with no title bar of its own
    /// (`AdwApplicationWindow`): its content puts an `Adw.HeaderBar` where
    /// it wants one, usually first in a vertical box.
    package final class ApplicationWindow: Gtk.Window {
        override package class var gType: GType { adw_application_window_get_type() }

        /// A window of `application`. GTK's list of toplevels owns its first
        /// reference, so the wrapper retains it.
        package convenience init(application: Gtk.Application) {
            self.init(retaining: UnsafeMutableRawPointer(adw_application_window_new(application.gtkApplication)))
        }

        var adwWindow: UnsafeMutablePointer<AdwApplicationWindow> { pointer.assumingMemoryBound(to: AdwApplicationWindow.self) }

        /// libadwaita forbids `gtk_window_set_child` here: the content it
        /// shows is its own property.
        override package func setContent(_ widget: Gtk.Widget) {
            adw_application_window_set_content(adwWindow, widget.widget)
        }
    }
}
