import CGtk
import CGtkShims

extension Gtk {
    /// A GTK application (`GtkApplication`): its windows and accelerators.
    package final class Application: Gio.Application {
        override package class var gType: GType { gtk_application_get_type() }

        /// A new application; a unique one forwards a second launch to the first.
        package convenience init(id: String, isUnique: Bool) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_application_new(
                id, isUnique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE)))
        }

        var gtkApplication: UnsafeMutablePointer<GtkApplication> { pointer.assumingMemoryBound(to: GtkApplication.self) }

        /// Binds `accelerator` ("<Primary>q") to the action `detailedAction` ("app.quit").
        package func setAccelerator(_ accelerator: String, forAction detailedAction: String) {
            cgtk_application_set_accel(gtkApplication, detailedAction, accelerator)
        }

        /// The accelerators bound to `detailedAction`.
        package func accelerators(forAction detailedAction: String) -> [String] {
            guard let list = gtk_application_get_accels_for_action(gtkApplication, detailedAction) else { return [] }
            defer { g_strfreev(list) }
            var result: [String] = []
            var index = 0
            while let entry = list[index] { result.append(String(cString: entry)); index += 1 }
            return result
        }

        /// The application's windows.
        package var windows: [Window] {
            GLib.pointers(in: gtk_application_get_windows(gtkApplication)).compactMap { Window.wrap($0, as: Window.self) }
        }
    }
}
