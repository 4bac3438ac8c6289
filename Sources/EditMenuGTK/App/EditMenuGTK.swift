import EditMenu
import Foundation
import GtkKit
// The text core both toolkits share (PastedText, PasteFailure, SignalConnection,
// Localization, Log...): an app imports one module, as before the split.
@_exported import EditMenuSpelling
@_exported import EditMenuText

/// Wires the `EditMenu` model to GTK. `Application` calls these for you;
/// call `install()` yourself when you drive GTK without it (tests, tools).
///
/// ```swift
/// gtk_init(nil, nil)
/// EditMenuGTK.install()
/// ```
@MainActor
public enum EditMenuGTK {
    /// Bootstraps `EditMenuSystem` for GTK: every edit-menu controller
    /// presents with a `PopoverPresenter`, the standard titles are GTK's
    /// translations (``Localization``), model diagnostics go to GLib's log,
    /// and the well-known pasteboards are the X CLIPBOARD and PRIMARY once
    /// GTK has a display. Lets Swift concurrency run inside GTK's main loop.
    ///
    /// `amend` changes the configuration before it is set (an application's
    /// translated undo step names, say). The system is configured once:
    /// call this before making the ``Application`` (which installs it
    /// unamended otherwise); a second call stops the program, naming the
    /// first, as `EditMenuSystem.bootstrap` does.
    ///
    /// ```swift
    /// EditMenuGTK.install { configuration in
    ///     configuration.undoStepNames = UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen")
    /// }
    /// let app = Application(id: "org.example.Notes")
    /// ```
    public static func install(file: String = #fileID, line: Int = #line,
                               amending amend: ((inout EditMenuSystem.Configuration) -> Void)? = nil) {
        install(amending: amend, by: "\(file):\(line)")
    }

    /// What ``Application`` calls: installs the system unamended, unless
    /// the application did before.
    static func installForApplication() {
        if !ToolkitSystem.isInstalled { install(amending: nil, by: ToolkitSystem.firstApplication) }
    }

    /// What a view or window adopted from a widget made elsewhere calls (an
    /// app that may have no ``Application`` of ours): installs the system
    /// unamended, unless the app did before, and takes GTK's clipboards.
    static func installForAdoptedWidget() {
        if !ToolkitSystem.isInstalled { install(amending: nil, by: ToolkitSystem.firstAdoptedWidget) }
        didOpenDisplay()
    }

    private static func install(amending amend: ((inout EditMenuSystem.Configuration) -> Void)?, by caller: String) {
        ToolkitSystem.install(.gtk3, pasteboard: systemPasteboard(_:),
                              presenterFactory: { PopoverPresenter(controller: $0) },
                              amending: amend, by: caller)
        SelfChecks.enableFromEnvironment()
    }

    /// GTK's pasteboard of `name` (the X CLIPBOARD or PRIMARY) once GTK has a
    /// display; nil before (an in-memory one stands in).
    package static func systemPasteboard(_ name: PasteboardName) -> (any Pasteboard)? {
        guard GtkPasteboard.isInstalled else { return nil }
        switch name {
        case .general: return GtkPasteboard.general
        case .selection: return GtkPasteboard.selection
        default: return nil
        }
    }

    /// Called once GTK has a display (the application's `startup`): the
    /// well-known pasteboards become the X CLIPBOARD and PRIMARY.
    static func didOpenDisplay() {
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
        controllers += Window.adoptedWindows.map(\.editMenuController)
        return controllers.filter(\.isMenuVisible)
    }

    /// Applications created in this process (normally one).
    static var applications: [Application] { liveApplications.compactMap(\.value) }
    static var liveApplications: [WeakApplication] = []

    struct WeakApplication { weak var value: Application? }
}
