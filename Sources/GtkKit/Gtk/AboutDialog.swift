import CGtk

extension Gtk {
    /// A dialog window (`GtkDialog`): its buttons end it with a response.
    package class Dialog: Window {
        override package class var gType: GType { gtk_dialog_get_type() }
    }

    /// An application's About dialog (`GtkAboutDialog`): its name, version,
    /// what it is, its licence and its icon.
    package final class AboutDialog: Dialog {
        override package class var gType: GType { gtk_about_dialog_get_type() }

        /// A new dialog, not shown yet. GTK's list of toplevels owns its first
        /// reference: the wrapper takes one of its own.
        package convenience init() { self.init(retaining: UnsafeMutableRawPointer(gtk_about_dialog_new())) }

        var aboutDialog: UnsafeMutablePointer<GtkAboutDialog> { pointer.assumingMemoryBound(to: GtkAboutDialog.self) }

        package var programName: String? {
            get { GLib.string(gtk_about_dialog_get_program_name(aboutDialog)) }
            set { gtk_about_dialog_set_program_name(aboutDialog, newValue) }
        }
        package var version: String? {
            get { GLib.string(gtk_about_dialog_get_version(aboutDialog)) }
            set { gtk_about_dialog_set_version(aboutDialog, newValue) }
        }
        /// One line under the version: what the program is.
        package var comments: String? {
            get { GLib.string(gtk_about_dialog_get_comments(aboutDialog)) }
            set { gtk_about_dialog_set_comments(aboutDialog, newValue) }
        }
        package var copyright: String? {
            get { GLib.string(gtk_about_dialog_get_copyright(aboutDialog)) }
            set { gtk_about_dialog_set_copyright(aboutDialog, newValue) }
        }
        /// The icon above the name, from the icon theme.
        package var logoIconName: String? {
            get { GLib.string(gtk_about_dialog_get_logo_icon_name(aboutDialog)) }
            set { gtk_about_dialog_set_logo_icon_name(aboutDialog, newValue) }
        }
        /// Shows the MIT licence's name, and its text behind the License button.
        package func setMITLicense() { gtk_about_dialog_set_license_type(aboutDialog, GTK_LICENSE_MIT_X11) }
    }

    /// The icons of the desktop's theme.
    package enum IconTheme {
        /// Whether the default theme has an icon called `name` (an app's own
        /// icon is there once it is installed).
        @MainActor
        package static func hasIcon(_ name: String) -> Bool {
            gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), name) != 0
        }
    }
}

private let responseThunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}

extension Signal where Emitter: Gtk.Dialog, Handler == VoidHandler {
    /// `response`: a button, Esc or the title bar's × ended the dialog (which
    /// response is not passed on).
    package static var response: Self { Self("response", thunk: unsafeBitCast(responseThunk, to: GCallback.self)) }
}
