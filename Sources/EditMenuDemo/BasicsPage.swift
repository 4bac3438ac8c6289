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
    let label = Label(tr("Label text to copy"), selectable: true)
    let field: BasicsTextField
    let button = Button(tr("Show Menu"))
    private let controller: EditMenuController
    private let log: EventLog

    init(controller: EditMenuController, log: EventLog) {
        self.controller = controller
        self.log = log
        field = BasicsTextField(placeholder: tr("Type here, then open a menu"), log: log)
        super.init(.vertical, spacing: 18)
        field.accessibleName = tr("Text field")
        field.checksSpelling = DemoApp.checksSpelling
        label.accessibleName = label.text
        button.alignToStart()
        add(label)
        add(field)
        add(button)

        controller.menuItems += [
            .item(MenuItem(title: tr("Menu 1"), action: .menu1)),
            .item(MenuItem(title: tr("Menu 2"), action: .menu2)),
            .item(Self.menu3),
            // The field's own Paste reads as the standard one does.
            .item(MenuItem(title: Action.paste.localizedTitle, action: .replaceWithClipboard,
                           id: MenuElementID("replace-with-clipboard"))),
            .item(MenuItem(title: tr("Custom item"), action: .customItem)),
        ]
        for responder in [label, field] as [View] {
            installMenuActions(on: responder)
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
    }

    private static var menu3: MenuItem { MenuItem(title: tr("Menu 3"), action: .menu3, id: MenuElementID("menu-3-4")) }
    private static var menu4: MenuItem { MenuItem(title: tr("Menu 4"), action: .menu4, id: MenuElementID("menu-3-4")) }

    /// Menu 1–3 on a responder; Menu 3 and Menu 4 swap places when chosen.
    private func installMenuActions(on responder: View) {
        let name = responder.accessibleName ?? responder.diagnosticName
        responder.handle(.menu1) { [log] _ in log.append(performedLine(tr("Menu 1"), by: name)) }
        responder.handle(.menu2) { [log] _ in log.append(performedLine(tr("Menu 2"), by: name)) }
        responder.handle(.menu3) { [weak self] _ in
            self?.log.append(performedLine(tr("Menu 3"), by: name))
            self?.swapMenu3And4(for: Self.menu4)
        }
        responder.handle(.menu4) { [weak self] _ in
            self?.log.append(performedLine(tr("Menu 4"), by: name))
            self?.swapMenu3And4(for: Self.menu3)
        }
    }

    /// The classic sample's swap: find the item, remove it, insert the other
    /// one at the same index, and update the menu. Found by its id, which
    /// Menu 3 and Menu 4 share: titles are translated.
    private func swapMenu3And4(for replacement: MenuItem) {
        guard let index = controller.menuItems.firstIndex(where: { $0.id == replacement.id }) else { return }
        controller.menuItems.remove(at: index)
        controller.menuItems.insert(.item(replacement), at: index)
        controller.update()
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
        handle(.replaceWithClipboard, when: { _ in Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.replaceTextWithClipboard()
        }
        // The keys paste our way too — and say so in the log when there is no
        // text to paste.
        handle(.paste, when: { [weak self] _ in self?.isEditable == true }) { [weak self] _ in
            self?.replaceTextWithClipboard()
        }
        onPasted { [log] pasted in
            let performed = performedLine(Action.paste.localizedTitle, by: tr("Text field"))
            let removed = pasted.removedNULs
            log.append(removed == 0 ? performed : performed + " " + Localization.format(
                Localization.plural("(%d NUL character removed)", "(%d NUL characters removed)", count: removed), removed))
        }
        onPasteFailed { [log] error in log.append(Self.pasteFailure(error)) }
    }

    private static let keptStandardActions: Set<Action> = [.undo, .redo, .cut, .copy, .selectAll]

    /// The menu shows the kept standard actions and the custom items (among
    /// them our own Paste), not the standard Paste or Insert Emoji; the
    /// field adds its spelling part around them.
    override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let kept = suggestedActions.filter { item in
            guard let action = item.action, action.isStandard || action == .insertEmoji else { return true }
            return Self.keptStandardActions.contains(action)
        }
        return super.editMenu(suggestedActions: kept) ?? kept
    }

    override func perform(_ action: Action, sender: ActionSender) -> Bool {
        let undoName = undoActionName, redoName = redoActionName
        let performed = super.perform(action, sender: sender)
        guard performed, Self.keptStandardActions.contains(action) else { return performed }
        switch action {
        // Translators: what Undo took back, e.g. "Undo Paste" ("Paste" is
        // GTK's word for the menu item, or "Typing").
        case .undo: log.append(performedLine(tr("Undo %s", undoName ?? ""), by: tr("Text field")))
        // Translators: what Redo made again, e.g. "Redo Paste".
        case .redo: log.append(performedLine(tr("Redo %s", redoName ?? ""), by: tr("Text field")))
        default: log.append(performedLine(action.localizedTitle, by: tr("Text field")))
        }
        return performed
    }

    /// Replaces the whole text with the clipboard's, through TextField's
    /// paste (read without blocking, checked, one undo step: the text the
    /// user had is one Ctrl+Z away); bad or missing text leaves the field as
    /// it was and the log says why.
    private func replaceTextWithClipboard() {
        paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle, replacing: .allText)
    }

    /// The log's line for a paste that changed nothing.
    private static func pasteFailure(_ failure: PasteFailure) -> String {
        guard case .pasteboard(.typeNotAvailable) = failure else {
            return tr("Paste: %s; text field unchanged", pasteProblem(failure))
        }
        let offered = Pasteboards.general.types.map(\.rawValue).joined(separator: ", ")
        return offered.isEmpty ? tr("Paste: the clipboard is empty; text field unchanged")
                               : tr("Paste: no text on the clipboard (it offers %s); text field unchanged", offered)
    }
}
