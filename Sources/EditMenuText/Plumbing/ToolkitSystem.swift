import EditMenu
import GLibKit

/// What `EditMenuGTK.install` and `EditMenuGTK4.install` do alike, written
/// once: Swift concurrency runs inside GLib's main loop, the standard items
/// take GTK's own words in the user's language (from the toolkit's own
/// catalogue), model diagnostics go to GLib's log, the screen reader is
/// followed, and `EditMenuSystem` is bootstrapped with the toolkit's
/// pasteboards and presenter, as amended by the application.
///
/// ```swift
/// ToolkitSystem.install(.gtk4, pasteboard: { GdkPasteboard.named($0) },
///                       presenterFactory: { PopoverMenuPresenter(controller: $0) }, amending: amend,
///                       by: "\(file):\(line)")
/// ```
@MainActor
package enum ToolkitSystem {
    /// Who installed the system (a caller's file and line, or the first
    /// `Application`), for the message of a second install.
    private static var installedBy: String?

    /// Whether a toolkit's `install` ran (an `Application` installs the
    /// system unless the application did).
    package static var isInstalled: Bool { installedBy != nil }

    /// Bootstraps the edit-menu system for `toolkit`; `amend` changes the
    /// configuration before it is set. `caller` is who installs it: a
    /// second install stops the program, naming the first, as a second
    /// `EditMenuSystem.bootstrap` does.
    package static func install(
        _ toolkit: Localization.Toolkit,
        pasteboard: @escaping @MainActor (PasteboardName) -> (any Pasteboard)?,
        presenterFactory: @escaping @MainActor (EditMenuController) -> (any EditMenuPresenter)?,
        amending amend: ((inout EditMenuSystem.Configuration) -> Void)?,
        by caller: String
    ) {
        if let installedBy {
            let name = toolkit == .gtk3 ? "EditMenuGTK" : "EditMenuGTK4"
            preconditionFailure("\(name).install is called once, before the first Application; "
                + "the system was installed by \(installedBy)")
        }
        installedBy = caller
        GLib.MainLoop.integrateDispatch()
        ScreenReader.startFollowing()
        var configuration = EditMenuSystem.Configuration(
            pasteboard: pasteboard,
            presenterFactory: presenterFactory,
            titleLocalizer: { Localization.standardTitle(for: $0, in: toolkit) },
            diagnostics: { diagnostic in Log.warning("edit menu: \(diagnostic.message)") })
        amend?(&configuration)
        EditMenuSystem.bootstrap(configuration)
    }

    /// Who an `Application` that installs the system is, in that message.
    package static let firstApplication = "the first Application, made before"
    /// Who a view adopting a widget made elsewhere (`init(unsafeWidget:)`) is, there.
    package static let firstAdoptedWidget = "the first view or window made with init(unsafeWidget:), before"
}
