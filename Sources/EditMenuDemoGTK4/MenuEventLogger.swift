import EditMenu
import EditMenuGTK4

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
                log.append("Menu shown for \(target): \(titles)")
            case .didHide:
                log.append("Menu hidden")
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
        case .shown: "shown"
        case .nothingToPerform: "no menu: nothing can be done here right now"
        case .noTargetView: "no menu: the view is gone"
        case .noPresenter: "no menu: nothing can present it"
        }
    }
}

/// The log line for an action a responder performed: "Copy performed by Label".
func performedLine(_ action: String, by responder: String) -> String {
    "\(action) performed by \(responder)"
}
