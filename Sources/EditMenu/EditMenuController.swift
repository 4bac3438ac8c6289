import Foundation

/// The edit menu of a window, or of the whole app: UIMenuController.
///
/// It keeps what the menu offers (``standardActions`` + ``menuItems``), where it points
/// (``setTargetRect(_:in:)``, ``arrowDirection``), resolves the menu against the responder
/// chain of the target view's window, hands it to a ``presenter``, performs the chosen
/// item and reports ``EditMenuEvent``s.
///
/// ```swift
/// let controller = EditMenuController.shared
/// controller.menuItems.append(.item(MenuItem(title: "Change Color", action: Action("changeColor"))))
/// switch controller.showMenu(from: tile, rect: tile.bounds) {
/// case .shown: break
/// case .nothingToPerform: print("nothing this view can do right now")
/// case .noTargetView, .noPresenter: print("not set up")
/// }
/// let token = controller.observe { event in
///     if case .willHide = event { textField.restoreNext() }
/// }
/// ```
///
/// Events: showing emits `willShow` then `didShow`; hiding emits `willHide` then `didHide`,
/// exactly once per shown menu, whoever closes it. The frame is known only once the
/// presenter has placed the menu, so `willShow` fires after ``EditMenuPresenter/present(_:)``
/// returns, before the controller reports `didShow`.
@MainActor
public final class EditMenuController {
    /// Why a menu was or was not shown.
    public enum ShowResult: Sendable, Equatable {
        /// The menu is on screen.
        case shown
        /// The chain from the first responder can perform none of the items (or all that
        /// remain are disabled), so nothing was shown.
        case nothingToPerform
        /// No target view: call ``setTargetRect(_:in:)`` or ``showMenu(from:rect:source:)``, and
        /// keep the view alive.
        case noTargetView
        /// No ``presenter`` and no ``defaultPresenterFactory`` that made one.
        case noPresenter

        public var isShown: Bool { self == .shown }
    }

    /// What became of a chosen item.
    public enum PerformResult: Sendable, Equatable {
        /// The action (or the closure) ran.
        case performed
        /// No menu is visible, or it has no enabled item with that id.
        case unavailable
        /// Nobody in the chain can perform the item's action any more.
        case noTarget
        /// The target said it could perform the action but did not (reported as a diagnostic).
        case targetDidNotPerform
    }

    private enum Phase { case hidden, visible, hiding }

    // MARK: Instances

    /// The app-wide controller, used by views that are not given a window's controller.
    public static let shared = EditMenuController()

    /// Makes a presenter for each new controller (and for one that has none when it is
    /// asked to show): ``EditMenuSystem/Configuration/presenterFactory``.
    public static var defaultPresenterFactory: (@MainActor (EditMenuController) -> (any EditMenuPresenter)?)? {
        EditMenuSystem.configuration.presenterFactory
    }

    /// The controller of `window`, created on first use and owned by the window.
    public static func forWindow(_ window: ResponderWindow) -> EditMenuController {
        if let controller = window.editMenuController { return controller }
        let controller = EditMenuController(window: window)
        window.editMenuController = controller
        return controller
    }

    /// The window this controller belongs to; nil for ``shared`` and stand-alone controllers.
    public private(set) weak var window: ResponderWindow?

    /// Makes a stand-alone controller (tests, embedded menus). Prefer ``shared`` or
    /// ``forWindow(_:)`` in apps.
    public convenience init() {
        self.init(window: nil)
    }

    init(window: ResponderWindow?) {
        self.window = window
        presenter = Self.defaultPresenterFactory?(self)
    }

    // MARK: Configuration

    /// Puts the menu on screen. Strong: the controller is its only owner in most apps.
    public var presenter: (any EditMenuPresenter)?

    /// The custom elements, shown after the standard actions in this order.
    ///
    /// Edit it in place; a visible menu picks changes up on ``update()``.
    public var menuItems: [MenuElement] = []

    /// Which standard actions this controller offers; all by default. They are always
    /// listed in ``Action/standardActions`` order.
    public var standardActions: Set<Action> = Set(Action.standardActions)

    /// Where the arrow points; `.default` lets the presenter choose.
    public var arrowDirection: ArrowDirection = .default

    /// The view the menu points at. Weak: a menu must not keep a closed view alive.
    public private(set) weak var targetView: Responder?

    /// The rectangle the menu points at, in ``targetView``'s coordinates. A zero-size rect
    /// points at a point.
    public private(set) var targetRect: CGRect = .zero

    /// What opened the current or next menu; set by the `showMenu` calls.
    public private(set) var source: MenuInputSource = .program

    /// Compact row or list; `.automatic` picks by ``source``.
    public var presentation: EditMenuPresentation = .automatic

    /// Where the chain starts for the current target, when the caller chose it with
    /// ``showMenu(from:rect:chainStartingAt:source:)``; nil means the window's first responder.
    public private(set) weak var chainStartOverride: Responder?

    // MARK: State

    private var phase: Phase = .hidden
    // Bumped on every show, so work started for one menu cannot close its successor.
    private var session = 0

    /// Whether the menu is on screen (true from `willShow` through `willHide`).
    public var isMenuVisible: Bool { phase != .hidden }

    /// The menu's frame in ``targetView``'s coordinates; `.zero` when hidden.
    public private(set) var menuFrame: CGRect = .zero

    /// What is on screen now, or nil.
    public private(set) var currentMenu: ResolvedMenu?

    /// The outcome of the last attempt to show (``showMenu(from:rect:source:)`` or
    /// ``setMenuVisible(_:animated:)``), so a caller of the latter can tell why nothing
    /// appeared.
    public private(set) var lastShowResult: ShowResult?

    var observers: [(id: Int, handler: @MainActor (EditMenuEvent) -> Void)] = []
    var nextObserverID = 0
    let streams = EventStreams()

    // MARK: Showing and hiding

    /// Sets where the next menu points: `rect` in `view`'s coordinates.
    public func setTargetRect(_ rect: CGRect, in view: Responder) {
        targetView = view
        targetRect = rect
        chainStartOverride = nil
        source = .program
    }

    /// Points at `rect` in `view` and shows the menu; returns why it did or did not appear.
    ///
    /// Showing while a menu is visible replaces it (its `willHide`/`didHide` fire first).
    /// `source` says what opened it: a menu opened from the keyboard takes the keyboard,
    /// and one opened by touch is compact unless ``presentation`` says otherwise.
    @discardableResult
    public func showMenu(from view: Responder, rect: CGRect, source: MenuInputSource = .program) -> ShowResult {
        setTargetRect(rect, in: view)
        self.source = source
        return show(animated: true)
    }

    /// Shows the menu for a view that does not take keyboard focus: the chain starts at
    /// `start` (usually `view` itself) instead of the window's first responder, so a text
    /// field being edited keeps the keyboard while a label's or button's menu is up.
    ///
    /// ```swift
    /// // Right-click on a label while the text field has the keyboard:
    /// controller.showMenu(from: label, rect: label.bounds, chainStartingAt: label)
    /// ```
    @discardableResult
    public func showMenu(from view: Responder, rect: CGRect, chainStartingAt start: Responder,
                         source: MenuInputSource = .program) -> ShowResult {
        setTargetRect(rect, in: view)
        chainStartOverride = start
        self.source = source
        return show(animated: true)
    }

    /// Shows or hides the menu, as UIKit's `setMenuVisible(_:animated:)`: when there is
    /// nothing to show, nothing is shown and ``isMenuVisible`` stays false
    /// (``lastShowResult`` says why).
    public func setMenuVisible(_ visible: Bool, animated: Bool) {
        if visible {
            show(animated: animated)
        } else {
            hide(animated: animated, presenterAlreadyDismissed: false)
        }
    }

    /// Hides the menu if it is visible.
    public func hideMenu() {
        hide(animated: true, presenterAlreadyDismissed: false)
    }

    /// Re-resolves a visible menu and hands the presenter the new contents in place.
    /// Hides it when nothing is left to perform; does nothing when hidden.
    public func update() {
        guard phase == .visible else { return }
        guard let view = targetView else {
            hide(animated: false, presenterAlreadyDismissed: false)
            return
        }
        let menu = resolvedMenu(for: view)
        guard menu.hasEnabledItems else {
            hide(animated: true, presenterAlreadyDismissed: false)
            return
        }
        currentMenu = menu
        presenter?.update(menu)
    }

    /// The menu as it would be shown for `view` now, without showing it: what the chain
    /// suggests, as the view (or its ``Responder/editMenuDelegate``) changed it in
    /// ``Responder/editMenu(suggestedActions:)``.
    public func resolvedMenu(for view: Responder) -> ResolvedMenu {
        let suggested = MenuResolver.resolve(standardActions: standardActions, items: menuItems,
                                             from: chainStart(for: view))
        return view.editMenu(suggestedActions: suggested) ?? suggested
    }

    /// Where actions start: the responder given to ``showMenu(from:rect:chainStartingAt:source:)``
    /// for the current target; otherwise the first responder of the view's window (as in
    /// UIKit, the view does not need to be it — see ``Responder/overrideNext(_:)``), else
    /// the view.
    public func chainStart(for view: Responder) -> Responder {
        if let chainStartOverride, view === targetView { return chainStartOverride }
        return (view.window ?? window)?.firstResponder ?? view
    }

    @discardableResult
    private func show(animated: Bool) -> ShowResult {
        let result = attemptShow(animated: animated)
        lastShowResult = result
        return result
    }

    private func attemptShow(animated: Bool) -> ShowResult {
        guard let view = targetView else {
            hide(animated: animated, presenterAlreadyDismissed: false)
            return .noTargetView
        }
        if presenter == nil { presenter = Self.defaultPresenterFactory?(self) }
        guard let presenter else { return .noPresenter }
        // The menu on screen goes first: its willHide observers may give a
        // responder back its own chain (the classic next-responder
        // override), and the new menu must be resolved with that chain.
        if phase != .hidden { hide(animated: false, presenterAlreadyDismissed: false) }
        let menu = resolvedMenu(for: view)
        guard menu.hasEnabledItems else { return .nothingToPerform }

        session += 1
        let mySession = session
        phase = .visible
        currentMenu = menu
        let frame = presenter.present(EditMenuPresentationRequest(
            menu: menu, rect: targetRect, view: view, arrowDirection: arrowDirection,
            source: source, layout: presentation.layout(for: source), animated: animated))
        menuFrame = frame
        emit(.willShow(frame: frame))
        // An observer may have closed the menu already; then didShow would be a lie.
        if session == mySession && phase == .visible {
            emit(.didShow(frame: frame))
        }
        return .shown
    }

    private func hide(animated: Bool, presenterAlreadyDismissed: Bool) {
        // `.hiding` guards against observers that hide again from willHide.
        guard phase == .visible else { return }
        phase = .hiding
        let frame = menuFrame
        let hidingSession = session
        emit(.willHide(frame: frame))
        if session != hidingSession {
            // An observer showed a new menu from willHide; that menu replaced
            // this one on screen. Finish this menu's events, leave the new one be.
            emit(.didHide(frame: frame))
            return
        }
        if !presenterAlreadyDismissed { presenter?.dismiss(animated: animated) }
        phase = .hidden
        currentMenu = nil
        menuFrame = .zero
        emit(.didHide(frame: frame))
    }

    // MARK: Presenter callbacks

    /// The presenter calls this when the user chooses `item`: the action is performed (the
    /// item is the sender), then the menu hides — `willHide`, `didHide` — unless the item
    /// keeps the menu presented, in which case the menu is updated in place.
    @discardableResult
    public func perform(_ item: ResolvedMenuItem) -> PerformResult {
        perform(itemID: item.id)
    }

    /// Same as ``perform(_:)``, by ``ResolvedMenuItem/id``.
    @discardableResult
    public func perform(itemID: ResolvedMenuItem.ID) -> PerformResult {
        // Use the entry on screen, not the caller's copy: it may be stale or disabled.
        guard phase == .visible, let item = currentMenu?.item(withID: itemID), item.isEnabled else {
            return .unavailable
        }
        let mySession = session
        let result = run(item)
        guard session == mySession, phase == .visible else { return result }
        if item.keepsMenuPresented {
            update()
        } else {
            hide(animated: true, presenterAlreadyDismissed: false)
        }
        return result
    }

    /// The presenter calls this when the user closed the menu (Esc, click outside); the
    /// hide events fire once, and the presenter is not asked to dismiss again.
    public func presenterDidDismiss() {
        hide(animated: false, presenterAlreadyDismissed: true)
    }

    private func run(_ item: ResolvedMenuItem) -> PerformResult {
        guard let action = item.action else {
            if case .closure(let menuAction) = item.source { menuAction.handler(menuAction) }
            return .performed
        }
        guard let start = targetView.map(chainStart(for:)) ?? window?.firstResponder else { return .noTarget }
        // The sender is the chosen item, never the controller.
        switch start.send(action, sender: .menuItem(item)) {
        case .performed: return .performed
        case .noTarget: return .noTarget
        case .targetDidNotPerform: return .targetDidNotPerform
        }
    }
}
