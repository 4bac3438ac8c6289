/// Who sent an action: what `canPerformAction(_:withSender:)`, `perform(_:sender:)`
/// and handlers receive.
///
/// A responder may answer differently by sender, e.g. offer an action from the keyboard
/// but not from the menu:
///
/// ```swift
/// field.handle(.paste, when: { sender in sender.menuItem == nil || canPasteFromMenu }) { sender in
///     if case .keyShortcut(let key) = sender { log("pasted with \(key.displayString)") }
///     paste()
/// }
/// window.sendAction(.selectAll)   // sender: .program
/// ```
public enum ActionSender: Sendable {
    /// The user chose this entry of an edit menu (also what the chain is asked with
    /// while the menu is being resolved).
    case menuItem(ResolvedMenuItem)
    /// The user pressed this key.
    case keyShortcut(KeyShortcut)
    /// Code sent the action directly.
    case program
    /// A control of the app's own sent it (a toolbar button, a gesture), as UIKit's
    /// `sender: Any?` can be any object.
    ///
    /// Its existential payload also makes a sender a value Swift passes by reference,
    /// so the resolver asks every responder about every item without copying one
    /// (measured: copying made a resolve a fifth slower).
    case control(any Sendable)

    /// The chosen menu entry, when the action came from a menu.
    public var menuItem: ResolvedMenuItem? {
        if case .menuItem(let item) = self { return item }
        return nil
    }

    /// The key pressed, when the action came from the keyboard.
    public var keyShortcut: KeyShortcut? {
        if case .keyShortcut(let shortcut) = self { return shortcut }
        return nil
    }
}
