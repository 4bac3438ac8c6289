import EditMenu
import EditMenuText

/// Writes what the edit menu does into the event log: which menu was shown
/// for which view, and when it went away.
@MainActor
package final class MenuEventLogger {
    private var observation: EditMenuObservation?

    /// `name` says which view a menu is for: a view's accessible name is the
    /// toolkit's, so each demo gives its own.
    package init(controller: EditMenuController, name: @escaping @MainActor (Responder) -> String?,
                 log: @escaping DemoLog) {
        observation = controller.observe { [weak controller] event in
            guard let controller else { return }
            switch event {
            case .didShow:
                let target = controller.targetView.flatMap(name) ?? controller.targetView?.diagnosticName ?? "?"
                let titles = controller.currentMenu?.titles.joined(separator: ", ") ?? ""
                // Translators: an event-log line: the view, then the menu's item titles.
                log(tr("Menu shown for %s: %s", target, titles))
            case .didHide:
                log(tr("Menu hidden"))
            case .willShow, .willHide:
                break
            }
        }
    }
}
