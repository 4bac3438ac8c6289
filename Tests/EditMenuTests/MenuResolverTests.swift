import Foundation
import Testing
@testable import EditMenu

@Suite("Menu resolution") @MainActor
struct MenuResolverTests {
    let all = Set(Action.standardActions)

    @Test func standardActionsComeInTheDocumentedOrderWhateverTheRegistrationOrder() {
        let view = Responder()
        for action in Action.standardActions.reversed() { view.handle(action) { _ in } }
        let menu = MenuResolver.resolve(standardActions: all, items: [], from: view)
        #expect(menu.allItems.map(\.action) == Action.standardActions)
        #expect(menu.titles.prefix(5) == ["Undo", "Redo", "Cut", "Copy", "Paste"])
    }

    @Test func undoAndRedoComeFirstInASectionOfTheirOwn() {
        let view = Responder()
        view.handle(.copy) { _ in }
        view.handle(.redo) { _ in }
        let menu = MenuResolver.resolve(standardActions: all, items: [], from: view)
        guard case .section(let section)? = menu.entries.first else {
            Issue.record("expected a section first, got \(menu.entries)")
            return
        }
        #expect(section.entries.count == 1)
        #expect(menu.titles == ["Redo", "Copy"])
    }

    @Test func nothingToUndoOrRedoLeavesNoSection() {
        let view = Responder()
        view.handle(.copy) { _ in }
        view.handle(.undo, when: { _ in false }) { _ in }
        let menu = MenuResolver.resolve(standardActions: all, items: [], from: view)
        #expect(menu.entries.count == 1)
        #expect(menu.titles == ["Copy"])
    }

    @Test func customItemsFollowStandardOnesInTheirOwnOrder() {
        let view = Responder()
        let b = Action("b"), a = Action("a")
        view.handle(a) { _ in }
        view.handle(b) { _ in }
        view.handle(.selectAll) { _ in }
        view.handle(.copy) { _ in }
        let menu = MenuResolver.resolve(
            standardActions: all,
            items: [.item(MenuItem(title: "B", action: b)), .item(MenuItem(title: "A", action: a))], from: view)
        #expect(menu.titles == ["Copy", "Select All", "B", "A"])
    }

    @Test func anItemIsShownIffTheChainCanPerformIt() {
        let (_, window) = makeWindow()
        let view = Responder()
        window.addChild(view)
        let mine = Action("mine"), nobodys = Action("nobodys")
        window.handle(mine) { _ in }
        view.handle(.paste, when: { _ in false }) { _ in }
        let items: [MenuElement] = [.item(MenuItem(title: "Mine", action: mine)), .item(MenuItem(title: "Nobody's", action: nobodys))]
        let menu = MenuResolver.resolve(standardActions: all, items: items, from: view)
        #expect(menu.titles == ["Mine"])
        #expect(MenuResolver.resolve(standardActions: all, items: items, from: nil).isEmpty)
    }

    @Test func onlyTheOfferedStandardActionsAppear() {
        let view = Responder()
        view.handle(.copy) { _ in }
        view.handle(.paste) { _ in }
        #expect(MenuResolver.resolve(standardActions: [.paste], items: [], from: view).titles == ["Paste"])
        #expect(MenuResolver.resolve(standardActions: [], items: [], from: view).isEmpty)
    }

    @Test func attributesAndStatePassThrough() {
        let view = Responder()
        let act = Action("act")
        view.handle(act) { _ in }
        let items: [MenuElement] = [
            .item(MenuItem(title: "Plain", action: act)),
            .item(MenuItem(title: "Hidden", action: act, attributes: .hidden)),
            .item(MenuItem(title: "Disabled", action: act, attributes: .disabled)),
            .item(MenuItem(title: "Danger", action: act, attributes: [.destructive, .keepsMenuPresented], state: .mixed)),
            .action(MenuAction(title: "Closure", iconName: "face-smile", state: .on) { _ in }),
            .action(MenuAction(title: "Hidden closure", attributes: .hidden) { _ in }),
            .action(MenuAction(title: "Disabled closure", attributes: .disabled) { _ in }),
        ]
        let menu = MenuResolver.resolve(standardActions: [], items: items, from: view)
        #expect(menu.titles == ["Plain", "Disabled", "Danger", "Closure", "Disabled closure"])
        let byTitle = Dictionary(uniqueKeysWithValues: menu.allItems.map { ($0.title, $0) })
        #expect(byTitle["Plain"]?.isEnabled == true)
        #expect(byTitle["Disabled"]?.isEnabled == false)
        #expect(byTitle["Danger"]?.isDestructive == true)
        #expect(byTitle["Danger"]?.keepsMenuPresented == true)
        #expect(byTitle["Danger"]?.state == .mixed)
        #expect(byTitle["Plain"]?.isDestructive == false)
        #expect(byTitle["Closure"]?.state == .on)
        #expect(byTitle["Closure"]?.iconName == "face-smile")
        #expect(byTitle["Closure"]?.action == nil)
        #expect(byTitle["Disabled closure"]?.isEnabled == false)
        #expect(menu.hasEnabledItems)
    }

    @Test func closureItemsNeedNoResponder() {
        let menu = MenuResolver.resolve(standardActions: all, items: [.action(MenuAction(title: "Go") { _ in })], from: nil)
        #expect(menu.titles == ["Go"])
    }

    @Test func standardItemsCarryIconShortcutAndStableID() {
        let view = Responder()
        view.handle(.copy) { _ in }
        let item = MenuResolver.resolve(standardActions: all, items: [], from: view).allItems[0]
        #expect(item.id == .standard(.copy))
        #expect(item.iconName == "edit-copy")
        #expect(item.keyShortcut?.gtkAccelerator == "<Control>c")
        #expect(item.action == .copy)
    }

    @Test func customItemIDsAreStableAndActionNameSafe() {
        let view = Responder()
        let act = Action("act")
        view.handle(act) { _ in }
        let item = MenuItem(title: "X", action: act)
        let first = MenuResolver.resolve(standardActions: [], items: [.item(item)], from: view)
        let second = MenuResolver.resolve(standardActions: [], items: [.item(item)], from: view)
        #expect(first.allItems[0].id == second.allItems[0].id)
        #expect(first.allItems[0].id == .element(item.id))
        #expect(item.id.rawValue.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" })
        #expect(MenuItem(title: "X", action: act).id != item.id)
    }

    @Test func canPerformIsAskedWithTheCandidateItemAsSender() {
        let view = Responder()
        var senders: [String] = []
        view.handle(.copy, when: { sender in
            senders.append(sender.menuItem?.title ?? "not an item")
            return true
        }) { _ in }
        _ = MenuResolver.resolve(standardActions: [.copy], items: [], from: view)
        #expect(senders == ["Copy"])
    }

    @Test func submenusAndSectionsResolveAndEmptyOnesAreDropped() {
        let view = Responder()
        view.handle(.toggleBoldface) { _ in }
        view.handle(.toggleItalics) { _ in }
        let nobodys = Action("nobodys")
        let items: [MenuElement] = [
            .menu(Menu(title: "Format", children: [
                .item(MenuItem(title: "B", action: .toggleBoldface)),
                .item(MenuItem(title: "I", action: .toggleItalics)),
                .item(MenuItem(title: "Gone", action: nobodys)),
            ])),
            .menu(Menu(title: "Empty", children: [.item(MenuItem(title: "Gone", action: nobodys))])),
            .menu(Menu(options: .displayInline, children: [.action(MenuAction(title: "Inline") { _ in })])),
            .menu(Menu(options: .displayInline, children: [.action(MenuAction(title: "Hidden", attributes: .hidden) { _ in })])),
        ]
        let menu = MenuResolver.resolve(standardActions: [], items: items, from: view)
        #expect(menu.entries.count == 2)
        guard case .submenu(let format) = menu.entries[0], case .section(let section) = menu.entries[1] else {
            Issue.record("unexpected shape \(menu.entries)")
            return
        }
        #expect(format.title == "Format")
        #expect(format.entries.count == 2)
        #expect(section.entries.count == 1)
        #expect(menu.titles == ["B", "I", "Inline"])
        #expect(menu.item(withID: menu.allItems[2].id)?.title == "Inline")
    }

    @Test func aMenuOfDisabledItemsHasNothingToPerform() {
        let menu = MenuResolver.resolve(
            standardActions: [], items: [.action(MenuAction(title: "Off", attributes: .disabled) { _ in })], from: nil)
        #expect(!menu.isEmpty)
        #expect(!menu.hasEnabledItems)
    }

    @Test func everyItemIsAskedAlongTheWholeChainInOrder() {
        // The resolver walks the chain once for all items; each item must still get the
        // answer a walk of its own would give: the nearest responder decides.
        let (_, window) = makeWindow()
        let outer = Responder(debugName: "outer"), inner = Responder(debugName: "inner")
        window.addChild(outer)
        outer.addChild(inner)
        let both = Action("both"), outerOnly = Action("outerOnly"), windowOnly = Action("windowOnly")
        var asked: [String] = []
        inner.handle(both, when: { _ in asked.append("inner.both"); return false }) { _ in }
        outer.handle(both, when: { _ in asked.append("outer.both"); return true }) { _ in }
        outer.handle(outerOnly) { _ in }
        window.handle(windowOnly) { _ in }
        window.handle(both, when: { _ in asked.append("window.both"); return true }) { _ in }
        let items: [MenuElement] = [
            .item(MenuItem(title: "Window", action: windowOnly)), .item(MenuItem(title: "Both", action: both)),
            .item(MenuItem(title: "Outer", action: outerOnly)), .item(MenuItem(title: "Nobody", action: Action("nobody"))),
        ]
        let menu = MenuResolver.resolve(standardActions: [], items: items, from: inner)
        #expect(menu.titles == ["Window", "Both", "Outer"])
        #expect(asked == ["inner.both", "outer.both"], "a yes ends the walk for that item")
        for case .item(let item) in items {
            #expect(menu.titles.contains(item.title) == inner.chainCanPerform(item.action, withSender: .program))
        }
    }

    @Test func aLoopingChainIsReportedOncePerItemNobodyPerforms() {
        let a = Responder(debugName: "a"), b = Responder(debugName: "b")
        a.overrideNext(b)
        b.overrideNext(a)
        b.handle(.copy) { _ in }
        var menu = ResolvedMenu()
        let diagnostics = capturingDiagnostics {
            menu = MenuResolver.resolve(standardActions: [.copy, .paste], items: [], from: a)
        }
        #expect(menu.titles == ["Copy"])
        #expect(diagnostics.map(\.kind) == [.responderCycle(.paste)])
    }

    @Test func resolvedItemsAreValuesEvenWhenCopied() {
        let view = Responder()
        view.handle(.copy) { _ in }
        let original = MenuResolver.resolve(standardActions: [.copy], items: [], from: view).allItems[0]
        var copy = original
        copy.title = "Duplicate"
        copy.isEnabled = false
        #expect(original.title == "Copy" && original.isEnabled)
        #expect(copy.title == "Duplicate" && !copy.isEnabled)
        #expect(copy != original)
        copy.title = "Copy"
        copy.isEnabled = true
        #expect(copy == original)
    }

    @Test func anItemChangedAfterItWasMadeShowsItsChanges() {
        // Each item makes its entry once; every change must make it again.
        let view = Responder()
        let first = Action("first"), second = Action("second")
        view.handle(first) { _ in }
        view.handle(second) { _ in }
        var item = MenuItem(title: "Before", action: first)
        var closure = MenuAction(title: "Closure before") { _ in }
        let before = MenuResolver.resolve(standardActions: [], items: [.item(item), .action(closure)], from: view)
        item.title = "Après 👩‍👩‍👧"
        item.action = second
        item.state = .on
        item.iconName = "face-smile"
        item.attributes = .destructive
        closure.title = "Closure after"
        closure.attributes = .disabled
        let after = MenuResolver.resolve(standardActions: [], items: [.item(item), .action(closure)], from: view)
        #expect(before.titles == ["Before", "Closure before"])
        #expect(after.titles == ["Après 👩‍👩‍👧", "Closure after"])
        let changed = after.allItems[0]
        #expect(changed.action == second && changed.state == .on && changed.iconName == "face-smile")
        #expect(changed.isDestructive && !after.allItems[1].isEnabled)
        item.attributes = .hidden
        #expect(MenuResolver.resolve(standardActions: [], items: [.item(item)], from: view).isEmpty)
    }

    @Test func anEntrysSourceItemIsTheItemAndResolvesToTheSameEntry() {
        let view = Responder()
        let act = Action("act")
        view.handle(act) { _ in }
        let item = MenuItem(title: "Share", action: act, state: .mixed)
        let entry = MenuResolver.resolve(standardActions: [], items: [.item(item)], from: view).allItems[0]
        guard case .item(let source) = entry.source else {
            Issue.record("a custom item's entry comes from that item")
            return
        }
        #expect(source == item)
        #expect(Set([source, item]).count == 1, "equal items hash alike")
        let again = MenuResolver.resolve(standardActions: [], items: [.item(source)], from: view).allItems[0]
        #expect(again == entry)
        var renamed = item
        renamed.title = "Send"
        #expect(renamed != item)
    }

    @Test func aSubclassThatOverridesCanPerformIsAskedEvenWithNoHandlers() {
        // Responders that handle nothing are passed by only when their class is known
        // not to override canPerformAction; an app's subclass always is asked.
        final class Decider: Responder {
            var asked: [Action] = []
            override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
                asked.append(action)
                return action == .paste
            }
        }
        let (_, window) = makeWindow()
        let decider = Decider(debugName: "decider"), field = Responder(debugName: "field")
        window.addChild(decider)
        decider.addChild(field)
        field.handle(.copy) { _ in }
        let menu = MenuResolver.resolve(standardActions: [.copy, .paste, .cut], items: [], from: field)
        #expect(menu.titles == ["Copy", "Paste"])
        #expect(decider.asked == [.cut, .paste], "asked about what the field did not answer")
        #expect(!decider.cannotPerformAnything)
        #expect(Responder().cannotPerformAnything && !field.cannotPerformAnything)
    }
}
