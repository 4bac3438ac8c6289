import EditMenu
import Foundation
import GtkKit4

/// A one-line text field (`GtkEntry`) with Cut, Copy, Paste, Select All and
/// Delete in its menu, in place of GTK 4's own context menu. It keeps the
/// keyboard while its menu is up.
///
/// ```swift
/// let field = TextField(placeholder: "Name")
/// field.text = "Ada"
/// ```
@MainActor
open class TextField: View, EditableTextView {
    let entry: Gtk.Entry

    public init(placeholder: String? = nil) {
        entry = Gtk.Entry()
        super.init(wrapping: entry.opaque)
        entry.placeholder = placeholder
        acceptsFirstResponder = true
        editMenuTriggers = .standard
        handleStandardTextActions()
    }

    public var text: String {
        get { entry.text }
        set { entry.text = newValue }
    }

    /// Whether the user may change the text.
    public var isEditable: Bool {
        get { entry.isEditable }
        set { entry.isEditable = newValue }
    }

    /// The selected text, or nil.
    public var selectedText: String? {
        guard let range = entry.selection, !range.isEmpty else { return nil }
        return entry.characters(range)
    }

    public func selectAll() { entry.selectRegion(start: 0, end: -1) }

    /// Puts `string` in place of the selection (or at the caret), the caret after it.
    public func replaceSelection(with string: String) {
        let start = entry.selection?.lowerBound ?? entry.position
        entry.deleteSelection()
        entry.position = entry.insert(string, at: start)
    }

    func deleteSelection() { entry.deleteSelection() }

    var canSelectMore: Bool { !text.isEmpty && entry.selection != 0..<text.count }

    func insertPasted(_ text: String) { replaceSelection(with: TextField.singleLine(text)) }

    /// `string` on one line: a field cannot hold a line break, so each
    /// becomes a space.
    public static func singleLine(_ string: String) -> String {
        String(string.map { $0.isNewline ? " " : $0 })
    }
}
