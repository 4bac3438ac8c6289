import CGtk
import EditMenu

/// What each key does: the shortcuts the standard actions show in the menu
/// (``Action/keyShortcut``, the one source), plus the alternates GtkEntry
/// also honours, which menus do not show.
///
/// A window looks every key press up here and sends the action along the
/// responder chain, so a key does exactly what the item beside which it is
/// shown does.
@MainActor
enum EditShortcuts {
    /// Keys that do an action besides the one its menu item shows: GtkEntry's
    /// CUA keys, and Ctrl+Y, which many desktops use for Redo.
    static let alternates: [(shortcut: KeyShortcut, action: Action)] = [
        (KeyShortcut(key: "y", modifiers: .control), .redo),
        (KeyShortcut(key: "Insert", modifiers: .control), .copy),
        (KeyShortcut(key: "Delete", modifiers: .shift), .cut),
        (KeyShortcut(key: "Insert", modifiers: .shift), .paste),
    ]

    /// Actions GTK's own key bindings perform in an entry or label. Their
    /// keys are taken even when the chain cannot perform them, so GTK does
    /// not do what the chain just said cannot be done; other keys (a plain
    /// Delete with no selection) go on to GTK.
    static let boundByGTK: Set<Action> = [.cut, .copy, .paste, .selectAll]

    /// The action `key` stands for, if any, and the shortcut it was matched
    /// as (the sender the action receives).
    static func action(for key: GdkEventKey) -> (Action, KeyShortcut)? {
        table[Chord(keyval: key.keyval, state: key.state)]
    }

    /// A key and the modifiers that matter, as both a key press and an
    /// accelerator string describe it.
    private struct Chord: Hashable {
        let keyval: UInt32
        let modifiers: UInt32

        static let relevantModifiers = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue

        init(keyval: UInt32, state: UInt32) {
            // Shift+Z arrives as "Z": compare letters in lower case, Shift
            // being in the modifiers. The keypad's Insert and Delete are the same keys.
            switch Int32(keyval) {
            case GDK_KEY_KP_Insert: self.keyval = UInt32(GDK_KEY_Insert)
            case GDK_KEY_KP_Delete: self.keyval = UInt32(GDK_KEY_Delete)
            default: self.keyval = gdk_keyval_to_lower(keyval)
            }
            modifiers = state & Self.relevantModifiers
        }

        init?(_ shortcut: KeyShortcut) {
            var keyval: guint = 0
            var modifiers = GdkModifierType(0)
            gtk_accelerator_parse(shortcut.gtkAccelerator, &keyval, &modifiers)
            guard keyval != 0 else { return nil }
            self.init(keyval: keyval, state: modifiers.rawValue)
        }
    }

    /// Every shortcut the standard actions show, then the alternates.
    private static let table: [Chord: (Action, KeyShortcut)] = {
        var table: [Chord: (Action, KeyShortcut)] = [:]
        let shown = Action.standardActions.compactMap { action in action.keyShortcut.map { ($0, action) } }
        for (shortcut, action) in shown + alternates.map({ ($0.shortcut, $0.action) }) {
            guard let chord = Chord(shortcut) else {
                assertionFailure("GTK cannot parse the shortcut \(shortcut) of \(action)")
                continue
            }
            assert(table[chord] == nil, "\(shortcut) is the shortcut of two actions")
            table[chord] = (action, shortcut)
        }
        return table
    }()
}
