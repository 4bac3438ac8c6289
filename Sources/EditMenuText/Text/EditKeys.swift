import EditMenu

/// Every key that does a standard action in text, for both toolkits' key
/// handling: each action's own shortcut, from its declaration (the one the
/// menu shows beside it), then the alternates GtkEntry also honours, which
/// menus do not show.
package enum EditKeys {
    /// Keys that do an action besides the one its menu item shows: GtkEntry's
    /// CUA keys, and Ctrl+Y, which many desktops use for Redo.
    package static let alternates: [(shortcut: KeyShortcut, action: Action)] = [
        (KeyShortcut(key: "y", modifiers: .control), .redo),
        (KeyShortcut(key: "Insert", modifiers: .control), .copy),
        (KeyShortcut(key: "Delete", modifiers: .shift), .cut),
        (KeyShortcut(key: "Insert", modifiers: .shift), .paste),
    ]

    /// The shortcuts the standard actions show, then the alternates.
    package static let all: [(shortcut: KeyShortcut, action: Action)] =
        Action.everyStandardAction.compactMap { action in action.keyShortcut.map { ($0, action) } } + alternates
}
