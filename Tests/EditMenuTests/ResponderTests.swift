import Foundation
import Testing
@testable import EditMenu

@Suite("Responder chain") @MainActor
struct ResponderChainTests {
    @Test func nextDefaultsToParentThenWindowThenApplication() {
        let (app, window) = makeWindow()
        let container = Responder(debugName: "container")
        let view = Responder(debugName: "view")
        window.addChild(container)
        container.addChild(view)
        #expect(view.parent === container)
        #expect(view.next === container)
        #expect(container.next === window)
        #expect(window.next === app)
        #expect(app.next == nil)
        #expect(view.responderChain.map(\.debugName) == ["view", "container", "window", "app"])
        #expect(view.window === window)
        #expect(app.windows.map(\.debugName) == ["window"])
    }

    @Test func nextCanBeOverriddenAndRestored() {
        let (_, window) = makeWindow()
        let field = Responder(debugName: "field")
        let button = Responder(debugName: "button")
        window.addChild(field)
        window.addChild(button)
        field.overrideNext(button)
        #expect(field.next === button)
        #expect(field.nextResponderOverride === button)
        field.restoreNext()
        #expect(field.next === window)
        field.nextResponderOverride = button
        #expect(field.next === button)
    }

    @Test func overrideDoesNotKeepTheOtherResponderAlive() {
        let field = Responder()
        do {
            let button = Responder()
            field.overrideNext(button)
            #expect(field.next === button)
        }
        #expect(field.next == nil)
    }

    @Test func subclassOverridingNextIsFollowed() {
        final class Redirecting: Responder {
            weak var target: Responder?
            override var next: Responder? { target ?? super.next }
        }
        let (_, window) = makeWindow()
        let source = Redirecting()
        let elsewhere = Responder()
        window.addChild(source)
        elsewhere.handle(.copy) { _ in }
        #expect(source.target(forAction: .copy, withSender: .program) == nil)
        source.target = elsewhere
        #expect(source.target(forAction: .copy, withSender: .program) === elsewhere)
    }

    @Test func canPerformActionDefaultsToHavingAHandler() {
        let view = Responder()
        #expect(!view.canPerformAction(.copy, withSender: .program))
        view.handle(.copy) { _ in }
        #expect(view.canPerformAction(.copy, withSender: .program))
        #expect(!view.canPerformAction(.paste, withSender: .program))
        #expect(view.hasHandler(for: .copy))
        view.removeHandler(for: .copy)
        #expect(!view.canPerformAction(.copy, withSender: .program))
    }

    @Test func conditionalHandlerIsAskedWithTheSender() {
        let view = Responder()
        let enabled = Ref(false)
        let askedWith = Ref<ActionSender?>(nil)
        let shortcut = KeyShortcut(key: "v", modifiers: .control)
        view.handle(.paste, when: { sender in
            askedWith.value = sender
            return enabled.value
        }) { _ in }
        #expect(!view.canPerformAction(.paste, withSender: .keyShortcut(shortcut)))
        #expect(askedWith.value?.keyShortcut == shortcut)
        enabled.value = true
        #expect(view.canPerformAction(.paste, withSender: .program))
        #expect(view.hasHandler(for: .paste))
    }

    @Test func targetWalksTheChainToTheFirstThatCanPerform() {
        let (app, window) = makeWindow()
        let container = Responder()
        let view = Responder()
        window.addChild(container)
        container.addChild(view)
        container.handle(.copy) { _ in }
        app.handle(.find) { _ in }
        view.handle(.paste, when: { _ in false }) { _ in }
        window.handle(.paste) { _ in }
        #expect(view.target(forAction: .copy, withSender: .program) === container)
        #expect(view.target(forAction: .find, withSender: .program) === app)
        // A responder that handles an action but cannot now passes it up.
        #expect(view.target(forAction: .paste, withSender: .program) === window)
        #expect(view.target(forAction: .cut, withSender: .program) == nil)
        #expect(view.chainCanPerform(.copy, withSender: .program))
        #expect(!view.chainCanPerform(.cut, withSender: .program))
    }

    @Test func sendPerformsOnTheTargetWithTheSender() {
        let (_, window) = makeWindow()
        let view = Responder()
        window.addChild(view)
        var received: [ActionSender] = []
        window.handle(.selectAll) { sender in received.append(sender) }
        let result = view.send(.selectAll, sender: .keyShortcut(KeyShortcut(key: "a", modifiers: .control)))
        #expect(result.wasHandled)
        if case .performed(let by) = result { #expect(by === window) } else { Issue.record("\(result)") }
        #expect(received.map(\.keyShortcut) == [KeyShortcut(key: "a", modifiers: .control)])
        let missing = view.send(.cut, sender: .program)
        #expect(!missing.wasHandled)
        if case .noTarget = missing {} else { Issue.record("expected noTarget, got \(missing)") }
    }

    @Test func subclassDispatchingByOverrideWorks() {
        final class Custom: Responder {
            var performed: [Action] = []
            override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
                action == .delete || super.canPerformAction(action, withSender: sender)
            }
            override func perform(_ action: Action, sender: ActionSender) -> Bool {
                if action == .delete { performed.append(action); return true }
                return super.perform(action, sender: sender)
            }
        }
        let view = Custom()
        view.handle(.copy) { _ in view.performed.append(.copy) }
        #expect(view.send(.delete, sender: .program).wasHandled)
        #expect(view.send(.copy, sender: .program).wasHandled)
        #expect(view.performed == [.delete, .copy])
    }

    @Test func sayingYesWithoutHandlingIsReportedNotFatal() {
        final class Liar: Responder {
            override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool { true }
        }
        let liar = Liar(debugName: "liar")
        var result: ActionDispatchResult?
        let diagnostics = capturingDiagnostics { result = liar.send(.copy, sender: .program) }
        #expect(result?.wasHandled == false)
        if case .targetDidNotPerform(let target)? = result { #expect(target === liar) } else { Issue.record("\(String(describing: result))") }
        #expect(diagnostics.map(\.kind) == [.actionNotPerformed(.copy)])
        #expect(diagnostics.first?.message.contains("Liar(liar)") == true)
    }

    @Test func aChainThatLoopsEndsAndIsReported() {
        let a = Responder(debugName: "a")
        let b = Responder(debugName: "b")
        a.overrideNext(b)
        b.overrideNext(a)
        var target: Responder?
        let diagnostics = capturingDiagnostics { target = a.target(forAction: .copy, withSender: .program) }
        #expect(target == nil)
        #expect(diagnostics.map(\.kind) == [.responderCycle(.copy)])
        #expect(a.responderChain.count == 2)
        b.handle(.copy) { _ in }
        var found: Responder?
        let none = capturingDiagnostics { found = a.target(forAction: .copy, withSender: .program) }
        #expect(found === b)
        #expect(none.isEmpty, "a loop beyond the target is not walked")
    }
}

@Suite("First responder") @MainActor
struct FirstResponderTests {
    @Test func plainViewsCannotBecomeFirstResponder() {
        let (_, window) = makeWindow()
        let view = Responder()
        window.addChild(view)
        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(window.firstResponder == nil)
        view.acceptsFirstResponder = true
        #expect(view.becomeFirstResponder())
        #expect(view.isFirstResponder)
        #expect(window.firstResponder === view)
    }

    @Test func aResponderOutsideAWindowCannotBecomeFirstResponder() {
        let view = FocusableView()
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func onlyOneFirstResponderPerWindowAndHooksRunInOrder() {
        let (_, window) = makeWindow()
        let a = FocusableView(debugName: "a")
        let b = FocusableView(debugName: "b")
        window.addChild(a)
        window.addChild(b)
        #expect(a.becomeFirstResponder())
        #expect(a.becomeFirstResponder(), "already first responder: still true")
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder)
        #expect(b.isFirstResponder)
        #expect(a.hookLog == ["become a", "resign a"])
        #expect(b.hookLog == ["become b"])
    }

    @Test func refusalToResignKeepsTheOldFirstResponder() {
        let (_, window) = makeWindow()
        let a = FocusableView(debugName: "a")
        let b = FocusableView(debugName: "b")
        window.addChild(a)
        window.addChild(b)
        a.becomeFirstResponder()
        a.refusesToResign = true
        #expect(!b.becomeFirstResponder())
        #expect(a.isFirstResponder)
        #expect(!a.resignFirstResponder())
        #expect(window.firstResponder === a)
        a.refusesToResign = false
        #expect(a.resignFirstResponder())
        #expect(window.firstResponder == nil)
        #expect(a.hookLog == ["become a", "resign a"])
        #expect(b.resignFirstResponder(), "not first responder: nothing to resign")
    }

    @Test func windowsHaveIndependentFirstResponders() {
        let app = ResponderApplication()
        let w1 = ResponderWindow()
        let w2 = ResponderWindow()
        app.addChild(w1)
        app.addChild(w2)
        let a = FocusableView()
        let b = FocusableView()
        w1.addChild(a)
        w2.addChild(b)
        #expect(a.becomeFirstResponder())
        #expect(b.becomeFirstResponder())
        #expect(a.isFirstResponder && b.isFirstResponder)
        #expect(w1.firstResponder === a && w2.firstResponder === b)
    }

    @Test func removingTheFirstResponderFromItsWindowClearsIt() {
        let (_, window) = makeWindow()
        let container = Responder()
        let field = FocusableView(debugName: "f")
        window.addChild(container)
        container.addChild(field)
        field.becomeFirstResponder()
        container.removeFromParent()
        #expect(window.firstResponder == nil)
        #expect(!field.isFirstResponder)
        #expect(field.hookLog == ["become f", "resign f"])
        #expect(window.children.isEmpty)
        #expect(container.parent == nil)
    }

    @Test func addingAChildElsewhereMovesIt() {
        let a = Responder()
        let b = Responder()
        let child = Responder()
        a.addChild(child)
        b.addChild(child)
        #expect(child.parent === b)
        #expect(a.children.isEmpty)
        #expect(b.children.count == 1)
    }
}

@Suite("Tree and window dispatch") @MainActor
struct ResponderTreeTests {
    @Test func addingAResponderUnderItselfIsRefusedAndReported() {
        let a = Responder(debugName: "a")
        let b = Responder(debugName: "b")
        a.addChild(b)
        let diagnostics = capturingDiagnostics {
            a.addChild(a)
            b.addChild(a)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(a.parent == nil)
        #expect(a.children.count == 1 && b.children.isEmpty)
    }

    @Test func windowSendsAcceleratorsToTheFirstResponderChain() {
        let (app, window) = makeWindow()
        let field = FocusableView()
        window.addChild(field)
        let performed = Ref<[String]>([])
        field.handle(.copy) { _ in performed.value.append("field copy") }
        app.handle(.find) { _ in performed.value.append("app find") }
        // No first responder yet: the window's own chain.
        #expect(!window.canSendAction(.copy, sender: .program))
        #expect(window.canSendAction(.find, sender: .program))
        field.becomeFirstResponder()
        #expect(window.canSendAction(.copy, sender: .program))
        #expect(window.sendAction(.copy, sender: .keyShortcut(KeyShortcut(key: "c", modifiers: .control))).wasHandled)
        #expect(window.sendAction(.find, sender: .program).wasHandled)
        #expect(!window.sendAction(.cut, sender: .program).wasHandled)
        #expect(performed.value == ["field copy", "app find"])
    }

    @Test func theSenderArrivesAsSent() {
        let view = Responder()
        var received: [String] = []
        view.handle(.copy) { sender in
            switch sender {
            case .menuItem(let item): received.append("item \(item.title)")
            case .keyShortcut(let key): received.append("key \(key.displayString)")
            case .program: received.append("program")
            case .control(let control): received.append("control \(control)")
            }
        }
        view.send(.copy)
        view.send(.copy, sender: .keyShortcut(KeyShortcut(key: "c", modifiers: .control)))
        view.send(.copy, sender: .control("toolbar button"))
        #expect(received == ["program", "key Ctrl+C", "control toolbar button"])
    }
}
