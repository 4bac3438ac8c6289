import EditMenu
import EditMenuSpelling
import Foundation
import GtkKit

/// A GtkEntry as the storage of a ``TextField``.
///
/// GtkEntry's buffer holds at most 65,534 bytes of UTF-8 (it grows to
/// `GTK_ENTRY_BUFFER_MAX_SIZE`, 65,535 bytes, one of them the terminating
/// NUL): 65,534 ASCII characters, 32,767 accented Latin ones, 16,383 emoji.
/// It cuts longer insertions short without a word (and so does its
/// max-length, in characters), so a paste is checked against the room left
/// first. It lays its whole
/// text out as one Pango line after every change, so text goes in as one
/// piece: pieces would each pay for the whole line again.
@MainActor
final class EntryStorage: GtkTextStorage {
    let entry: Gtk.Entry
    var widget: Gtk.Widget { entry }

    /// Storage in `entry`: a new one, or one made elsewhere (`TextField(unsafeWidget:)`).
    init(_ entry: Gtk.Entry = Gtk.Entry()) {
        self.entry = entry
    }

    private(set) lazy var editGuard = EditGuard { [unowned entry] in entry.errorBell() }
    /// The spelling underlines the entry shows.
    private var underlines = FieldUnderlines()

    @discardableResult
    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection {
        entry.connect(.changed, handler)
    }

    /// The UTF-8 bytes GtkEntryBuffer holds at most: `GTK_ENTRY_BUFFER_MAX_SIZE`
    /// less its NUL (measured: 70,000 ASCII characters set leave 65,534).
    static let byteCapacity = Int(UInt16.max) - 1

    var text: String { entry.text }
    var length: Int { entry.characterCount }

    var capacity: TextCapacity {
        TextCapacity(characters: entry.maximumLength, bytes: Self.byteCapacity)
    }

    var byteCount: Int { entry.byteCount }

    var chunkLength: Int { .max }

    // MARK: TextDocument

    func characters(in range: Range<Int>) -> String { entry.characters(in: range) }

    func utf8(in range: Range<Int>) -> Data { entry.utf8(in: range) }

    func deleteCharacters(in range: Range<Int>) {
        editGuard.ownEdit { entry.delete(range) }
    }

    func insert(_ text: Substring, count: Int, at offset: Int) {
        editGuard.ownEdit { entry.insert(text, at: offset) }
    }

    // MARK: Selection

    var selection: Range<Int>? { entry.selection }

    var caret: Int { entry.caret }

    func select(_ range: Range<Int>) { entry.select(range) }

    func setText(_ text: String) { entry.text = text }

    // MARK: Editing

    var isEditable: Bool {
        get { entry.isEditable }
        set { entry.isEditable = newValue }
    }

    func replaceSelectionAsTyping(with text: String) { entry.replaceSelection(with: text) }

    /// GtkEntry shows one line; pasted newlines become spaces, as GTK does
    /// for its own entry paste.
    func pasteable(_ text: String) -> String { TextField.singleLine(text) }

    /// GtkEntry keeps its caret in view itself.
    func scrollToCaret() {}

    func wordRange(at offset: Int) -> Range<Int> { TextOffsets(text).wordRange(at: offset) }

    // MARK: Geometry

    func offset(at point: CGPoint) -> Int? {
        guard let laidOut = entry.layout else { return nil }
        let hit = laidOut.layout.index(atX: Int((point.x - Double(laidOut.x)) * Pango.scale),
                                       y: Int((point.y - Double(laidOut.y)) * Pango.scale))
        guard hit.inside else { return nil }
        let text = self.text
        guard let character = text.utf8.index(text.startIndex, offsetBy: entry.textIndex(ofLayoutIndex: hit.index),
                                               limitedBy: text.endIndex) else { return nil }
        return TextOffsets(text).offset(of: character)
    }

    /// The middle of the selection (or the caret), clamped to the field.
    var touchMenuPoint: CGPoint {
        let range = selection ?? caret..<caret
        let x = (screenX(ofOffset: range.lowerBound) + screenX(ofOffset: range.upperBound)) / 2
        let width = Double(entry.allocatedWidth), height = Double(entry.allocatedHeight)
        return CGPoint(x: min(max(x, 0), width), y: height / 2)
    }

    /// The x of the caret before `offset`, in widget coordinates.
    func screenX(ofOffset offset: Int) -> Double {
        guard let laidOut = entry.layout else { return 0 }
        let text = self.text
        let byteIndex = text.utf8.distance(from: text.startIndex, to: TextOffsets(text).index(at: offset))
        let position = laidOut.layout.position(ofIndex: entry.layoutIndex(ofTextIndex: byteIndex))
        return Double(laidOut.x) + Double(position.x) / Pango.scale
    }

    // MARK: Spelling

    /// Around the caret (`SpellCheckWindow.field`): none in a field over 10,000 characters.
    var spellCheckWindow: Range<Int> { SpellCheckWindow.field(caret: caret, length: length) }

    /// The entry's Pango attributes: an error underline per word (the entry
    /// has no other attributes of ours).
    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>) {
        guard let byteRanges = underlines.update(misspelled, in: text) else { return }
        let list = Pango.AttributeList()
        for bytes in byteRanges { list.insertErrorUnderline(bytes: bytes) }
        entry.setAttributes(list)
    }

    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) {
        entry.connect(.notify("scroll-offset"), handler)
    }

    func longEditWillBegin() {
        editGuard.isOn = true
        editGuard.order = inputOrder
    }
    /// GtkEntry lays its text out as it takes it.
    func whenLaidOut(_ done: @escaping @MainActor () -> Void) { done() }
    func longEditDidEnd() {
        editGuard.isOn = false
        editGuard.order = nil
    }

    /// GtkEntry's own progress bar, under its text.
    func showProgress(_ fraction: Double?, label: String) {
        entry.setProgress(fraction ?? 0)
    }

    // MARK: Emoji and styling

    var allowsEmoji: Bool { isEditable && entry.allowsEmoji }

    func insertEmoji() { entry.emit(.insertEmoji) }

    func stylingRemoved(from range: Range<Int>) -> FormatChange? { nil }
    func restyle(_ change: FormatChange) {}
}

extension EntryStorage {
    func report(to recorder: TextEditRecorder) {
        // First, so that a refused change reaches no other handler. The
        // handlers reach the entry through the storage: one that held the
        // entry would keep it alive. (`@MainActor` is spelt out: GtkKit has
        // two `insertText` signals, and Swift types a one-argument closure
        // before it picks one.)
        // Weak: the entry can outlive the view, its storage and recorder.
        entry.connect(.textToInsert) { @MainActor [weak self] text in
            guard let self else { return }
            editGuard.check(.insertText, of: entry, later: insertionAfterTheEdit(of: text))
        }
        entry.connect(.deleteText) { [weak self] _, _ in
            guard let self else { return }
            editGuard.check(.deleteText, of: entry)
        }
        entry.connect(.deleteText) { [weak recorder] start, end in recorder?.textWillBeDeleted(start, end) }
        entry.connect(.insertText) { @MainActor [weak recorder] position in recorder?.textWillBeInserted(at: position) }
        entry.connect(.insertText, after: true) { @MainActor [weak recorder] _ in recorder?.textWasInserted() }
        recorder.watchEvents(of: entry)
    }
}
