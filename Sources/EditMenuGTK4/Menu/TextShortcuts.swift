import EditMenu
import Foundation
import GtkKit4

/// The edit keys of a text field or view, handled by the shared actions
/// before GTK's own bindings see them (a GtkShortcutController in the
/// capture phase): every standard action's key, from its declaration, and
/// the alternates (`EditKeys`, as on GTK 3) — Ctrl+Z and Ctrl+Shift+Z
/// (Ctrl+Y) undo and redo in the one history, Ctrl+X, Ctrl+C and Ctrl+V cut,
/// copy and paste through the shared paste checks, Ctrl+B, Ctrl+I and
/// Ctrl+U style a text view that allows it.
@MainActor
enum TextShortcuts {
    /// What GtkText's and GtkTextView's own bindings do with these keys:
    /// taken even when there is nothing to do, so GTK never edits beside the
    /// history. Any other key goes on as if unbound when its action cannot
    /// be performed (Delete with nothing selected deletes the next character).
    static let boundByGTK: Set<Action> = [.undo, .redo, .cut, .copy, .paste]

    static func install(on view: EditableText) {
        let keys = Gtk.ShortcutController()
        keys.phase = .capture
        for (shortcut, action) in EditKeys.all {
            keys.add(shortcut.gtkAccelerator) { [weak view] in
                guard let view else { return false }
                let sender = ActionSender.keyShortcut(shortcut)
                guard view.canPerformAction(action, withSender: sender) else { return boundByGTK.contains(action) }
                return view.perform(action, sender: sender) || boundByGTK.contains(action)
            }
        }
        view.gtkWidget.addController(keys)
    }
}
