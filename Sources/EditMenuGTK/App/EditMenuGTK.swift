import EditMenu
import Foundation
import GtkKit

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
    /// gives the standard titles GTK's translations (``Localization``),
    /// routes model diagnostics to GLib's log, and lets Swift concurrency run
    /// inside GTK's main loop. Safe to call more than once.
    public static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        GLib.MainLoop.integrateDispatch()
        Action.titleLocalizer = Localization.standardTitle(for:)
        EditMenuController.defaultPresenterFactory = { PopoverPresenter(controller: $0) }
        if EditMenuController.shared.presenter == nil {
            EditMenuController.shared.presenter = PopoverPresenter(controller: .shared)
        }
        EditMenuDiagnostics.handler = { diagnostic in Log.warning("edit menu: \(diagnostic.message)") }
        SelfChecks.enableFromEnvironment()
    }

    /// Called once GTK has a display (the application's `startup`): the
    /// well-known pasteboards become the X CLIPBOARD and PRIMARY.
    static func didOpenDisplay() {
        ScreenReader.startFollowing()
        guard GtkPasteboard.install(), !followsPasteboards else { return }
        followsPasteboards = true
        for pasteboard in [GtkPasteboard.general, GtkPasteboard.selection] {
            pasteboard.onTypesChanged { updateVisibleMenus() }
        }
    }
    /// Whether visible menus follow the pasteboards' types: once per process,
    /// however many applications start (or an application starts again).
    private static var followsPasteboards = false

    /// Called when the application shuts down: what we copied outlives us in
    /// the desktop's clipboard manager, where one runs.
    static func willQuit(clipboardStoreTimeout: TimeInterval) {
        GtkPasteboard.storeForClipboardManager(timeout: clipboardStoreTimeout)
    }

    /// Re-resolves every menu on screen (e.g. Paste once text is offered).
    public static func updateVisibleMenus() {
        for controller in visibleMenuControllers { controller.update() }
    }

    /// The controllers whose menu is on screen.
    static var visibleMenuControllers: [EditMenuController] {
        var controllers = [EditMenuController.shared]
        for application in applications {
            controllers += application.windows.compactMap { ($0 as? Window)?.editMenuController }
        }
        return controllers.filter(\.isMenuVisible)
    }

    /// Applications created in this process (normally one).
    static var applications: [Application] { liveApplications.compactMap(\.value) }
    static var liveApplications: [WeakApplication] = []

    struct WeakApplication { weak var value: Application? }
}
