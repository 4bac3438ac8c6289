import Foundation
import Testing
@testable import EditMenu

@Suite("Actions and shortcuts")
struct ActionTests {
    /// The order menus list them in, as far as a user relies on it: Undo and
    /// Redo first, then the clipboard's Cut, Copy and Paste (its variants
    /// right after), then selecting, then styles. A new action finds its
    /// place without this test changing.
    @Test func standardActionsAreListedInTheDocumentedOrder() {
        let order = Action.standardActions
        func position(_ action: Action) -> Int { order.firstIndex(of: action) ?? -1 }
        #expect(order.prefix(2) == [.undo, .redo])
        #expect(order.dropFirst(2).prefix(5) == [.cut, .copy, .paste, .pasteAndMatchStyle, .pasteSelection])
        #expect(position(.delete) < position(.select) && position(.select) < position(.selectAll))
        #expect(position(.pasteSelection) < position(.delete))
        #expect(position(.selectAll) < position(.toggleBoldface))
        #expect(position(.toggleBoldface) + 1 == position(.toggleItalics)
                && position(.toggleItalics) + 1 == position(.toggleUnderline))
        #expect(Set(order).count == order.count, "each once")
        #expect(Set(Action.everyStandardAction).isSuperset(of: order))
    }

    @Test(arguments: [
        (Action.undo, "Undo", "edit-undo", "<Control>z"),
        (.redo, "Redo", "edit-redo", "<Control><Shift>z"),
        (.cut, "Cut", "edit-cut", "<Control>x"),
        (.copy, "Copy", "edit-copy", "<Control>c"),
        (.paste, "Paste", "edit-paste", "<Control>v"),
        (.pasteAndMatchStyle, "Paste and Match Style", "edit-paste", "<Control><Shift>v"),
        (.delete, "Delete", "edit-delete", "Delete"),
        (.selectAll, "Select All", "edit-select-all", "<Control>a"),
        (.toggleBoldface, "Bold", "format-text-bold", "<Control>b"),
        (.toggleItalics, "Italic", "format-text-italic", "<Control>i"),
        (.toggleUnderline, "Underline", "format-text-underline", "<Control>u"),
        (.increaseSize, "Increase Size", "zoom-in", "<Control>plus"),
        (.decreaseSize, "Decrease Size", "zoom-out", "<Control>minus"),
        (.find, "Find", "edit-find", "<Control>f"),
    ])
    func standardActionMetadata(action: Action, title: String, icon: String, accelerator: String) {
        #expect(action.isStandard)
        #expect(action.defaultTitle == title)
        #expect(action.iconName == icon)
        #expect(action.keyShortcut?.gtkAccelerator == accelerator)
    }

    @Test func selectHasTitleAndIconButNoUsualShortcut() {
        #expect(Action.select.defaultTitle == "Select")
        #expect(Action.select.iconName == "edit-select")
        #expect(Action.select.keyShortcut == nil)
    }

    /// Shift+Insert, X11's old "paste PRIMARY", pastes CLIPBOARD in GTK, so
    /// Paste Selection shows no key rather than a wrong one.
    @Test func pasteSelectionHasNoShortcut() {
        #expect(Action.pasteSelection.defaultTitle == "Paste Selection")
        #expect(Action.pasteSelection.keyShortcut == nil)
    }

    @Test func everyStandardActionHasTitleAndIcon() {
        for action in Action.everyStandardAction {
            #expect(!action.defaultTitle.isEmpty && action.defaultTitle != action.name, "\(action)")
            #expect(action.iconName?.isEmpty == false, "\(action)")
        }
    }

    @Test func everyStandardActionIsFoundByItsName() {
        for action in Action.standardActions {
            let named = Action(action.name)
            #expect(named == action && named.isStandard && named.defaultTitle == action.defaultTitle, "\(action)")
        }
    }

    @Test func customActionsAreIdentifiedByName() {
        let changeColor = Action("changeColor")
        #expect(changeColor == Action("changeColor"))
        #expect(changeColor != Action("changeColour"))
        #expect(!changeColor.isStandard)
        #expect(changeColor.defaultTitle == "changeColor")
        #expect(changeColor.iconName == nil)
        #expect(changeColor.keyShortcut == nil)
        #expect(Action("copy") == .copy)
    }

    @Test func actionsMadeOnManyThreadsAtOnceAreStillOnePerName() async {
        // Actions are interned; racing registrations of the same names must agree.
        let names = (0..<64).map { "concurrent-\($0)" }
        let made = await withTaskGroup(of: [Action].self) { group in
            for _ in 0..<8 { group.addTask { names.map { Action($0) } } }
            return await group.reduce(into: [[Action]]()) { $0.append($1) }
        }
        for actions in made {
            #expect(actions == names.map { Action($0) })
            #expect(actions.map(\.name) == names)
        }
    }

    @Test func equalActionsHashAlikeAndWorkAsKeys() {
        let names = ["copy", "changeColor", "a much longer custom action name than fits inline", ""]
        for name in names {
            #expect(Action(name).hashValue == Action(String(name)).hashValue)
        }
        var table: [Action: Int] = [:]
        for (index, name) in names.enumerated() { table[Action(name)] = index }
        #expect(table.count == names.count)
        #expect(table[Action("changeColor")] == 1)
        #expect(table[.copy] == 0)
        #expect(table[Action("changecolor")] == nil)
    }

    @Test func shortcutRendering() {
        let shortcut = KeyShortcut(key: "v", modifiers: [.shift, .control, .alt, .super])
        #expect(shortcut.gtkAccelerator == "<Control><Shift><Alt><Super>v")
        #expect(shortcut.displayString == "Ctrl+Shift+Alt+Super+V")
        #expect(KeyShortcut(key: "plus", modifiers: .control).displayString == "Ctrl++")
        #expect(KeyShortcut(key: "Delete").gtkAccelerator == "Delete")
        #expect(KeyShortcut(key: "c", modifiers: .control) == Action.copy.keyShortcut)
    }
}
