import Foundation
import Testing
@testable import EditMenu
import EditMenuTestSupport

/// A window with a text-field-like first responder that can copy and paste.
@MainActor
struct Fixture {
    let app: ResponderApplication
    let window: ResponderWindow
    let field: FocusableView
    let controller: EditMenuController
    let presenter: RecordingPresenter
    let log: EventLog

    init() {
        (app, window) = makeWindow()
        field = FocusableView(debugName: "field")
        window.addChild(field)
        field.becomeFirstResponder()
        controller = EditMenuController.forWindow(window)
        presenter = RecordingPresenter(controller: controller)
        log = EventLog(controller)
    }
}

@Suite("EditMenuController: showing") @MainActor
struct ControllerShowTests {
    @Test func showingResolvesPresentsAndReportsEventsWithTheFrame() {
        let f = Fixture()
        f.field.handle(.paste) { _ in }
        f.field.handle(.copy) { _ in }
        f.controller.arrowDirection = .up
        let rect = CGRect(x: 5, y: 6, width: 7, height: 8)
        let result = f.controller.showMenu(from: f.field, rect: rect)
        #expect(result == .shown)
        #expect(f.controller.lastShowResult == .shown)
        #expect(f.controller.isMenuVisible)
        #expect(f.presenter.calls == [.present(titles: ["Copy", "Paste"], rect: rect, arrow: .up, animated: true)])
        #expect(f.presenter.lastView === f.field)
        #expect(f.controller.menuFrame == f.presenter.frameToReturn)
        #expect(f.controller.targetRect == rect)
        #expect(f.controller.targetView === f.field)
        #expect(f.controller.currentMenu?.titles == ["Copy", "Paste"])
        #expect(f.log.events == [.willShow(frame: f.presenter.frameToReturn), .didShow(frame: f.presenter.frameToReturn)])

        f.controller.hideMenu()
        #expect(!f.controller.isMenuVisible)
        #expect(f.controller.menuFrame == .zero)
        #expect(f.controller.currentMenu == nil)
        #expect(f.presenter.calls.last == .dismiss(animated: true))
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "didHide"])
        #expect(f.log.events.last == .didHide(frame: f.presenter.frameToReturn))
    }

    @Test func aMenuReplacingAnotherIsResolvedAfterTheFirstOnesWillHide() {
        // The classic override: while a button's menu is up, the field's next
        // responder is the button and the field answers nothing itself.
        final class LendingField: FocusableView {
            var lentTo: Responder?
            override var next: Responder? { lentTo ?? super.next }
            override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
                lentTo == nil && super.canPerformAction(action, withSender: sender)
            }
        }
        let f = Fixture()
        let field = LendingField(debugName: "lending field")
        let button = FocusableView(debugName: "button")
        f.window.addChild(field)
        f.window.addChild(button)
        field.becomeFirstResponder()
        field.handle(.selectAll) { _ in }
        button.handle(.copy) { _ in }
        let observation = f.controller.observe { event in
            if case .willHide = event { field.lentTo = nil }
        }
        field.lentTo = button
        f.controller.showMenu(from: button, rect: .zero)
        #expect(f.presenter.lastRequest?.menu.titles == ["Copy"])
        // The Menu key on the field while the button's menu is up.
        f.controller.showMenu(from: field, rect: .zero, source: .keyboard)
        #expect(f.presenter.lastRequest?.menu.titles == ["Select All"], "resolved with the field's own chain back")
        _ = observation
    }

    @Test func theSourceTravelsWithTheRequest() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.showMenu(from: f.field, rect: .zero, source: .keyboard)
        #expect(f.presenter.lastRequest?.source == .keyboard)
        f.controller.showMenu(from: f.field, rect: .zero, source: .pointer)
        #expect(f.presenter.lastRequest?.source == .pointer, "a pointer menu after a keyboard one says so")
        f.controller.showMenu(from: f.field, rect: .zero, chainStartingAt: f.field, source: .keyboard)
        #expect(f.presenter.lastRequest?.source == .keyboard)
        f.controller.setTargetRect(.zero, in: f.field)
        f.controller.setMenuVisible(true, animated: false)
        #expect(f.presenter.lastRequest?.source == .program)
    }

    @Test(arguments: [
        (EditMenuPresentation.automatic, MenuInputSource.touch, MenuLayout.compact),
        (.automatic, .pointer, .list), (.automatic, .keyboard, .list), (.automatic, .program, .list),
        (.compact, .pointer, .compact), (.compact, .keyboard, .compact),
        (.list, .touch, .list),
    ])
    func thePresentationPicksTheLayoutBySource(presentation: EditMenuPresentation, source: MenuInputSource,
                                               layout: MenuLayout) {
        #expect(presentation.layout(for: source) == layout)
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.presentation = presentation
        f.controller.showMenu(from: f.field, rect: .zero, source: source)
        #expect(f.presenter.lastRequest?.layout == layout)
        #expect(f.presenter.lastRequest?.menu.titles == ["Copy"], "the same menu either way")
    }

    @Test func setTargetRectThenSetMenuVisibleShowsLikeUIKit() {
        let f = Fixture()
        f.field.handle(.selectAll) { _ in }
        f.controller.setTargetRect(.zero, in: f.field)
        f.controller.setMenuVisible(true, animated: false)
        #expect(f.controller.isMenuVisible)
        #expect(f.presenter.calls == [.present(titles: ["Select All"], rect: .zero, arrow: .default, animated: false)])
        f.controller.setMenuVisible(false, animated: false)
        #expect(!f.controller.isMenuVisible)
        #expect(f.presenter.calls.last == .dismiss(animated: false))
    }

    @Test func nothingToPerformShowsNothingAndSaysWhy() {
        let f = Fixture()
        #expect(f.controller.showMenu(from: f.field, rect: .zero) == .nothingToPerform)
        f.controller.setMenuVisible(true, animated: true)
        #expect(!f.controller.isMenuVisible)
        #expect(f.controller.lastShowResult == .nothingToPerform)
        #expect(f.presenter.calls.isEmpty)
        #expect(f.log.events.isEmpty)
    }

    @Test func onlyDisabledItemsIsNothingToPerform() {
        let f = Fixture()
        f.controller.menuItems = [.action(MenuAction(title: "Off", attributes: .disabled) { _ in })]
        #expect(f.controller.showMenu(from: f.field, rect: .zero) == .nothingToPerform)
        #expect(f.presenter.calls.isEmpty)
    }

    @Test func noTargetViewAndNoPresenterAreReported() {
        let (_, window) = makeWindow()
        let controller = EditMenuController.forWindow(window)
        controller.setMenuVisible(true, animated: true)
        #expect(controller.lastShowResult == .noTargetView)
        #expect(!controller.isMenuVisible)
        let view = Responder()
        window.addChild(view)
        view.handle(.copy) { _ in }
        #expect(controller.showMenu(from: view, rect: .zero) == .noPresenter)
        #expect(!controller.isMenuVisible)
    }

    @Test func aTargetViewThatWentAwayIsNoTarget() {
        let controller = EditMenuController()
        let presenter = RecordingPresenter(controller: controller)
        do {
            let view = Responder()
            view.handle(.copy) { _ in }
            controller.setTargetRect(.zero, in: view)
        }
        controller.setMenuVisible(true, animated: true)
        #expect(controller.lastShowResult == .noTargetView)
        #expect(presenter.calls.isEmpty)
    }

    @Test func resolutionStartsAtTheWindowsFirstResponderNotTheTargetView() {
        let f = Fixture()
        let label = Responder(debugName: "label")
        f.window.addChild(label)
        label.handle(.selectAll) { _ in }
        f.field.handle(.paste) { _ in }
        f.controller.showMenu(from: label, rect: .zero)
        #expect(f.presenter.visibleTitles == ["Paste"])
        // Without a first responder the chain starts at the view itself.
        f.controller.hideMenu()
        f.field.resignFirstResponder()
        f.controller.showMenu(from: label, rect: .zero)
        #expect(f.presenter.visibleTitles == ["Select All"])
    }

    @Test func aChosenChainStartKeepsTheFirstResponderAndIsUsedToPerformAndUpdate() {
        let f = Fixture()
        let label = Responder(debugName: "label")
        f.window.addChild(label)
        var copiedBy: String?
        label.handle(.copy) { _ in copiedBy = "label" }
        f.field.handle(.copy) { _ in copiedBy = "field" }
        f.field.handle(.paste) { _ in }

        f.controller.showMenu(from: label, rect: .zero, chainStartingAt: label)
        #expect(f.presenter.visibleTitles == ["Copy"], "the field's Paste must not leak into the label's menu")
        #expect(f.field.isFirstResponder, "showing a label's menu must not take the keyboard")
        f.controller.update()
        #expect(f.presenter.calls.last == .update(titles: ["Copy"]))
        f.presenter.choose("Copy")
        #expect(copiedBy == "label")

        // Pointing the menu somewhere else forgets the chosen start.
        f.controller.setTargetRect(.zero, in: label)
        f.controller.setMenuVisible(true, animated: false)
        #expect(f.presenter.visibleTitles == ["Copy", "Paste"])
    }

    @Test func showingAgainReplacesTheVisibleMenu() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.showMenu(from: f.field, rect: .zero)
        f.controller.showMenu(from: f.field, rect: CGRect(x: 1, y: 1, width: 0, height: 0))
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "didHide", "willShow", "didShow"])
        #expect(f.controller.isMenuVisible)
        #expect(f.presenter.calls.filter { if case .dismiss = $0 { return true } else { return false } }.count == 1)
    }

    @Test func offeredStandardActionsAreConfigurable() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.field.handle(.paste) { _ in }
        f.controller.standardActions = [.paste]
        f.controller.showMenu(from: f.field, rect: .zero)
        #expect(f.presenter.visibleTitles == ["Paste"])
    }
}

@Suite("EditMenuController: instances") @MainActor
struct ControllerInstanceTests {
    @Test func onePerWindowAndASharedOne() {
        let (_, w1) = makeWindow()
        let (_, w2) = makeWindow()
        let c1 = EditMenuController.forWindow(w1)
        #expect(EditMenuController.forWindow(w1) === c1)
        #expect(EditMenuController.forWindow(w2) !== c1)
        #expect(c1.window === w1)
        #expect(EditMenuController.shared === EditMenuController.shared)
        #expect(EditMenuController.shared !== c1)
        #expect(EditMenuController.shared.window == nil)
    }

    @Test func newControllersGetAPresenterFromTheFactory() {
        let made = Ref<[ObjectIdentifier]>([])
        withEditMenuConfiguration({ configuration in
            configuration.presenterFactory = { controller in
                made.value.append(ObjectIdentifier(controller))
                return RecordingPresenter(controller: controller)
            }
        }) {
            let (_, window) = makeWindow()
            let controller = EditMenuController.forWindow(window)
            #expect(controller.presenter is RecordingPresenter)
            #expect(made.value == [ObjectIdentifier(controller)])
        }
    }

    @Test func aControllerWithoutPresenterAsksTheFactoryWhenShowing() {
        let controller = EditMenuController()
        let view = Responder()
        view.handle(.copy) { _ in }
        withEditMenuConfiguration({ $0.presenterFactory = { RecordingPresenter(controller: $0) } }) {
            #expect(controller.showMenu(from: view, rect: .zero) == .shown)
        }
    }

    @Test func menuItemsCanBeEditedInPlace() {
        let controller = EditMenuController()
        let a = Action("a")
        controller.menuItems.append(.item(MenuItem(title: "One", action: a)))
        controller.menuItems.append(.item(MenuItem(title: "Two", action: a)))
        controller.menuItems.insert(.item(MenuItem(title: "Zero", action: a)), at: 0)
        #expect(controller.menuItems.map(\.title) == ["Zero", "One", "Two"])
        let i = controller.menuItems.firstIndex { $0.title == "One" }
        #expect(i == 1)
        controller.menuItems.remove(at: i!)
        controller.menuItems.removeAll { $0.title == "Zero" }
        #expect(controller.menuItems.map(\.title) == ["Two"])
    }
}

@Suite("EditMenuController: choosing and updating") @MainActor
struct ControllerPerformTests {
    @Test func choosingPerformsThenHidesWithTheItemAsSender() {
        let f = Fixture()
        var senders: [ActionSender] = []
        f.field.handle(.copy) { sender in
            senders.append(sender)
            f.log.log("copy performed")
        }
        f.controller.showMenu(from: f.field, rect: .zero)
        let result = f.presenter.choose("Copy")
        #expect(result == .performed)
        #expect(f.log.entries == ["willShow", "didShow", "copy performed", "willHide", "didHide"])
        #expect(!f.controller.isMenuVisible)
        #expect(f.presenter.calls.last == .dismiss(animated: true))
        #expect(senders.count == 1)
        let item = senders.first?.menuItem
        #expect(item?.id == .standard(.copy))
        #expect(item?.title == "Copy")
    }

    @Test func customItemSenderIsTheChosenItem() {
        let f = Fixture()
        let act = Action("act")
        let menuItem = MenuItem(title: "Act", action: act)
        var got: ResolvedMenuItem?
        f.window.handle(act) { got = $0.menuItem }
        f.controller.menuItems = [.item(menuItem)]
        f.controller.showMenu(from: f.field, rect: .zero)
        f.presenter.choose("Act")
        #expect(got?.id == .element(menuItem.id))
        if case .item(let source)? = got?.source { #expect(source.id == menuItem.id) } else { Issue.record("source") }
    }

    @Test func closureItemsReceiveThemselves() {
        let f = Fixture()
        var received: String?
        f.controller.menuItems = [.action(MenuAction(title: "Hello") { received = $0.title })]
        f.controller.showMenu(from: f.field, rect: .zero)
        #expect(f.controller.perform(itemID: f.presenter.lastMenu!.allItems[0].id) == .performed)
        #expect(received == "Hello")
        #expect(!f.controller.isMenuVisible)
    }

    @Test func keepsMenuPresentedUpdatesInsteadOfHiding() {
        let f = Fixture()
        var on = false
        let toggle = Action("toggle")
        f.field.handle(toggle) { _ in on.toggle() }
        f.controller.menuItems = [.item(MenuItem(title: "Toggle", action: toggle, attributes: .keepsMenuPresented))]
        f.controller.showMenu(from: f.field, rect: .zero)
        f.presenter.choose("Toggle")
        #expect(on)
        #expect(f.controller.isMenuVisible)
        #expect(f.log.entries == ["willShow", "didShow"])
        #expect(f.presenter.calls.count == 2)
        #expect(f.presenter.calls.last == .update(titles: ["Toggle"]))
    }

    @Test func disabledOrUnknownItemsAreNotPerformed() {
        let f = Fixture()
        var count = 0
        let act = Action("act")
        f.field.handle(act) { _ in count += 1 }
        f.field.handle(.copy) { _ in }
        f.controller.menuItems = [.item(MenuItem(title: "Off", action: act, attributes: .disabled))]
        f.controller.showMenu(from: f.field, rect: .zero)
        #expect(f.presenter.choose("Off") == .unavailable)
        #expect(f.controller.perform(itemID: .element(MenuElementID("no-such-item"))) == .unavailable)
        #expect(count == 0)
        #expect(f.controller.isMenuVisible)
        f.controller.hideMenu()
        #expect(f.controller.perform(itemID: .standard(.copy)) == .unavailable, "nothing is performed from a hidden menu")
    }

    @Test func anItemWhoseTargetVanishedIsNoTargetAndTheMenuCloses() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.showMenu(from: f.field, rect: .zero)
        f.field.removeHandler(for: .copy)
        #expect(f.presenter.choose("Copy") == .noTarget)
        #expect(!f.controller.isMenuVisible)
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "didHide"])
    }

    @Test func aLyingTargetIsReportedAndTheMenuStillCloses() {
        final class Liar: FocusableView {
            override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool { action == .cut }
        }
        let (_, window) = makeWindow()
        let liar = Liar(debugName: "liar")
        window.addChild(liar)
        liar.becomeFirstResponder()
        let controller = EditMenuController.forWindow(window)
        let presenter = RecordingPresenter(controller: controller)
        controller.showMenu(from: liar, rect: .zero)
        var result: EditMenuController.PerformResult?
        let diagnostics = capturingDiagnostics { result = presenter.choose("Cut") }
        #expect(result == .targetDidNotPerform)
        #expect(diagnostics.map(\.kind) == [.actionNotPerformed(.cut)])
        #expect(!controller.isMenuVisible)
    }

    @Test func updateReResolvesInPlace() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.showMenu(from: f.field, rect: .zero)
        f.field.handle(.paste) { _ in }
        f.controller.update()
        #expect(f.presenter.calls.count == 2)
        #expect(f.presenter.calls.last == .update(titles: ["Copy", "Paste"]))
        #expect(f.controller.currentMenu?.titles == ["Copy", "Paste"])
        #expect(f.log.entries == ["willShow", "didShow"], "an update is not a hide + show")
        #expect(f.controller.perform(itemID: .standard(.paste)) == .performed, "new items can be chosen")
    }

    @Test func updateWithNothingLeftHides() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.showMenu(from: f.field, rect: .zero)
        f.field.removeHandler(for: .copy)
        f.controller.update()
        #expect(!f.controller.isMenuVisible)
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "didHide"])
    }

    @Test func updateWhileHiddenDoesNothing() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.setTargetRect(.zero, in: f.field)
        f.controller.update()
        #expect(f.presenter.calls.isEmpty)
        #expect(!f.controller.isMenuVisible)
    }

    @Test func userDismissalFiresHideEventsOnceWithoutDismissingAgain() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        f.controller.showMenu(from: f.field, rect: .zero)
        f.presenter.userDismisses()
        f.presenter.userDismisses()
        f.controller.hideMenu()
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "didHide"])
        #expect(!f.presenter.calls.contains(.dismiss(animated: true)))
        #expect(!f.presenter.calls.contains(.dismiss(animated: false)))
    }

    @Test func hidingFromAWillHideObserverDoesNotDoubleTheEvents() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        let c = f.controller
        c.observe { event in if case .willHide = event { c.hideMenu() } }
        c.showMenu(from: f.field, rect: .zero)
        c.hideMenu()
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "didHide"])
    }

    @Test func showingFromAWillHideObserverLeavesTheNewMenuVisible() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        let label = Responder(debugName: "label")
        f.window.addChild(label)
        label.handle(.selectAll) { _ in }
        let c = f.controller
        var reshown = false
        c.observe { event in
            if case .willHide = event, !reshown {
                reshown = true
                c.showMenu(from: label, rect: .zero, chainStartingAt: label)
            }
        }
        c.showMenu(from: f.field, rect: .zero)
        f.presenter.userDismisses()
        #expect(c.isMenuVisible, "the menu shown from willHide is on screen")
        #expect(c.currentMenu?.titles == ["Select All"])
        #expect(f.log.entries == ["willShow", "didShow", "willHide", "willShow", "didShow", "didHide"])
        c.hideMenu()
        #expect(!c.isMenuVisible)
        #expect(f.log.entries.suffix(2) == ["willHide", "didHide"])
    }

    @Test func anActionThatShowsAnotherMenuIsNotClosedBehindItsBack() {
        let f = Fixture()
        let next = Action("next")
        f.field.handle(.copy) { _ in }
        f.field.handle(next) { _ in
            f.controller.menuItems = []
            f.controller.showMenu(from: f.field, rect: .zero)
        }
        f.controller.menuItems = [.item(MenuItem(title: "Next", action: next))]
        f.controller.showMenu(from: f.field, rect: .zero)
        f.presenter.choose("Next")
        #expect(f.controller.isMenuVisible)
        #expect(f.presenter.visibleTitles == ["Copy"])
    }
}
