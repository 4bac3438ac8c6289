import EditMenu
@_spi(Toolkit) import EditMenuText
import Foundation
import GtkKit4

/// Text the user edits on GTK 4: what ``TextField`` (GtkEntry) and
/// ``TextView`` (GtkTextView) share. The rules are EditMenuText's, the same
/// as on GTK 3: the standard actions (Undo, Redo, Cut, Copy, Paste, Paste
/// Selection, Delete, Select, Select All, each enabled when it can do
/// something), a paste that reads without blocking, removes NULs and refuses
/// invalid UTF-8 or text that does not fit whole (``onPasteFailed(_:)``),
/// and one undo history (typing in runs, Cut, Paste, Delete) with Ctrl+Z
/// and Ctrl+Shift+Z. GTK 4's own undo is off.
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.onPasteFailed { error in log.append("Nothing pasted: \(error)") }
/// field.replaceText(with: "Hello", undoableAs: "Paste")
/// field.undoActionName   // "Paste"
/// ```
@MainActor
open class EditableText: View {
    let storage: any TextStorage
    /// The shared editing rules over `storage`.
    private(set) var editor: TextEditor!

    init(wrapping widget: Gtk.Widget, storage: any TextStorage) {
        self.storage = storage
        super.init(wrapping: widget.opaque)
        acceptsFirstResponder = true
        editMenuTriggers = .standard
        editor = TextEditor(storage: storage, host: self)
        editor.registerStandardActions(on: self)
        TextShortcuts.install(on: self)
        // Its handlers go with the widget's, as GLib drops those on destroy.
        gtkWidget.connect(.destroy) { [weak self] in self?.editor.widgetWillBeDestroyed() }
    }

    // MARK: Selection

    /// The selected text, or nil.
    public var selectedText: String? { storage.selection.map(storage.characters(in:)) }

    /// Selects the whole text.
    public func selectAll() { storage.select(0..<storage.length) }

    /// Selects `range`, in GTK's code points (the demo's styled sample).
    package func selectOffsets(_ range: Range<Int>) { storage.select(range) }

    // MARK: The pasteboard

    /// What Copy and Cut put on the clipboard for `range`: its plain text (a
    /// text view that allows styling adds the styled text).
    package func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        PasteboardItem(string: text ?? storage.characters(in: range))
    }

    /// Styled text a paste reads before plain text: none but a styled text view's.
    package func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? { nil }
}

extension EditableText: TextEditing {
    @_spi(Toolkit) public var textEditor: TextEditor { editor }
}

extension EditableText: TextEditorHost {}
