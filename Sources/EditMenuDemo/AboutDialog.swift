import CGtk
import EditMenuGTK
import GtkKit

/// The app's About dialog (GtkAboutDialog): name, version (VERSION, through
/// `appVersion`), what it is, its licence. Neither the library nor GtkKit
/// has an about dialog, so this file calls GTK's C API; it stays in the demo.
@MainActor
enum AboutDialog {
    /// Shows a new About dialog over `window`, modal; it destroys itself when
    /// closed.
    static func present(over window: Window) {
        let widget = gtk_about_dialog_new()!
        let dialog = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkAboutDialog.self)
        gtk_about_dialog_set_program_name(dialog, tr("Edit Menu"))
        gtk_about_dialog_set_version(dialog, appVersion)
        gtk_about_dialog_set_comments(dialog, tr("Try iOS-style edit menus on GTK widgets"))
        gtk_about_dialog_set_copyright(dialog, "© 2026 The Edit Menu developers")
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        // The installed icon; a build run from .build has none, and GTK
        // would show a broken image in its place.
        if gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), DemoApp.applicationID) != 0 {
            gtk_about_dialog_set_logo_icon_name(dialog, DemoApp.applicationID)
        }
        let gtkWindow = window.gtkWindow.pointer.assumingMemoryBound(to: GtkWindow.self)
        let dialogWindow = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(dialogWindow, gtkWindow)
        gtk_window_set_modal(dialogWindow, 1)
        gtk_window_set_destroy_with_parent(dialogWindow, 1)
        // Any response (Close, Esc, the title bar's ×) destroys the dialog.
        let destroy: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = gtk_widget_destroy
        g_signal_connect_data(widget, "response", unsafeBitCast(destroy, to: GCallback.self), widget, nil,
                              G_CONNECT_SWAPPED)
        gtk_window_present(dialogWindow)
    }
}
