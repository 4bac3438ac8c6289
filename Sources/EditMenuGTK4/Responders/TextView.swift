import EditMenu
import Foundation
import GtkKit4

/// Many lines of text (`GtkTextView`) with the standard edit actions, paste
/// checks and undo of every ``EditableText``, in place of GTK 4's own
/// context menu. It keeps the keyboard while its menu is up.
///
/// ```swift
/// let notes = TextView()
/// notes.text = "First line\nSecond line"
/// notes.selectAll()
/// ```
@MainActor
open class TextView: EditableText {
    let textView: Gtk.TextView

    public init() {
        textView = Gtk.TextView()
        super.init(wrapping: textView, storage: TextBufferStorage(textView))
    }
}
