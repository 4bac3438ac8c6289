import EditMenu
import EditMenuText

// The demos' strings go through EditMenuText's `tr`: the application's text
// domain, which the GTK 3 demo binds (`Translations.install()`). The GTK 4
// demo binds none, so it reads the English msgids, as before.

/// The log line for an action a responder performed: "Copy performed by Label".
package func performedLine(_ action: String, by responder: String) -> String {
    // Translators: an event-log line: a menu item's title ("Copy"), then the
    // view that performed it ("Label"). Use %1$s and %2$s to reorder.
    tr("%s performed by %s", action, responder)
}

/// What the log calls an action a text view performed: its title, and for
/// Undo and Redo what they took back or made again ("Undo Drop"), from the
/// step names before the action.
@MainActor
package func performedTitle(_ action: Action, undoName: String?, redoName: String?) -> String {
    switch action {
    // Translators: what Undo took back, e.g. "Undo Paste" ("Paste" is
    // GTK's word for the menu item, or "Typing").
    case .undo: undoName.map { tr("Undo %s", $0) } ?? action.localizedTitle
    // Translators: what Redo made again, e.g. "Redo Paste".
    case .redo: redoName.map { tr("Redo %s", $0) } ?? action.localizedTitle
    default: action.localizedTitle
    }
}

extension EditMenuController.ShowResult {
    /// Why a trigger showed nothing, in words for the log.
    package var explanation: String {
        switch self {
        case .shown: return tr("shown")
        case .nothingToPerform: return tr("no menu: nothing can be done here right now")
        case .noTargetView: return tr("no menu: the view is gone")
        case .noPresenter: return tr("no menu: nothing can present it")
        }
    }
}
