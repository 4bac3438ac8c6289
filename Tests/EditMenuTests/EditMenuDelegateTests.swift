import Foundation
import Testing
@testable import EditMenu

/// `editMenu(suggestedActions:)`: a view, or its delegate, decides the menu from
/// what the chain suggests.
@Suite("Deciding the menu from the suggested actions") @MainActor
struct EditMenuDelegateTests {
    final class Decider: EditMenuDelegate {
        var answer: (ResolvedMenu) -> ResolvedMenu? = { _ in nil }
        var asked: [String] = []
        func editMenu(for responder: Responder, suggestedActions: ResolvedMenu) -> ResolvedMenu? {
            asked.append(responder.debugName ?? "?")
            return answer(suggestedActions)
        }
    }

    private func fixture() -> (Fixture, Decider) {
        let f = Fixture()
        for action in [Action.cut, .copy, .paste, .selectAll] { f.field.handle(action) { _ in } }
        let decider = Decider()
        f.field.editMenuDelegate = decider
        return (f, decider)
    }

    @Test func nilShowsTheSuggestion() {
        let (f, decider) = fixture()
        #expect(f.controller.showMenu(from: f.field, rect: .zero) == .shown)
        #expect(f.presenter.lastMenu?.titles == ["Cut", "Copy", "Paste", "Select All"])
        #expect(decider.asked == ["field"])
    }

    @Test func theReturnedMenuIsShownAndItsItemsPerform() {
        let (f, decider) = fixture()
        var shouted = 0
        decider.answer = { suggested in
            suggested.filter { $0.action != .paste }.appending(MenuAction(title: "Shout") { _ in shouted += 1 })
        }
        f.controller.showMenu(from: f.field, rect: .zero)
        #expect(f.presenter.lastMenu?.titles == ["Cut", "Copy", "Select All", "Shout"])
        #expect(f.presenter.choose("Shout") == .performed)
        #expect(shouted == 1)
    }

    @Test func anEmptyMenuShowsNothing() {
        let (f, decider) = fixture()
        decider.answer = { _ in ResolvedMenu() }
        #expect(f.controller.showMenu(from: f.field, rect: .zero) == .nothingToPerform)
        #expect(!f.controller.isMenuVisible)
        #expect(f.presenter.calls.isEmpty)
    }

    @Test func itIsAskedAgainOnUpdate() {
        let (f, decider) = fixture()
        var dropCopy = false
        decider.answer = { suggested in dropCopy ? suggested.filter { $0.action != .copy } : nil }
        f.controller.showMenu(from: f.field, rect: .zero)
        dropCopy = true
        f.controller.update()
        #expect(f.presenter.lastMenu?.titles == ["Cut", "Paste", "Select All"])
        #expect(decider.asked == ["field", "field"])
    }

    @Test func aSubclassDecidesWithoutADelegateAndTheClassicWayStillWorks() {
        final class NoPasteInMenu: Responder {
            override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
                suggestedActions.filter { $0.action != .paste }
            }
            // The classic way, side by side: Delete is never possible here.
            override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
                action == .delete ? false : super.canPerformAction(action, withSender: sender)
            }
        }
        let f = Fixture()
        let view = NoPasteInMenu(debugName: "view")
        for action in [Action.copy, .paste, .delete] { view.handle(action) { _ in } }
        f.window.addChild(view)
        f.controller.showMenu(from: view, rect: .zero, chainStartingAt: view)
        #expect(f.presenter.lastMenu?.titles == ["Copy"])
        #expect(view.send(.paste).wasHandled, "what the menu leaves out still works from the keyboard")
    }

    @Test func filteringDropsGroupsLeftEmpty() {
        let keep = Action("keep"), drop = Action("drop")
        let view = Responder()
        view.handle(keep) { _ in }
        view.handle(drop) { _ in }
        let menu = MenuResolver.resolve(standardActions: [], items: [
            .menu(Menu(title: "Gone", children: [.item(MenuItem(title: "D", action: drop))])),
            .menu(Menu(options: .displayInline, children: [.item(MenuItem(title: "K", action: keep)),
                                                           .item(MenuItem(title: "D2", action: drop))])),
        ], from: view)
        let filtered = menu.filter { $0.action != drop }
        #expect(filtered.titles == ["K"])
        #expect(filtered.entries.count == 1)
        #expect(menu.appending(MenuAction(title: "Hidden", attributes: .hidden) { _ in }) == menu)
    }
}
