import CGtk
import EditMenu

/// Wires the `EditMenu` model to GTK. `Application` calls these for you;
/// call `install()` yourself when you drive GTK without it (tests, tools).
///
/// ```swift
/// gtk_init(nil, nil)
/// EditMenuGTK.install()
/// ```
@MainActor
public enum EditMenuGTK {
    private static var isInstalled = false

    /// Makes every edit-menu controller present with a `PopoverPresenter`,
    /// routes model diagnostics to GLib's log, and lets Swift concurrency run
    /// inside GTK's main loop. Safe to call more than once.
    public static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        MainLoop.integrateDispatch()
        EditMenuController.defaultPresenterFactory = { PopoverPresenter(controller: $0) }
        if EditMenuController.shared.presenter == nil {
            EditMenuController.shared.presenter = PopoverPresenter(controller: .shared)
        }
        EditMenuDiagnostics.handler = { diagnostic in Log.warning("edit menu: \(diagnostic.message)") }
    }

    /// Called once GTK has a display (the application's `startup`).
    static func didOpenDisplay() {}

    /// Called when the application shuts down.
    static func willQuit() {}
}
