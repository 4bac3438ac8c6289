import EditMenu
import EditMenuGTK4
import Foundation

extension Action {
    static let menu1 = Action("menu1")
    static let menu2 = Action("menu2")
    static let menu3 = Action("menu3")
    static let menu4 = Action("menu4")
    /// The field's own Paste: replaces the whole text with the clipboard's.
    static let replaceWithClipboard = Action("replaceWithClipboard")
    static let customItem = Action("customItem")
}

/// "Basics", as on GTK 3: a selectable label, a text field and a custom
/// button, each with its own edit menu — the classic UIMenuController
/// sample.
///
/// The custom items (Menu 1–3, and Menu 3 ↔ Menu 4) live in the window's
/// controller and are offered wherever a responder handles them: the label
/// and the field do, the button does not.
@MainActor
final class BasicsPage: Box {
    let label = Label("Label text to copy", selectable: true)
    let field: BasicsTextField
    let button = Button("Show Menu")
    private let controller: EditMenuController
    private let log: EventLog

    init(controller: EditMenuController, log: EventLog) {
        self.controller = controller
        self.log = log
        field = BasicsTextField(placeholder: "Type here, then open a menu", log: log)
        super.init(.vertical, spacing: 18)
        field.accessibleName = "Text field"
        label.accessibleName = label.text
        label.alignToStart()
        button.alignToStart()
        button.accessibleName = "Show Menu"
        add(label)
        add(field)
        add(button)

        controller.menuItems += [
            .item(MenuItem(title: "Menu 1", action: .menu1)),
            .item(MenuItem(title: "Menu 2", action: .menu2)),
            .item(Self.menu3),
            // The field's own Paste reads as the standard one does.
            .item(MenuItem(title: Action.paste.localizedTitle, action: .replaceWithClipboard,
                           id: MenuElementID("replace-with-clipboard"))),
            .item(MenuItem(title: "Custom item", action: .customItem)),
        ]
        installMenuActions(on: label, named: "Label")
        installMenuActions(on: field, named: "Text field")
        // The label's Copy copies all of it when nothing is selected, as the
        // sample's does, and says so in the log.
        label.handle(.copy) { [label, log] _ in
            Pasteboards.general.setString(label.selectedText ?? label.text)
            log.append(performedLine(Action.copy.localizedTitle, by: "Label"))
        }

        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.handle(.copy) { [log] _ in
            Pasteboards.general.setString("Show Menu")
            log.append(performedLine(Action.copy.localizedTitle, by: "Show Menu button"))
        }
        button.handle(.customItem) { [log] _ in log.append(performedLine("Custom item", by: "Show Menu button")) }
    }

    private static var menu3: MenuItem { MenuItem(title: "Menu 3", action: .menu3, id: MenuElementID("menu-3-4")) }
    private static var menu4: MenuItem { MenuItem(title: "Menu 4", action: .menu4, id: MenuElementID("menu-3-4")) }

    /// Menu 1–3 on a responder; Menu 3 and Menu 4 swap places when chosen.
    private func installMenuActions(on responder: View, named name: String) {
        responder.handle(.menu1) { [log] _ in log.append(performedLine("Menu 1", by: name)) }
        responder.handle(.menu2) { [log] _ in log.append(performedLine("Menu 2", by: name)) }
        responder.handle(.menu3) { [weak self] _ in
            self?.log.append(performedLine("Menu 3", by: name))
            self?.swapMenu3And4(for: Self.menu4)
        }
        responder.handle(.menu4) { [weak self] _ in
            self?.log.append(performedLine("Menu 4", by: name))
            self?.swapMenu3And4(for: Self.menu3)
        }
    }

    /// The classic sample's swap: find the item, remove it, insert the other
    /// one at the same index, and update the menu. Found by the id Menu 3
    /// and Menu 4 share.
    private func swapMenu3And4(for replacement: MenuItem) {
        guard let index = controller.menuItems.firstIndex(where: { $0.id == replacement.id }) else { return }
        controller.menuItems.remove(at: index)
        controller.menuItems.insert(.item(replacement), at: index)
        controller.update()
    }
}
