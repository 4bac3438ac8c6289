import EditMenuGTK
import GtkKit

/// The app's About dialog: name, version (VERSION, through `appVersion`),
/// what it is, its licence.
@MainActor
enum AboutDialog {
    /// Shows a new About dialog over `window`, modal; it destroys itself when
    /// closed.
    static func present(over window: Window) {
        let dialog = Gtk.AboutDialog()
        dialog.programName = tr("Edit Menu")
        dialog.version = appVersion
        dialog.comments = tr("Try iOS-style edit menus on GTK widgets")
        dialog.copyright = "© 2026 The Edit Menu developers"
        dialog.setMITLicense()
        // The installed icon; a build run from .build has none, and GTK
        // would show a broken image in its place.
        if Gtk.IconTheme.hasIcon(DemoApp.applicationID) {
            dialog.logoIconName = DemoApp.applicationID
        }
        dialog.setTransient(for: window.gtkWindow)
        dialog.isModal = true
        dialog.destroysWithParent = true
        // Any response (Close, Esc, the title bar's ×) destroys the dialog;
        // until then GTK's list of toplevels keeps it.
        dialog.connect(.response) { [weak dialog] in dialog?.destroy() }
        dialog.present()
    }
}
