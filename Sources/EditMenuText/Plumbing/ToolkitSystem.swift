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
///                       presenterFactory: { PopoverMenuPresenter(controller: $0) }, amending: amend)
/// ```
@MainActor
package enum ToolkitSystem {
    /// Bootstraps the edit-menu system for `toolkit`; `amend` changes the
    /// configuration before it is set. A second bootstrap names `file` and
    /// `line` (the toolkit's `install`) as the first.
    package static func install(
        _ toolkit: Localization.Toolkit,
        pasteboard: @escaping @MainActor (PasteboardName) -> (any Pasteboard)?,
        presenterFactory: @escaping @MainActor (EditMenuController) -> (any EditMenuPresenter)?,
        amending amend: ((inout EditMenuSystem.Configuration) -> Void)?,
        file: String = #fileID, line: Int = #line
    ) {
        GLib.MainLoop.integrateDispatch()
        ScreenReader.startFollowing()
        var configuration = EditMenuSystem.Configuration(
            pasteboard: pasteboard,
            presenterFactory: presenterFactory,
            titleLocalizer: { Localization.standardTitle(for: $0, in: toolkit) },
            diagnostics: { diagnostic in Log.warning("edit menu: \(diagnostic.message)") })
        amend?(&configuration)
        EditMenuSystem.bootstrap(configuration, file: file, line: line)
    }
}
