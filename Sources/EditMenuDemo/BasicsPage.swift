import EditMenu
import EditMenuGTK
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

/// "Basics": a selectable label, a text field and a custom button, each with
/// its own edit menu — the classic UIMenuController sample.
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
        label.accessibleName = "Label text to copy"
        button.alignToStart()
        add(label)
        add(field)
        add(button)

        controller.menuItems += [
            MenuItem(title: "Menu 1", action: .menu1),
            MenuItem(title: "Menu 2", action: .menu2),
            MenuItem(title: "Menu 3", action: .menu3),
            MenuItem(title: "Paste", action: .replaceWithClipboard, id: MenuElementID("replace-with-clipboard")),
            MenuItem(title: "Custom item", action: .customItem),
        ]
        for responder in [label, field] as [View] {
            installMenuActions(on: responder)
        }
        // The sample's label offers Copy and the custom items only.
        label.removeHandler(for: .select)
        label.removeHandler(for: .selectAll)
        label.handle(.copy) { [label, log] _ in
            Pasteboards.general.setString(label.selectedText ?? label.text)
            log.append("Copy performed by Label")
        }

        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.accessibleName = "Show Menu"
        button.handle(.copy) { [log] _ in
            Pasteboards.general.setString("Show Menu")
            log.append("Copy performed by Show Menu button")
        }
        button.handle(.customItem) { [log] _ in log.append("Custom item performed by Show Menu button") }
    }

    /// Menu 1–3 on a responder; Menu 3 and Menu 4 swap places when chosen.
    private func installMenuActions(on responder: View) {
        let name = responder.accessibleName ?? responder.diagnosticName
        responder.handle(.menu1) { [log] _ in log.append("Menu 1 performed by \(name)") }
        responder.handle(.menu2) { [log] _ in log.append("Menu 2 performed by \(name)") }
        responder.handle(.menu3) { [weak self] _ in
            self?.log.append("Menu 3 performed by \(name)")
            self?.swap("Menu 3", for: MenuItem(title: "Menu 4", action: .menu4))
        }
        responder.handle(.menu4) { [weak self] _ in
            self?.log.append("Menu 4 performed by \(name)")
            self?.swap("Menu 4", for: MenuItem(title: "Menu 3", action: .menu3))
        }
    }

    /// The classic sample's swap: find the item, remove it, insert the other
    /// one at the same index, and update the menu.
    private func swap(_ title: String, for replacement: MenuItem) {
        guard let index = controller.menuItems.firstIndex(where: { $0.title == title }) else { return }
        controller.menuItems.remove(at: index)
        controller.menuItems.insert(replacement, at: index)
        controller.update()
    }
}

/// The sample's text field: its menu keeps Cut, Copy and Select All, drops
/// the standard Paste (and the rest) in `canPerformAction`, and offers its
/// own "Paste" that replaces the whole text with the clipboard's string.
/// Ctrl+V and Shift+Insert use that paste too.
@MainActor
final class BasicsTextField: TextField {
    private let log: EventLog

    init(placeholder: String, log: EventLog) {
        self.log = log
        super.init(placeholder: placeholder)
        handle(.replaceWithClipboard, when: { _ in Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.replaceTextWithClipboard()
        }
        onPasteFailed = { [log] error in log.append("Paste left the text field unchanged: \(error)") }
    }

    private static let keptStandardActions: Set<Action> = [.cut, .copy, .selectAll]

    override func canPerformAction(_ action: Action, withSender sender: Any?) -> Bool {
        if action == .paste {
            // From the keyboard (the sender is the shortcut), paste our way —
            // and say so in the log when there is no text to paste; in the
            // menu, only the custom Paste appears.
            return !(sender is ResolvedMenuItem) && isEditable
        }
        if action.isStandard || action == .insertEmoji {
            return Self.keptStandardActions.contains(action) && super.canPerformAction(action, withSender: sender)
        }
        return super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Action, sender: Any?) -> Bool {
        if action == .paste {
            replaceTextWithClipboard()
            return true
        }
        let performed = super.perform(action, sender: sender)
        if performed, Self.keptStandardActions.contains(action) {
            log.append("\(action.defaultTitle) performed by Text field")
        }
        return performed
    }

    /// Reads the clipboard without blocking, through TextField's checked read
    /// (paste limit, NULs removed, an owner that does not answer reported);
    /// bad or missing text leaves the field as it was and says so in the log.
    private func replaceTextWithClipboard() {
        let limit = maximumPasteLength
        Task { @MainActor [weak self, log] in
            do {
                guard let pasted = try await TextField.readPastedText(from: Pasteboards.general, maximumLength: limit) else {
                    let offered = Pasteboards.general.types.map(\.rawValue).joined(separator: ", ")
                    log.append("Paste: no text on the clipboard (it offers \(offered.isEmpty ? "nothing" : offered)); text field unchanged")
                    return
                }
                guard let self, !self.isDestroyed else { return }
                self.text = TextField.singleLine(pasted.text)
                self.cursorPosition = self.text.endIndex
                let removed = pasted.removedNULs
                log.append("Paste performed by Text field" + (removed > 0 ? " (\(removed) NUL characters removed)" : ""))
            } catch {
                log.append("Paste: \(error); text field unchanged")
            }
        }
    }
}
