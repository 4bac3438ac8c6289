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
        events = TextEvents(on: textView, editor: textView)
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

    var allowsEmoji: Bool { isEditable && textView.allowsEmoji }
    /// GtkTextView's emoji chooser, which inserts its pick as one step (``ChosenInsertions``).
    func insertEmoji() { textView.openEmojiChooser() }
    func scrollToCaret() { textView.scrollToCaret() }
    /// The word at `offset`, looked for within 4,096 code points either side.
    func wordRange(at offset: Int) -> Range<Int> {
        let window = 4_096
        let from = max(0, offset - window), to = min(length, offset + window)
        let word = WordBoundaries(characters(in: from..<to)).word(at: offset - from)
        return (word.lowerBound + from)..<(word.upperBound + from)
    }

    func report(to recorder: TextEditRecorder) {
        buffer.connect(.textToInsert) { @MainActor [unowned self] text in
            editGuard.check(.insertText, of: buffer, later: insertionAfterTheEdit(of: text))
        }
        buffer.connect(.deleteRange) { [unowned self] _, _ in editGuard.check(.deleteRange, of: buffer) }
        buffer.connect(.deleteRange) { [unowned self, unowned recorder] start, end in
            // The styling goes first, so Undo restores the text, then its styling.
            recorder.textWillBeDeleted(start, end) { range in self.stylingRemoved(from: range) }
        }
        buffer.connect(.insertText) { @MainActor [unowned recorder] offset in recorder.textWillBeInserted(at: offset) }
        buffer.connect(.insertText, after: true) { @MainActor [unowned recorder] _ in recorder.textWasInserted() }
        reportEvents(to: recorder)
    }
}

/// Bold, Italic and Underline as the buffer's GtkTextTags, named after the
/// styles and made on first use; the rules over them are the shared
/// ``StyledText``'s (GTK 3's text view uses the same).
extension TextBufferStorage: StyledText {
    func styledRanges(_ style: TextStyle, in range: Range<Int>) -> [Range<Int>] {
        buffer.tag(named: style.rawValue).map { buffer.ranges(of: $0, in: range) } ?? []
    }

    func setStyle(_ style: TextStyle, on ranges: [Range<Int>], within range: Range<Int>) {
        let tag = self.tag(style)
        buffer.remove(tag, from: range)
        for styled in ranges { buffer.apply(tag, to: styled) }
    }

    private func tag(_ style: TextStyle) -> Gtk.TextTag {
        if let tag = buffer.tag(named: style.rawValue) { return tag }
        let tag = Gtk.TextTag(name: style.rawValue)
        if let look = Gtk.TextTag.Look(rawValue: style.rawValue) { tag.setLook(look) }
        buffer.add(tag)
        return tag
    }
}
