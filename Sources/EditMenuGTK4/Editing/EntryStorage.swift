import EditMenu
import EditMenuSpelling
import Foundation
import GtkKit4

/// A GTK 4 GtkEntry as the shared core's ``TextStorage``: the text, caret
/// and selection through GtkEditable, every change reported from the
/// `insert-text` and `delete-text` signals of the GtkText inside (where
/// GtkEntry's edits happen), whoever makes it.
///
/// GtkEntryBuffer holds 65,534 UTF-8 bytes, as on GTK 3, and cuts longer
/// text short without a word, so a paste is checked against that first.
/// GTK's own undo is off: the core keeps the one history.
@MainActor
final class EntryStorage: GtkTextStorage {
    /// What a GtkEntryBuffer holds: `GTK_ENTRY_BUFFER_MAX_SIZE` (65,535)
    /// bytes with the terminating NUL.
    static let byteCapacity = 65_534

    let entry: Gtk.Entry
    /// The GtkText inside, which emits the change signals and draws the text.
    let editor: Gtk.Text
    /// The spelling underlines the field shows.
    var underlines = FieldUnderlines()
    let events: TextEvents
    private(set) lazy var editGuard = EditGuard { [unowned entry] in entry.errorBell() }

    init(_ entry: Gtk.Entry) {
        self.entry = entry
        editor = entry.textWidget!
        events = TextEvents(on: entry, editor: editor)
        entry.enablesUndo = false
    }

    @discardableResult
    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection { entry.connect(.changed, handler) }

    func characters(in range: Range<Int>) -> String { entry.characters(range) }
    func deleteCharacters(in range: Range<Int>) { editGuard.ownEdit { entry.deleteText(in: range) } }
    func insert(_ text: Substring, count: Int, at offset: Int) { editGuard.ownEdit { entry.insert(String(text), at: offset) } }

    var length: Int { entry.text.unicodeScalars.count }
    var capacity: TextCapacity { TextCapacity(characters: entry.maximumLength, bytes: Self.byteCapacity) }
    var byteCount: Int { entry.text.utf8.count }

    var selection: Range<Int>? { entry.selection }
    var caret: Int { entry.position }
    func select(_ range: Range<Int>) { entry.selectRegion(start: range.lowerBound, end: range.upperBound) }
    func setText(_ text: String) { editGuard.ownEdit { entry.text = text } }

    var isEditable: Bool {
        get { entry.isEditable }
        set { entry.isEditable = newValue }
    }

    func replaceSelectionAsTyping(with text: String) {
        let start = selectionOrCaret.lowerBound
        entry.deleteSelection()
        entry.position = entry.insert(text, at: start)
    }

    /// A field holds 65,534 bytes, which GtkText takes in one piece.
    var chunkLength: Int { .max }
    /// GtkEntry's own progress bar, under its text.
    func showProgress(_ fraction: Double?, label: String) { entry.progressFraction = fraction ?? 0 }

    func pasteable(_ text: String) -> String { TextField.singleLine(text) }

    var allowsEmoji: Bool { isEditable && editor.allowsEmoji }
    /// GtkText's emoji chooser, which inserts its pick as one step (``ChosenInsertions``).
    func insertEmoji() { editor.openEmojiChooser() }

    /// A field's text has no styles.
    func stylingRemoved(from range: Range<Int>) -> FormatChange? { nil }
    func restyle(_ change: FormatChange) {}
    func scrollToCaret() {}
    func wordRange(at offset: Int) -> Range<Int> { WordBoundaries(entry.text).word(at: offset) }

    func report(to recorder: TextEditRecorder) {
        // First, so that a refused change reaches no other handler. The
        // handlers hold the storage and the recorder unowned: the view owns both.
        editor.connect(.textToInsert) { @MainActor [unowned self] text in
            editGuard.check(.insertText, of: editor, later: insertionAfterTheEdit(of: text))
        }
        editor.connect(.deleteText) { [unowned self] _, _ in editGuard.check(.deleteText, of: editor) }
        editor.connect(.deleteText) { [unowned recorder] start, end in recorder.textWillBeDeleted(start, end) }
        editor.connect(.insertText) { @MainActor [unowned recorder] position in recorder.textWillBeInserted(at: position) }
        editor.connect(.insertText, after: true) { @MainActor [unowned recorder] _ in recorder.textWasInserted() }
        reportEvents(to: recorder)
    }
}
