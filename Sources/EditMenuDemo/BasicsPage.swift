import DemoScenarios
import EditMenu
import EditMenuGTK
import Foundation

/// "Basics": a selectable label, a text field and a custom button, each with
/// its own edit menu — the classic UIMenuController sample.
///
/// The custom items (Menu 1–3, and Menu 3 ↔ Menu 4) live in the window's
/// controller and are offered wherever a responder handles them: the label
/// and the field do, the button does not.
@MainActor
final class BasicsPage: Box {
    let label = Label(tr("Label text to copy"), selectable: true)
    let field: BasicsTextField
    let button = Button(tr("Show Menu"))

    init(controller: EditMenuController, log: EventLog) {
        field = BasicsTextField(placeholder: tr("Type here, then open a menu"), log: log)
        super.init(.vertical, spacing: 18)
        field.accessibleName = tr("Text field")
        field.checksSpelling = DemoSpelling.isOn
        label.accessibleName = label.text
        button.alignToStart()
        add(label)
        add(field)
        add(button)

        BasicsMenu.addItems(to: controller)
        for responder in [label, field] as [View] {
            BasicsMenu.install(on: responder, named: responder.accessibleName ?? responder.diagnosticName,
                               controller: controller, log: log.append)
        }
        // The sample's label offers Copy and the custom items only.
        label.removeHandler(for: .select)
        label.removeHandler(for: .selectAll)
        label.handle(.copy) { [label, log] _ in
            Pasteboards.general.setString(label.selectedText ?? label.text)
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Label")))
        }

        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.accessibleName = button.title
        button.handle(.copy) { [button, log] _ in
            Pasteboards.general.setString(button.title)
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Show Menu button")))
        }
        button.handle(.customItem) { [log] _ in log.append(performedLine(tr("Custom item"), by: tr("Show Menu button"))) }
        LongMenu.install(on: button, named: tr("Show Menu button"), controller: controller, log: log.append)
    }
}

/// The sample's text field: its menu keeps Cut, Copy and Select All, drops
/// the standard Paste (and the rest) in `editMenu(suggestedActions:)`, and
/// offers its own "Paste" that replaces the whole text with the clipboard's
/// string. Ctrl+V and Shift+Insert use that paste too.
@MainActor
final class BasicsTextField: TextField {
    private let log: EventLog

    init(placeholder: String, log: EventLog) {
        self.log = log
        super.init(placeholder: placeholder)
        BasicsFieldRules.install(on: self, log: log.append)
    }

    /// The menu shows the kept standard actions and the custom items (among
    /// them our own Paste), not the standard Paste or Insert Emoji; the
    /// field adds its spelling part around them.
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
