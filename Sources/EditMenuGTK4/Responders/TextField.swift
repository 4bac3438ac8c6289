import EditMenu
import Foundation
import GtkKit4

/// A one-line text field (`GtkEntry`) with the standard edit actions, paste
/// checks and undo of every ``EditableText``, in place of GTK 4's own
/// context menu. It keeps the keyboard while its menu is up.
///
/// A field holds what its GtkEntry holds: 65,534 UTF-8 bytes. A paste that
/// would make it longer is refused whole, never cut short, and pasted line
/// breaks become spaces.
///
/// ```swift
/// let field = TextField(placeholder: "Name")
/// field.text = "Ada"
/// ```
@MainActor
open class TextField: EditableText {
    let entry: Gtk.Entry

    public init(placeholder: String? = nil) {
        entry = Gtk.Entry()
        entry.placeholder = placeholder
        super.init(wrapping: entry, storage: EntryStorage(entry))
    }

    /// `string` on one line: a field cannot hold a line break, so each
    /// becomes a space.
    public static func singleLine(_ string: String) -> String {
        String(string.map { $0.isNewline ? " " : $0 })
    }
}
