import EditMenu
import Foundation
import GtkKit4

/// A GTK 4 GtkTextView's buffer as the shared core's ``TextStorage``: every
/// change reported from the buffer's `insert-text` and `delete-range`
/// signals, whoever makes it. GTK's own undo is off: the core keeps the one
/// history.
///
/// Text of any size goes in a piece at a time (``chunkLength``), so that a
/// paste or undo of megabytes keeps the window drawing and Esc stops it;
/// its progress shows in the view's bottom gutter (``TextViewProgress``).
/// Nothing here reads the whole text: a word, a byte count or a copy of a
/// 20 MB note costs what it costs in a short one.
@MainActor
final class TextBufferStorage: GtkTextStorage {
    let textView: Gtk.TextView
    let buffer: Gtk.TextBuffer
    let events: TextEvents
    private(set) lazy var editGuard = EditGuard { [unowned textView] in textView.errorBell() }
    private lazy var progress = TextViewProgress(in: textView)

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
    /// Not needed by any capacity: counting would read the whole text.
    var byteCount: Int { 0 }
    /// About 190 KB of mixed-script text, which a buffer takes in a
    /// millisecond or two; a long edit does as many pieces as fit in its turn.
    var chunkLength: Int { 1 << 17 }

    func showProgress(_ fraction: Double?, label: String) { progress.show(fraction, label: label) }

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
    /// The word at `offset`, looked for within 4,096 code points either side.
    func wordRange(at offset: Int) -> Range<Int> {
        let window = 4_096
        let from = max(0, offset - window), to = min(length, offset + window)
        let word = WordBoundaries(characters(in: from..<to)).word(at: offset - from)
        return (word.lowerBound + from)..<(word.upperBound + from)
    }

    func report(to recorder: TextEditRecorder) {
        buffer.connect(.insertText) { @MainActor [unowned self] _ in editGuard.check(.insertText, of: buffer) }
        buffer.connect(.deleteRange) { [unowned self] _, _ in editGuard.check(.deleteRange, of: buffer) }
        buffer.connect(.deleteRange) { [unowned recorder] start, end in recorder.textWillBeDeleted(start, end) }
        buffer.connect(.insertText) { @MainActor [unowned recorder] offset in recorder.textWillBeInserted(at: offset) }
        buffer.connect(.insertText, after: true) { @MainActor [unowned recorder] _ in recorder.textWasInserted() }
        events.onPress { [unowned recorder] button in recorder.buttonPressed(button) }
    }
}
