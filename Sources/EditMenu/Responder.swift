import Foundation

/// An object in the responder chain: the UIResponder of this library.
///
/// Responders form a tree (`parent`/`children`); the chain used to find who performs an
/// action follows ``next``, which is the parent unless overridden. Actions are handled either
/// by registering closures with ``handle(_:_:)`` or by overriding
/// ``canPerformAction(_:withSender:)`` together with ``perform(_:sender:)``.
///
/// ```swift
/// let window = ResponderWindow()
/// let field = Responder()
/// field.acceptsFirstResponder = true
/// window.addChild(field)
/// field.handle(.copy) { sender in Pasteboards.general.setString(selectedText) }
/// field.becomeFirstResponder()          // true
/// field.canPerformAction(.copy, withSender: .program)  // true
/// field.send(.copy).wasHandled                    // true
/// ```
///
/// GTK views subclass it (`open class View: Responder`) and grab focus in
/// ``didBecomeFirstResponder()``.
@MainActor
open class Responder {
    // `parent` and `nextResponderOverride` are unchecked: every chain walk reads both
    // for each responder, and the dynamic exclusivity check cost more than the read.
    // They are only read and written on the main actor, by code that calls nothing else
    // meanwhile.

    /// The responder this one was added to. Weak: parents own their children.
    @exclusivity(unchecked) public private(set) weak var parent: Responder?

    /// The responders added to this one, in order.
    public private(set) var children: [Responder] = []

    /// A responder that replaces ``parent`` as ``next`` while set.
    ///
    /// Weak, because it usually points sideways (a text field forwarding to a button) and
    /// must not keep that responder alive. See ``overrideNext(_:)``.
    @exclusivity(unchecked) public weak var nextResponderOverride: Responder?

    /// Opt-in for ``canBecomeFirstResponder`` without subclassing. Default false, as for
    /// plain views in UIKit.
    public var acceptsFirstResponder = false

    /// A name used in diagnostics and descriptions.
    public var debugName: String?

    // A class: a resolve looks a handler up for each question a responder with
    // handlers is asked, and copying a struct of two closures out of the table was two
    // retains and two releases, most of a lookup (callgrind).
    final class Handler {
        let isEnabled: (@MainActor (_ sender: ActionSender) -> Bool)?
        let perform: @MainActor (_ sender: ActionSender) -> Void

        init(isEnabled: (@MainActor (_ sender: ActionSender) -> Bool)?, perform: @escaping @MainActor (_ sender: ActionSender) -> Void) {
            self.isEnabled = isEnabled
            self.perform = perform
        }
    }

    // Read once per responder per menu item on every resolve.
    private let handlers = ActionTable<Handler>()

    /// Whether this responder's class is one known not to override
    /// ``canPerformAction(_:withSender:)``: with no handlers, such a responder answers
    /// every question no, and a resolve passes it by without asking.
    private(set) var answersFromHandlersOnly = false

    public init(debugName: String? = nil) {
        self.debugName = debugName
        answersFromHandlersOnly = Self.classesAnsweringFromHandlers.contains(ObjectIdentifier(type(of: self)))
    }

    /// Declares that `classes` leave ``canPerformAction(_:withSender:)`` as it is, so
    /// their responders that handle nothing can be passed by. A subclass of one of them
    /// is not included: it may override. For the library's own classes only.
    package static func declareAnswersFromHandlersOnly(_ classes: [Responder.Type]) {
        for type in classes { classesAnsweringFromHandlers.insert(ObjectIdentifier(type)) }
    }

    // An app's subclass may override canPerformAction, and Swift cannot tell whether
    // one does; these classes are known not to.
    private static var classesAnsweringFromHandlers: Set<ObjectIdentifier> = [
        ObjectIdentifier(Responder.self), ObjectIdentifier(ResponderWindow.self),
        ObjectIdentifier(ResponderApplication.self),
    ]

    /// Whether this responder answers every question no without being asked: it handles
    /// nothing, and its class does not override ``canPerformAction(_:withSender:)``.
    var cannotPerformAnything: Bool { answersFromHandlersOnly && handlers.isEmpty }

    // MARK: Tree

    /// Adds `child` at the end of ``children`` and makes this responder its parent
    /// (and so, by default, its ``next``). A child moves if it already has a parent.
    ///
    /// Adding a responder under itself would make the tree a loop; that is refused and
    /// reported as an ``EditMenuDiagnostic`` rather than trapping.
    public func addChild(_ child: Responder) {
        if child.parent === self { return }
        guard !isDescendant(of: child) else {
            EditMenuDiagnostics.report(EditMenuDiagnostic(
                kind: .invalidHierarchy,
                message: "cannot add \(child.diagnosticName) under \(diagnosticName): it is the same responder or one of its parents"))
            return
        }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Detaches this responder from its parent. If it, or a responder under it, is its
    /// window's first responder, the window forgets it (it cannot stay first responder of
    /// a window it is no longer in).
    public func removeFromParent() {
        guard let parent else { return }
        if let window, let first = window.firstResponder, first.isDescendant(of: self) {
            window.forceResign(first)
        }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// Whether `ancestor` is this responder or one of its parents.
    public func isDescendant(of ancestor: Responder) -> Bool {
        var node: Responder? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// The window this responder is in (itself for a window), found through parents.
    public var window: ResponderWindow? {
        var node: Responder? = self
        while let current = node {
            if let window = current as? ResponderWindow { return window }
            node = current.parent
        }
        return nil
    }

    // MARK: Chain

    /// The next responder in the chain: ``nextResponderOverride`` when set, else ``parent``.
    ///
    /// Subclasses may override it; the chain walk always reads this property.
    open var next: Responder? {
        nextResponderOverride ?? parent
    }

    /// Points ``next`` at `responder` until ``restoreNext()`` — the classic trick for showing
    /// another view's menu while a text field keeps the keyboard.
    public func overrideNext(_ responder: Responder?) {
        nextResponderOverride = responder
    }

    /// Makes ``next`` the parent again.
    public func restoreNext() {
        nextResponderOverride = nil
    }

    // MARK: Handlers

    /// Registers `handler` to perform `action` on this responder; it replaces any earlier one.
    ///
    /// The handler receives the ``ActionSender``: the chosen menu entry, the key pressed,
    /// or `.program`.
    public func handle(_ action: Action, _ handler: @escaping @MainActor (_ sender: ActionSender) -> Void) {
        handlers[action] = Handler(isEnabled: nil, perform: handler)
    }

    /// Registers `handler` for `action`, available only while `isEnabled` says so
    /// (e.g. Paste only when the pasteboard holds something this view accepts).
    public func handle(
        _ action: Action,
        when isEnabled: @escaping @MainActor (_ sender: ActionSender) -> Bool,
        _ handler: @escaping @MainActor (_ sender: ActionSender) -> Void
    ) {
        handlers[action] = Handler(isEnabled: isEnabled, perform: handler)
    }

    /// Removes the handler for `action`.
    public func removeHandler(for action: Action) {
        handlers[action] = nil
    }

    /// Whether a handler is registered for `action` (regardless of its condition).
    public func hasHandler(for action: Action) -> Bool {
        handlers[action] != nil
    }

    /// Whether this responder itself performs `action` now.
    ///
    /// The default answers from the registered handlers (and their conditions). Override it
    /// to decide in code; an override that answers true must also be able to ``perform(_:sender:)``
    /// the action, otherwise the dispatch reports an ``EditMenuDiagnostic``.
    open func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
        // Most responders on a chain (containers, the window) handle nothing: answer them
        // without a lookup. A resolve asks every item's question of each of them.
        guard !handlers.isEmpty, let handler = handlers[action] else { return false }
        return handler.isEnabled?(sender) ?? true
    }

    /// Performs `action` on this responder; returns whether it was performed.
    ///
    /// The default runs the registered handler. Override to dispatch yourself, calling
    /// `super` for actions you do not handle.
    open func perform(_ action: Action, sender: ActionSender) -> Bool {
        guard let handler = handlers[action] else { return false }
        handler.perform(sender)
        return true
    }

    // MARK: The menu shown for this responder

    /// Changes the menu shown for this view; nil by default.
    ///
    /// Receives what the responder chain suggests (the standard actions and custom items
    /// it can perform) and returns the menu to show: nil shows the suggestion, an empty
    /// menu shows nothing. It is asked for every trigger, both layouts and every
    /// ``EditMenuController/update()``. The default asks ``editMenuDelegate``.
    ///
    /// ```swift
    /// override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
    ///     suggestedActions
    ///         .filter { $0.action != .paste }
    ///         .appending(MenuAction(title: "Shout") { _ in shout() })
    /// }
    /// ```
    open func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        editMenuDelegate?.editMenu(for: self, suggestedActions: suggestedActions)
    }

    /// Decides this view's menu without subclassing; see ``editMenu(suggestedActions:)``.
    /// Weak, as delegates are.
    public weak var editMenuDelegate: (any EditMenuDelegate)?

    // MARK: First responder

    /// Whether this responder may become first responder. Defaults to ``acceptsFirstResponder``.
    open var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    /// Whether this responder lets go of first-responder status when asked. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    public var isFirstResponder: Bool {
        window?.firstResponder === self
    }

    /// Makes this responder its window's first responder; returns whether it is now.
    ///
    /// Fails when the responder is in no window, ``canBecomeFirstResponder`` is false, or the
    /// current first responder refuses to resign (it then stays first responder).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder {
            guard current.resignFirstResponder(), window.firstResponder == nil else { return false }
        }
        window.setFirstResponder(self)
        didBecomeFirstResponder()
        return true
    }

    /// Gives up first-responder status; returns whether this responder is no longer first
    /// responder (true when it was not). Fails when ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.setFirstResponder(nil)
        didResignFirstResponder()
        return true
    }

    /// Called after this responder became first responder. GTK views grab focus here.
    open func didBecomeFirstResponder() {}

    /// Called after this responder stopped being first responder.
    open func didResignFirstResponder() {}
}

extension Responder {
    /// How diagnostics name this responder: its type, plus ``debugName`` when set.
    public var diagnosticName: String {
        debugName.map { "\(type(of: self))(\($0))" } ?? "\(type(of: self))"
    }
}
