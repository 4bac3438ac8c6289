import Foundation
import Testing
@testable import EditMenu

/// The classic UIMenuController examples, replayed at model level.
@Suite("Classic scenarios") @MainActor
struct ScenarioTests {
    /// Custom items that swap: choosing "Menu 3" moves it after "Menu 4" (and back) using
    /// firstIndex/remove/insert, then update() — the menu changes in place.
    @Test func menu3AndMenu4Swap() {
        let (_, window) = makeWindow()
        let view = FocusableView(debugName: "view")
        window.addChild(view)
        view.becomeFirstResponder()
        let controller = EditMenuController.forWindow(window)
        let presenter = RecordingPresenter(controller: controller)
        let log = EventLog(controller)

        func swap34() {
            guard let i3 = controller.menuItems.firstIndex(where: { $0.title == "Menu 3" }),
                  let i4 = controller.menuItems.firstIndex(where: { $0.title == "Menu 4" }) else { return }
            let item3 = controller.menuItems.remove(at: i3)
            let item4Index = i4 > i3 ? i4 - 1 : i4
            let item4 = controller.menuItems.remove(at: item4Index)
            let low = min(i3, i4)
            controller.menuItems.insert(item3, at: low)
            controller.menuItems.insert(item4, at: low)
            if item4Index < i3 { controller.menuItems.swapAt(low, low + 1) }
            controller.update()
        }
        for n in 1...4 {
            let action = Action("menu\(n)")
            view.handle(action) { _ in if n == 3 || n == 4 { swap34() } }
            controller.menuItems.append(.item(MenuItem(title: "Menu \(n)", action: action, attributes: .keepsMenuPresented)))
        }

        controller.showMenu(from: view, rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(presenter.visibleTitles == ["Menu 1", "Menu 2", "Menu 3", "Menu 4"])
        let idsBefore = Set(presenter.lastMenu!.allItems.map(\.id))

        presenter.choose("Menu 3")
        #expect(presenter.visibleTitles == ["Menu 1", "Menu 2", "Menu 4", "Menu 3"])
        #expect(Set(presenter.lastMenu!.allItems.map(\.id)) == idsBefore, "same items, new order")
        presenter.choose("Menu 3")
        #expect(presenter.visibleTitles == ["Menu 1", "Menu 2", "Menu 3", "Menu 4"])

        // Done from outside the menu too: swap, then update().
        swap34()
        #expect(presenter.visibleTitles == ["Menu 1", "Menu 2", "Menu 4", "Menu 3"])
        // Each swap updates, and so does each keepsMenuPresented choice: never a second present.
        #expect(presenter.calls.count == 6)
        #expect(presenter.calls.dropFirst().allSatisfy { if case .update = $0 { return true } else { return false } })
        #expect(log.entries == ["willShow", "didShow"], "never hidden and reshown")
    }

    /// A button shows its own Copy while a text field keeps the keyboard: the field stays
    /// first responder, its `next` points at the button until the menu hides.
    @Test func buttonMenuWhileTheTextFieldKeepsTheKeyboard() async throws {
        let (_, window) = makeWindow()
        let field = FocusableView(debugName: "field")
        let button = Responder(debugName: "button")  // cannot become first responder
        window.addChild(field)
        window.addChild(button)
        field.becomeFirstResponder()
        let pasteboard = InMemoryPasteboard(name: "button-scenario")
        let fieldSelection = ""  // nothing selected in the field
        field.handle(.copy, when: { _ in !fieldSelection.isEmpty }) { _ in pasteboard.setString(fieldSelection) }
        field.handle(.paste, when: { _ in pasteboard.hasStrings }) { _ in }
        button.handle(.copy) { _ in pasteboard.setString("Button title") }

        let controller = EditMenuController.forWindow(window)
        let presenter = RecordingPresenter(controller: controller)
        controller.observe { event in
            if case .willHide = event { field.restoreNext() }
        }

        // The long press on the button:
        #expect(!button.becomeFirstResponder())
        field.overrideNext(button)
        #expect(controller.showMenu(from: button, rect: CGRect(x: 0, y: 0, width: 80, height: 30)) == .shown)
        #expect(presenter.visibleTitles == ["Copy"])
        #expect(presenter.lastView === button)
        #expect(field.isFirstResponder)

        presenter.choose("Copy")
        #expect(try await pasteboard.string() == "Button title")
        #expect(field.isFirstResponder, "the keyboard never left the field")
        #expect(field.next === window, "next restored on willHide")
        #expect(!controller.isMenuVisible)

        // Next time, with the override gone, the field's own menu (now Paste) shows.
        controller.showMenu(from: field, rect: .zero)
        #expect(presenter.visibleTitles == ["Paste"])
    }

    /// Colour tiles: Copy puts the tile's colour on the pasteboard under a custom type;
    /// Paste is offered only for an empty slot while the pasteboard holds a tile.
    @Test func pasteOfferedForAnEmptySlotOnlyWhenThePasteboardHoldsATile() async throws {
        let tileType = PasteboardType("application/x-edit-menu-color-tile")
        let pasteboard = InMemoryPasteboard.withUniqueName()
        defer { InMemoryPasteboard.remove(name: pasteboard.name) }

        final class Slot: Responder {
            var color: String?
            var pendingPaste: Task<Void, Never>?
        }
        let (_, window) = makeWindow()
        let filled = Slot(debugName: "filled")
        let empty = Slot(debugName: "empty")
        filled.color = "red"
        for slot in [filled, empty] {
            window.addChild(slot)
            slot.acceptsFirstResponder = true
            slot.handle(.copy, when: { [unowned slot] _ in slot.color != nil }) { [unowned slot] _ in
                pasteboard.setItems([PasteboardItem([tileType: Data(slot.color!.utf8),
                                                     .utf8PlainText: Data(slot.color!.utf8)])])
            }
            slot.handle(.paste, when: { [unowned slot] _ in
                slot.color == nil && pasteboard.contains(types: [tileType])
            }) { [unowned slot] _ in
                // Reading is async; the slot fills when the data arrives.
                slot.pendingPaste = Task { @MainActor in
                    if let data = try? await pasteboard.data(forType: tileType) {
                        slot.color = String(data: data, encoding: .utf8)
                    }
                }
            }
        }
        let controller = EditMenuController.forWindow(window)
        let presenter = RecordingPresenter(controller: controller)

        func menu(for slot: Slot) -> [String] {
            slot.becomeFirstResponder()
            controller.showMenu(from: slot, rect: .zero)
            defer { controller.hideMenu() }
            return presenter.visibleTitles ?? []
        }

        #expect(menu(for: empty) == [], "empty pasteboard: nothing to offer")
        #expect(controller.lastShowResult == .nothingToPerform)
        pasteboard.setString("just text")
        #expect(menu(for: empty) == [], "text is not a tile")
        #expect(menu(for: filled) == ["Copy"], "a filled slot offers Copy, never Paste")

        filled.becomeFirstResponder()
        controller.showMenu(from: filled, rect: .zero)
        presenter.choose("Copy")
        #expect(menu(for: empty) == ["Paste"])
        #expect(menu(for: filled) == ["Copy"])

        empty.becomeFirstResponder()
        controller.showMenu(from: empty, rect: .zero)
        presenter.choose("Paste")
        await empty.pendingPaste?.value
        #expect(empty.color == "red")
        #expect(menu(for: empty) == ["Copy"], "no longer empty: no Paste")
    }

    /// "Change Color" toggles a view between two colours; the sender is the item.
    @Test func changeColorTogglesBetweenTwoColours() {
        let (_, window) = makeWindow()
        final class ColorView: Responder { var color = "red" }
        let view = ColorView(debugName: "color")
        view.acceptsFirstResponder = true
        window.addChild(view)
        view.becomeFirstResponder()
        let changeColor = Action("changeColor")
        var senderTitles: [String] = []
        view.handle(changeColor) { [unowned view] sender in
            senderTitles.append(sender.menuItem?.title ?? "?")
            view.color = view.color == "red" ? "blue" : "red"
        }
        let controller = EditMenuController.forWindow(window)
        let presenter = RecordingPresenter(controller: controller)
        let log = EventLog(controller)
        controller.menuItems = [.item(MenuItem(title: "Change Color", action: changeColor))]
        controller.observe { event in if case .willHide = event { log.log("color=\(view.color)") } }

        controller.showMenu(from: view, rect: .zero)
        #expect(presenter.visibleTitles == ["Change Color"])
        presenter.choose("Change Color")
        #expect(view.color == "blue")
        controller.showMenu(from: view, rect: .zero)
        presenter.choose("Change Color")
        #expect(view.color == "red")
        #expect(senderTitles == ["Change Color", "Change Color"])
        #expect(log.entries == ["willShow", "didShow", "willHide", "color=blue", "didHide",
                                "willShow", "didShow", "willHide", "color=red", "didHide"],
                "performed before willHide")
    }
}
