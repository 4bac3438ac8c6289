import EditMenu
import EditMenuGTK

/// Writes what the edit menu does into the event log: which menu was shown
/// for which view, and when it went away.
@MainActor
final class MenuEventLogger {
    private var observation: EditMenuObservation?

    init(controller: EditMenuController, log: EventLog) {
        observation = controller.observe { [weak controller] event in
            guard let controller else { return }
            switch event {
            case .didShow:
                let target = (controller.targetView as? View)?.accessibleName ?? controller.targetView?.diagnosticName ?? "?"
                let titles = controller.currentMenu?.titles.joined(separator: ", ") ?? ""
                // Translators: an event-log line: the view, then the menu's item titles.
                log.append(tr("Menu shown for %s: %s", target, titles))
            case .didHide:
                log.append(tr("Menu hidden"))
            case .willShow, .willHide:
                break
            }
        }
    }
}

extension EditMenuController.ShowResult {
    /// Why a trigger showed nothing, in words for the log.
    var explanation: String {
        switch self {
        case .shown: return tr("shown")
        case .nothingToPerform: return tr("no menu: nothing can be done here right now")
        case .noTargetView: return tr("no menu: the view is gone")
        case .noPresenter: return tr("no menu: nothing can present it")
        }
    }
}

/// The log line for an action a responder performed: "Copy performed by Label".
func performedLine(_ action: String, by responder: String) -> String {
    // Translators: an event-log line: a menu item's title ("Copy"), then the
    // view that performed it ("Label"). Use %1$s and %2$s to reorder.
    tr("%s performed by %s", action, responder)
}
