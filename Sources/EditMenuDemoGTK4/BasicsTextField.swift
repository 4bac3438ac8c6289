import EditMenu
import EditMenuGTK4
import Foundation

/// The sample's text field: its menu keeps Cut, Copy and Select All, drops
/// the standard Paste and Delete in `editMenu(suggestedActions:)`, and
/// offers its own "Paste" that replaces the whole text with the clipboard's
/// string (the GTK 3 demo's `BasicsTextField`, without undo: GTK 4's field
/// has none of ours yet).
@MainActor
final class BasicsTextField: TextField {
    private let log: EventLog

    init(placeholder: String, log: EventLog) {
        self.log = log
        super.init(placeholder: placeholder)
        handle(.replaceWithClipboard, when: { [weak self] _ in
            self?.isEditable == true && Pasteboards.general.hasStrings
        }) { [weak self] _ in
            self?.replaceTextWithClipboard()
        }
    }

    private static let keptStandardActions: Set<Action> = [.cut, .copy, .selectAll]

    /// The kept standard actions and the custom items (among them our own Paste).
    override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        suggestedActions.filter { item in
            guard let action = item.action, action.isStandard else { return true }
            return Self.keptStandardActions.contains(action)
        }
    }

    override func perform(_ action: Action, sender: ActionSender) -> Bool {
        let performed = super.perform(action, sender: sender)
        if performed, Self.keptStandardActions.contains(action) {
            log.append(performedLine(action.localizedTitle, by: "Text field"))
        }
        return performed
    }

    /// Replaces the whole text with the clipboard's, read without blocking
    /// (the clipboard may be another process's); no text leaves the field
    /// as it was, and the log says why.
    private func replaceTextWithClipboard() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            guard let pasted = try? await Pasteboards.general.string() else {
                log.append("Paste: no text on the clipboard; text field unchanged")
                return
            }
            text = TextField.singleLine(pasted)
            log.append(performedLine(Action.paste.localizedTitle, by: "Text field"))
        }
    }
}
