import EditMenu
import GtkKit

/// What each key does: the shortcuts the standard actions show in the menu
/// (``Action/keyShortcut``, the one source), plus the alternates GtkEntry
/// also honours, which menus do not show (`EditKeys`, GTK 4's too).
///
/// A window looks every key press up here and sends the action along the
/// responder chain, so a key does exactly what the item beside which it is
/// shown does.
@MainActor
enum EditShortcuts {
    /// Actions GTK's own key bindings perform in an entry or label. Their
    /// keys are taken even when the chain cannot perform them, so GTK does
    /// not do what the chain just said cannot be done; other keys (a plain
    /// Delete with no selection) go on to GTK.
    static let boundByGTK: Set<Action> = [.cut, .copy, .paste, .selectAll]

    /// The action `key` stands for, if any, and the shortcut it was matched
    /// as (the sender the action receives).
    static func action(for key: Gdk.KeyEvent) -> (Action, KeyShortcut)? {
        table[Chord(keyval: key.keyval, state: key.state)]
    }

    /// A key and the modifiers that matter, as both a key press and an
    /// accelerator string describe it.
    private struct Chord: Hashable {
        let keyval: UInt32
        let modifiers: Gdk.ModifierType

        init(keyval: UInt32, state: Gdk.ModifierType) {
            // Shift+Z arrives as "Z": compare letters in lower case, Shift
            // being in the modifiers. The keypad's Insert and Delete are the same keys.
            switch keyval {
            case Gdk.Key.keypadInsert: self.keyval = Gdk.Key.insert
            case Gdk.Key.keypadDelete: self.keyval = Gdk.Key.delete
            default: self.keyval = Gdk.Key.lowercased(keyval)
            }
            modifiers = state.intersection(.shortcutModifiers)
        }

        init?(_ shortcut: KeyShortcut) {
            guard let (keyval, modifiers) = Gtk.Accelerator.parse(shortcut.gtkAccelerator) else { return nil }
            self.init(keyval: keyval, state: modifiers)
        }
    }

    /// Every key of a standard action (`EditKeys`), by chord.
    private static let table: [Chord: (Action, KeyShortcut)] = {
        var table: [Chord: (Action, KeyShortcut)] = [:]
        for (shortcut, action) in EditKeys.all {
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
