import DemoScenarios
import EditMenu
import EditMenuGTK4
import Foundation

/// The sample's text field, as on GTK 3: its menu keeps Undo, Redo, Cut,
/// Copy and Select All, drops the standard Paste (and the rest) in
/// `editMenu(suggestedActions:)`, and offers its own "Paste" that replaces
/// the whole text with the clipboard's string. Ctrl+V uses that paste too.
///
/// The paste goes through the text core both toolkits share: read without
/// blocking, NULs removed, invalid UTF-8 or text that does not fit refused
/// whole, one undo step; the log says what happened.
@MainActor
final class BasicsTextField: TextField {
    private let log: EventLog

    init(placeholder: String, log: EventLog) {
        self.log = log
        super.init(placeholder: placeholder)
        BasicsFieldRules.install(on: self, log: log.append)
    }

    /// The kept standard actions and the custom items (among them our own
    /// Paste); the field adds its spelling part around them.
    override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let kept = BasicsFieldRules.keepingOwnItems(suggestedActions)
        return super.editMenu(suggestedActions: kept) ?? kept
    }

    override func perform(_ action: Action, sender: ActionSender) -> Bool {
        let undoName = undoActionName, redoName = redoActionName
        let performed = super.perform(action, sender: sender)
        guard performed, BasicsFieldRules.keptStandardActions.contains(action) else { return performed }
        log.append(BasicsFieldRules.performedLine(for: action, undoName: undoName, redoName: redoName))
        return performed
    }
}
