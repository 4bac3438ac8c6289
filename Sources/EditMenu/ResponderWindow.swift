import Foundation

/// A window in the responder tree: holds the window's single first responder.
///
/// Its parent is normally a ``ResponderApplication``, which ends the chain.
///
/// ```swift
/// let app = ResponderApplication()
/// let window = ResponderWindow()
/// app.addChild(window)
/// window.addChild(textField)
/// textField.becomeFirstResponder()
/// window.firstResponder === textField   // true
/// ```
@MainActor
open class ResponderWindow: Responder {
    /// The responder that gets actions first. Weak: the tree owns its responders.
    public private(set) weak var firstResponder: Responder?

    // Strong: the window owns its controller; the controller points back weakly.
    var editMenuController: EditMenuController?

    override public init(debugName: String? = nil) {
        super.init(debugName: debugName)
    }

    /// Sends `action` to the first responder's chain (to the window's own chain when there is
    /// no first responder): what a keyboard accelerator such as Ctrl+C does, like UIKit's
    /// `sendAction(_:to: nil, from:for:)`.
    ///
    /// ```swift
    /// if window.canSendAction(.copy, sender: shortcut) { window.sendAction(.copy, sender: shortcut) }
    /// ```
    @discardableResult
    public func sendAction(_ action: Action, sender: ActionSender = .program) -> ActionDispatchResult {
        (firstResponder ?? self).send(action, sender: sender)
    }

    /// Whether ``sendAction(_:sender:)`` would find a target: the same answer the edit menu
    /// uses, so accelerators and menu items agree.
    public func canSendAction(_ action: Action, sender: ActionSender = .program) -> Bool {
        (firstResponder ?? self).chainCanPerform(action, withSender: sender)
    }

    func setFirstResponder(_ responder: Responder?) {
        firstResponder = responder
    }

    // Used when the first responder leaves the window: it has no say in that.
    func forceResign(_ responder: Responder) {
        guard firstResponder === responder else { return }
        firstResponder = nil
        responder.didResignFirstResponder()
    }
}

/// The responder at the top of the chain, parent of the windows (the UIApplication role).
///
/// ```swift
/// let app = ResponderApplication()
/// app.handle(.find) { _ in showFindBar() }   // reachable from every window
/// ```
@MainActor
open class ResponderApplication: Responder {
    override public init(debugName: String? = nil) {
        super.init(debugName: debugName)
    }

    /// The windows added to this application.
    public var windows: [ResponderWindow] {
        children.compactMap { $0 as? ResponderWindow }
    }
}
