import EditMenu
import Foundation
import GtkKit4

/// The edit keys of a text view, handled by the shared actions before GTK's
/// own bindings see them (a GtkShortcutController in the capture phase):
/// Ctrl+Z and Ctrl+Shift+Z (Ctrl+Y) undo and redo in the one history, and
/// Ctrl+X, Ctrl+C, Ctrl+V and Shift+Insert cut, copy and paste through the
/// shared paste checks. GtkText's and GtkTextView's own bindings for these
/// keys never run, so GTK never edits beside the history.
@MainActor
enum TextShortcuts {
    static func install(on view: EditableText) {
        let keys = Gtk.ShortcutController()
        keys.phase = .capture
        let bindings: [(String, Action)] = [
            ("<Control>z", .undo), ("<Control><Shift>z|<Control>y", .redo),
            ("<Control>x", .cut), ("<Control>c", .copy), ("<Control>v|<Shift>Insert", .paste),
        ]
        for (trigger, action) in bindings {
            keys.add(trigger) { [weak view] in
                guard let view else { return false }
                // Taken even when there is nothing to do: GTK's own would act.
                if view.canPerformAction(action, withSender: .program) { _ = view.perform(action, sender: .program) }
                return true
            }
        }
        view.gtkWidget.addController(keys)
    }

    /// Ctrl+B, Ctrl+I and Ctrl+U for Bold, Italic and Underline, and
    /// Ctrl+Shift+V for Paste and Match Style, in a text view that allows
    /// styling; elsewhere the keys go on as if unbound.
    static func installFormatKeys(on view: EditableText) {
        let keys = Gtk.ShortcutController()
        keys.phase = .capture
        let bindings: [(String, Action)] = [
            ("<Control>b", .toggleBoldface), ("<Control>i", .toggleItalics), ("<Control>u", .toggleUnderline),
            ("<Control><Shift>v", .pasteAndMatchStyle),
        ]
        for (trigger, action) in bindings {
            keys.add(trigger) { [weak view] in
                guard let view, view.canPerformAction(action, withSender: .program) else { return false }
                return view.perform(action, sender: .program)
            }
        }
        view.gtkWidget.addController(keys)
    }
}
