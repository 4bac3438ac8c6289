import CAdwaita

extension Adw {
    /// GNOME's About window (`AdwAboutWindow`): the app's name, version,
    /// what it is and its licence.
    ///
    /// ```swift
    /// let about = Adw.AboutWindow()
    /// about.applicationName = "Notes"
    /// about.setTransient(for: window)
    /// about.present()
    /// ```
    package final class AboutWindow: Gtk.Window {
        override package class var gType: GType { adw_about_window_get_type() }

        /// A new About window; GTK's list of toplevels owns it until it closes.
        package convenience init() {
            self.init(retaining: UnsafeMutableRawPointer(adw_about_window_new()))
        }

        var about: OpaquePointer { OpaquePointer(pointer) }

        package var applicationName: String {
            get { GLib.string(adw_about_window_get_application_name(about)) ?? "" }
            set { adw_about_window_set_application_name(about, newValue) }
        }

        package var version: String {
            get { GLib.string(adw_about_window_get_version(about)) ?? "" }
            set { adw_about_window_set_version(about, newValue) }
        }

        /// A sentence under the name: what the application is for.
        package var comments: String {
            get { GLib.string(adw_about_window_get_comments(about)) ?? "" }
            set { adw_about_window_set_comments(about, newValue) }
        }

        package var copyright: String {
            get { GLib.string(adw_about_window_get_copyright(about)) ?? "" }
            set { adw_about_window_set_copyright(about, newValue) }
        }

        /// The MIT licence, with GTK's text for it.
        package func setMITLicense() { adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11) }
    }
}
