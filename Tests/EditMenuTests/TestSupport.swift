import Foundation
import Synchronization
@testable import EditMenu
import EditMenuTestSupport

/// A presenter that records what the controller asks of it, and plays the user.
@MainActor
final class RecordingPresenter: EditMenuPresenter {
    enum Call: Equatable {
        case present(titles: [String], rect: CGRect, arrow: ArrowDirection, animated: Bool)
        case update(titles: [String])
        case dismiss(animated: Bool)
    }

    var calls: [Call] = []
    var lastMenu: ResolvedMenu?
    weak var lastView: Responder?
    var lastRequest: EditMenuPresentationRequest?
    var frameToReturn = CGRect(x: 10, y: 20, width: 200, height: 40)
    weak var controller: EditMenuController?

    init(controller: EditMenuController? = nil) {
        self.controller = controller
        controller?.presenter = self
    }

    func present(_ request: EditMenuPresentationRequest) -> CGRect {
        calls.append(.present(titles: request.menu.titles, rect: request.rect, arrow: request.arrowDirection,
                              animated: request.animated))
        lastMenu = request.menu
        lastView = request.view
        lastRequest = request
        return frameToReturn
    }

    func update(_ menu: ResolvedMenu) {
        calls.append(.update(titles: menu.titles))
        lastMenu = menu
    }

    func dismiss(animated: Bool) {
        calls.append(.dismiss(animated: animated))
    }

    /// The titles shown now (nil when nothing is on screen).
    var visibleTitles: [String]? { controller?.isMenuVisible == true ? lastMenu?.titles : nil }

    /// The user picks the item titled `title`.
    @discardableResult
    func choose(_ title: String) -> EditMenuController.PerformResult? {
        guard let item = lastMenu?.allItems.first(where: { $0.title == title }) else { return nil }
        return controller?.perform(item)
    }

    /// The user presses Esc.
    func userDismisses() {
        controller?.presenterDidDismiss()
    }
}

/// Collects a controller's events (and anything else the test logs) in one ordered list.
@MainActor
final class EventLog {
    var entries: [String] = []
    var events: [EditMenuEvent] = []
    private var observation: EditMenuObservation?

    init(_ controller: EditMenuController) {
        observation = controller.observe { [unowned self] event in
            self.events.append(event)
            self.entries.append(Self.name(event))
        }
    }

    func log(_ entry: String) { entries.append(entry) }

    static func name(_ event: EditMenuEvent) -> String {
        switch event {
        case .willShow: return "willShow"
        case .didShow: return "didShow"
        case .willHide: return "willHide"
        case .didHide: return "didHide"
        }
    }
}

/// A view that may become first responder (a text field, an opted-in view).
@MainActor
class FocusableView: Responder {
    var refusesToResign = false
    var hookLog: [String] = []

    override init(debugName: String? = nil) {
        super.init(debugName: debugName)
        acceptsFirstResponder = true
    }

    override var canResignFirstResponder: Bool { !refusesToResign }
    override func didBecomeFirstResponder() { hookLog.append("become \(debugName ?? "")") }
    override func didResignFirstResponder() { hookLog.append("resign \(debugName ?? "")") }
}

/// An app with one window, the usual top of a chain.
@MainActor
func makeWindow(_ name: String = "window") -> (app: ResponderApplication, window: ResponderWindow) {
    let app = ResponderApplication(debugName: "app")
    let window = ResponderWindow(debugName: name)
    app.addChild(window)
    return (app, window)
}

/// Runs `body` with diagnostics captured instead of printed.
@MainActor
func capturingDiagnostics(_ body: () -> Void) -> [EditMenuDiagnostic] {
    let captured = Ref<[EditMenuDiagnostic]>([])
    withEditMenuConfiguration({ $0.diagnostics = { captured.value.append($0) } }, body)
    return captured.value
}

/// A mutable value main-actor closures can share (a captured `var` would be a Sendable warning).
@MainActor
final class Ref<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A thread-safe box for NotificationCenter observers, whose closures are `@Sendable`.
final class LockedBox<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
    func withValue<R>(_ body: (inout Value) -> R) -> R {
        value.withLock { body(&$0) }
    }
}
