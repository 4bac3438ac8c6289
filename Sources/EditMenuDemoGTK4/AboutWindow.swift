import EditMenuGTK4
import GtkKit4

/// The app's About window (libadwaita's): name, version (VERSION, through
/// `appVersion`), what it is, its licence.
@MainActor
enum AboutWindow {
    /// Shows a new About window over `window`, modal; GTK lets it go when closed.
    static func present(over window: Window) {
        let about = Adw.AboutWindow()
        about.applicationName = tr("Edit Menu (GTK 4)")
        about.version = appVersion
        about.comments = tr("Try iOS-style edit menus on GTK 4 widgets")
        about.copyright = "© 2026 The Edit Menu developers"
        about.setMITLicense()
        about.setTransient(for: window.gtkWindow)
        about.isModal = true
        about.present()
    }
}
