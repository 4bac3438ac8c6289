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

    /// Our text field over a GtkEntry made elsewhere (in C, by another
    /// binding), which keeps its text, look and place: from now on it has
    /// our edit menu, undo, paste rules and keyboard shortcuts, and its
    /// place in the responder chain under the nearest view above it, or its
    /// window (a GtkWindow made elsewhere becomes a ``Window``). The view
    /// lives as long as its widget is in a window; hold it yourself before.
    ///
    /// ```swift
    /// let entry = gtk_entry_new()            // the app's own, in its own window
    /// gtk_box_append(box, entry)
    /// let field = TextField(unsafeWidget: OpaquePointer(entry))
    /// field.onPasteFailed { print("Nothing pasted: \($0)") }
    /// ```
    ///
    /// `unsafeWidget` must point at a live `GtkEntry`; another widget, or one
    /// a view already has, stops the program with a message that says so.
    public init(unsafeWidget entry: OpaquePointer) {
        self.entry = Gtk.Entry.madeElsewhere(entry, by: "TextField(unsafeWidget:)")
        super.init(wrapping: self.entry, storage: EntryStorage(self.entry))
        followWidgetIntoResponderTree()
    }

    /// `string` on one line: a field cannot hold a line break, so each
    /// becomes a space.
    public static func singleLine(_ string: String) -> String {
        String(string.map { $0.isNewline ? " " : $0 })
    }
}
