import CGtk4

extension Gtk {
    /// A GTK 4 application (`GtkApplication`): its windows and accelerators.
    /// Not final: `Adw.Application` is one.
    package class Application: Gio.Application {
        override package class var gType: GType { gtk_application_get_type() }

        /// A new application; a unique one forwards a second launch to the first.
        package convenience init(id: String, isUnique: Bool) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_application_new(
                id, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)))
        }

        var gtkApplication: UnsafeMutablePointer<GtkApplication> { pointer.assumingMemoryBound(to: GtkApplication.self) }

        /// Binds `accelerator` ("<Primary>q") to the action `detailedAction` ("app.quit").
        package func setAccelerator(_ accelerator: String, forAction detailedAction: String) {
            accelerator.withCString { accel in
                var accels: [UnsafePointer<CChar>?] = [accel, nil]
                gtk_application_set_accels_for_action(gtkApplication, detailedAction, &accels)
            }
        }

        /// The application's windows.
        package var windows: [Window] {
            GLib.pointers(in: gtk_application_get_windows(gtkApplication)).compactMap { Window.wrap($0, as: Window.self) }
        }
    }
}
