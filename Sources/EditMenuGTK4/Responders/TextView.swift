import EditMenu
import Foundation
import GtkKit4

/// Many lines of text (`GtkTextView`) with Cut, Copy, Paste, Select All and
/// Delete in its menu, in place of GTK 4's own context menu. It keeps the
/// keyboard while its menu is up.
///
/// ```swift
/// let notes = TextView()
/// notes.text = "First line\nSecond line"
/// notes.selectAll()
/// ```
@MainActor
open class TextView: View, EditableTextView {
    let textView: Gtk.TextView

    public init() {
        textView = Gtk.TextView()
        super.init(wrapping: textView.opaque)
        acceptsFirstResponder = true
        editMenuTriggers = .standard
        handleStandardTextActions()
    }

    public var text: String {
        get { textView.buffer.text }
        set { textView.buffer.text = newValue }
    }

    /// Whether the user may change the text.
    public var isEditable: Bool {
        get { textView.isEditable }
        set { textView.isEditable = newValue }
    }

    /// The selected text, or nil.
    public var selectedText: String? {
        textView.buffer.selectedText.flatMap { $0.isEmpty ? nil : $0 }
    }

    public func selectAll() { textView.buffer.selectAll() }

    /// Puts `string` in place of the selection (or at the caret), as one undo step.
    public func replaceSelection(with string: String) { textView.buffer.replaceSelection(with: string) }

    func deleteSelection() { textView.buffer.deleteSelection() }

    var canSelectMore: Bool {
        let buffer = textView.buffer
        return buffer.count > 0 && buffer.selection != 0..<buffer.count
    }

    func insertPasted(_ text: String) { replaceSelection(with: text) }
}
