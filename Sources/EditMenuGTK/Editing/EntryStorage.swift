import CGtk
import EditMenu
import Foundation

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
final class EntryStorage: TextStorage {
    let widget: UnsafeMutablePointer<GtkWidget>

    private(set) lazy var editGuard = EditGuard(widget: widget)
    /// The spelling underlines the entry shows, and the text they were made for.
    private var underlined: (text: String, ranges: [Range<Int>])?

    init() {
        widget = gtk_entry_new()
    }

    var entry: UnsafeMutablePointer<GtkEntry> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkEntry.self) }
    var editable: OpaquePointer { OpaquePointer(widget) }
    var textObject: GObjectRef { GObjectRef(retaining: UnsafeMutableRawPointer(widget)) }

    /// The UTF-8 bytes GtkEntryBuffer holds at most: `GTK_ENTRY_BUFFER_MAX_SIZE`
    /// less its NUL (measured: 70,000 ASCII characters set leave 65,534).
    static let byteCapacity = Int(UInt16.max) - 1

    var text: String { String(cString: gtk_entry_get_text(entry)) }
    var length: Int { Int(gtk_entry_get_text_length(entry)) }

    var capacity: TextCapacity {
        let maximum = Int(gtk_entry_get_max_length(entry))
        return TextCapacity(characters: maximum > 0 ? maximum : nil, bytes: Self.byteCapacity)
    }

    var byteCount: Int { strlen(gtk_entry_get_text(entry)) }

    var chunkLength: Int { .max }

    // MARK: TextDocument

    func characters(in range: Range<Int>) -> String {
        consumeGString(gtk_editable_get_chars(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound)))
    }

    func utf8(in range: Range<Int>) -> Data {
        adoptGString(gtk_editable_get_chars(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound)))
    }

    func deleteCharacters(in range: Range<Int>) {
        editGuard.ownEdit {
            gtk_editable_delete_text(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound))
        }
    }

    func insert(_ text: Substring, count: Int, at offset: Int) {
        var position = TextOffsets.gtk(offset)
        var text = text
        editGuard.ownEdit {
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return }
                gtk_editable_insert_text(editable, UnsafeRawPointer(start).assumingMemoryBound(to: gchar.self),
                                         gint(clamping: bytes.count), &position)
            }
        }
    }

    // MARK: Selection

    var selection: Range<Int>? {
        var start: gint = 0, end: gint = 0
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }

    var caret: Int { Int(gtk_editable_get_position(editable)) }

    func select(_ range: Range<Int>) {
        gtk_editable_select_region(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound))
    }

    func setText(_ text: String) { gtk_entry_set_text(entry, text) }

    // MARK: Editing

    var isEditable: Bool {
        get { gtk_editable_get_editable(editable) != 0 }
        set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
    }

    func replaceSelectionAsTyping(with text: String) {
        gtk_editable_delete_selection(editable)
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, -1, &position)
        gtk_editable_set_position(editable, position)
    }

    /// GtkEntry shows one line; pasted newlines become spaces, as GTK does
    /// for its own entry paste.
    func pasteable(_ text: String) -> String { TextField.singleLine(text) }

    /// GtkEntry keeps its caret in view itself.
    func scrollToCaret() {}

    func wordRange(at offset: Int) -> Range<Int> { TextOffsets(text).wordRange(at: offset) }

    // MARK: Geometry

    func offset(at point: CGPoint) -> Int? {
        guard let layout = gtk_entry_get_layout(entry) else { return nil }
        var layoutX: gint = 0, layoutY: gint = 0
        gtk_entry_get_layout_offsets(entry, &layoutX, &layoutY)
        var index: gint = 0, trailing: gint = 0
        let inside = pango_layout_xy_to_index(layout, gint((point.x - Double(layoutX)) * Double(PANGO_SCALE)),
                                              gint((point.y - Double(layoutY)) * Double(PANGO_SCALE)), &index, &trailing)
        guard inside != 0 else { return nil }
        let text = self.text
        guard let character = text.utf8.index(text.startIndex, offsetBy: Int(gtk_entry_layout_index_to_text_index(entry, index)),
                                               limitedBy: text.endIndex) else { return nil }
        return TextOffsets(text).offset(of: character)
    }

    /// The middle of the selection (or the caret), clamped to the field.
    var touchMenuPoint: CGPoint {
        let range = selection ?? caret..<caret
        let x = (screenX(ofOffset: range.lowerBound) + screenX(ofOffset: range.upperBound)) / 2
        let width = Double(gtk_widget_get_allocated_width(widget)), height = Double(gtk_widget_get_allocated_height(widget))
        return CGPoint(x: min(max(x, 0), width), y: height / 2)
    }

    /// The x of the caret before `offset`, in widget coordinates.
    func screenX(ofOffset offset: Int) -> Double {
        guard let layout = gtk_entry_get_layout(entry) else { return 0 }
        var layoutX: gint = 0, layoutY: gint = 0
        gtk_entry_get_layout_offsets(entry, &layoutX, &layoutY)
        let text = self.text
        let byteIndex = text.utf8.distance(from: text.startIndex, to: TextOffsets(text).index(at: offset))
        var position = PangoRectangle()
        pango_layout_index_to_pos(layout, gtk_entry_text_index_to_layout_index(entry, gint(byteIndex)), &position)
        return Double(layoutX) + Double(position.x) / Double(PANGO_SCALE)
    }

    // MARK: Spelling

    /// An entry scrolls to keep its caret in view, and shows far fewer than
    /// 2,048 characters either side of it. A field longer than 10,000
    /// characters holds a token or a log line, not prose, and is not
    /// checked: new underlines make GtkEntry lay its whole line out again
    /// (about 85 ms for 65,534 bytes here), a stall of its own after a paste.
    var spellCheckWindow: Range<Int> {
        let reach = 2_048, caret = self.caret, length = self.length
        guard length <= 10_000 else { return 0..<0 }
        return max(0, caret - reach)..<min(length, caret + reach)
    }

    /// The entry's Pango attributes: an error underline per word (the entry
    /// has no other attributes of ours).
    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>) {
        // New attributes make GtkEntry lay its text out again: not for the same ones.
        let text = self.text
        if let underlined, underlined.ranges == misspelled, underlined.text == text { return }
        // Nothing underlined yet, and nothing to underline (a long field, a correct text).
        if underlined == nil, misspelled.isEmpty { return }
        underlined = (text, misspelled)
        let list = pango_attr_list_new()!
        defer { pango_attr_list_unref(list) }
        if !misspelled.isEmpty {
            // Pango counts bytes: walk the text once, in order.
            let scalars = text.unicodeScalars
            var index = scalars.startIndex, offset = 0, byte = 0
            func advance(to target: Int) {
                while offset < target, index < scalars.endIndex {
                    byte += UTF8.width(scalars[index]); scalars.formIndex(after: &index); offset += 1
                }
            }
            for range in misspelled.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                advance(to: range.lowerBound)
                let start = byte
                advance(to: range.upperBound)
                let underline = pango_attr_underline_new(PANGO_UNDERLINE_ERROR)!
                underline.pointee.start_index = guint(start)
                underline.pointee.end_index = guint(byte)
                pango_attr_list_insert(list, underline)
            }
        }
        gtk_entry_set_attributes(entry, list)
    }

    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) {
        GObjectRef(retaining: UnsafeMutableRawPointer(entry)).connect(.notify("scroll-offset"), handler)
    }

    func longEditWillBegin() { editGuard.isOn = true }
    /// GtkEntry lays its text out as it takes it.
    func whenLaidOut(_ done: @escaping @MainActor () -> Void) { done() }
    func longEditDidEnd() { editGuard.isOn = false }

    /// GtkEntry's own progress bar, under its text.
    func showProgress(_ fraction: Double?, label: String) {
        gtk_entry_set_progress_fraction(entry, fraction ?? 0)
    }

    // MARK: Emoji and styling

    var allowsEmoji: Bool {
        isEditable && (gtk_entry_get_input_hints(entry).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0
    }

    func insertEmoji() { textObject.emit(.insertEmoji) }

    func stylingRemoved(from range: Range<Int>) -> FormatChange? { nil }
    func restyle(_ change: FormatChange) {}
}

extension EntryStorage {
    func report(to recorder: TextEditRecorder) {
        let object = textObject, pointer = object.pointer
        // First, so that a refused change reaches no other handler.
        object.connect(.insertText) { [unowned self] _, _, _ in editGuard.check(pointer, emitting: "insert-text") }
        object.connect(.deleteText) { [unowned self] _, _ in editGuard.check(pointer, emitting: "delete-text") }
        object.connect(.deleteText) { [unowned recorder] start, end in recorder.textWillBeDeleted(start, end) }
        object.connect(.insertText) { [unowned recorder] _, _, position in
            recorder.textWillBeInserted(at: position.map { Int($0.pointee) })
        }
        object.connect(.insertText, after: true) { [unowned recorder] _, _, _ in recorder.textWasInserted() }
    }
}
