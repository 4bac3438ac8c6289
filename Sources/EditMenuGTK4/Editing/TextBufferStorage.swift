import EditMenu
import Foundation
import GtkKit4

/// A GTK 4 GtkTextView's buffer as the shared core's ``TextStorage``: every
/// change reported from the buffer's `insert-text` and `delete-range`
/// signals, whoever makes it. GTK's own undo is off: the core keeps the one
/// history.
@MainActor
final class TextBufferStorage: GtkTextStorage {
    let textView: Gtk.TextView
    let buffer: Gtk.TextBuffer
    let events: TextEvents
    private(set) lazy var editGuard = EditGuard { [unowned textView] in textView.errorBell() }

    init(_ textView: Gtk.TextView) {
        self.textView = textView
        buffer = textView.buffer
        events = TextEvents(on: textView)
        buffer.enablesUndo = false
    }

    @discardableResult
    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection { buffer.connect(.changed, handler) }

    func characters(in range: Range<Int>) -> String { buffer.characters(in: range) }
    func deleteCharacters(in range: Range<Int>) { editGuard.ownEdit { buffer.delete(range) } }
    func insert(_ text: Substring, count: Int, at offset: Int) { editGuard.ownEdit { buffer.insert(text, at: offset) } }

    var length: Int { buffer.count }
    /// GtkTextBuffer counts in `gint`; memory is the real bound.
    var capacity: TextCapacity { TextCapacity(characters: Int(Int32.max)) }
    var byteCount: Int { buffer.text.utf8.count }

    var selection: Range<Int>? { buffer.selection.flatMap { $0.isEmpty ? nil : $0 } }
    var caret: Int { buffer.caret }
    func select(_ range: Range<Int>) { buffer.select(range) }
    func setText(_ text: String) { editGuard.ownEdit { buffer.text = text } }

    var isEditable: Bool {
        get { textView.isEditable }
        set { textView.isEditable = newValue }
    }

    func replaceSelectionAsTyping(with text: String) { buffer.replaceSelection(with: text) }
    func pasteable(_ text: String) -> String { text }
    func scrollToCaret() { textView.scrollToCaret() }
    func wordRange(at offset: Int) -> Range<Int> { WordBoundaries(buffer.text).word(at: offset) }

    func report(to recorder: TextEditRecorder) {
        buffer.connect(.insertText) { @MainActor [unowned self] _ in editGuard.check(.insertText, of: buffer) }
        buffer.connect(.deleteRange) { [unowned self] _, _ in editGuard.check(.deleteRange, of: buffer) }
        buffer.connect(.deleteRange) { [unowned recorder] start, end in recorder.textWillBeDeleted(start, end) }
        buffer.connect(.insertText) { @MainActor [unowned recorder] offset in recorder.textWillBeInserted(at: offset) }
        buffer.connect(.insertText, after: true) { @MainActor [unowned recorder] _ in recorder.textWasInserted() }
        events.onClick { [unowned recorder] in recorder.caretMoved() }
    }
}
