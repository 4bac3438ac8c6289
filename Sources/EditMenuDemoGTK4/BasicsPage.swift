import DemoScenarios
import EditMenu
import EditMenuGTK4
import Foundation

/// "Basics", as on GTK 3: a selectable label, a text field and a custom
/// button, each with its own edit menu — the classic UIMenuController
/// sample.
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
        label.alignToStart()
        button.alignToStart()
        button.accessibleName = tr("Show Menu")
        add(label)
        add(field)
        add(button)

        BasicsMenu.addItems(to: controller)
        BasicsMenu.install(on: label, named: tr("Label"), controller: controller, log: log.append)
        BasicsMenu.install(on: field, named: tr("Text field"), controller: controller, log: log.append)
        // The label's Copy copies all of it when nothing is selected, as the
        // sample's does, and says so in the log.
        label.handle(.copy) { [label, log] _ in
            Pasteboards.general.setString(label.selectedText ?? label.text)
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Label")))
        }

        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.handle(.copy) { [log] _ in
            Pasteboards.general.setString(tr("Show Menu"))
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Show Menu button")))
        }
        button.handle(.customItem) { [log] _ in log.append(performedLine(tr("Custom item"), by: tr("Show Menu button"))) }
        LongMenu.install(on: button, named: tr("Show Menu button"), controller: controller, log: log.append)
    }
}
