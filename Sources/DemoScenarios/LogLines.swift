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
