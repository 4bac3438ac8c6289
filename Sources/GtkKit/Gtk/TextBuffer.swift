import CGtk
import Foundation

extension Gtk {
    /// The text of a text view, with its tags and marks (`GtkTextBuffer`).
    ///
    /// Positions are code-point offsets, as GTK counts them; an iterator
    /// (`TextIter`) is a position that holds only until the text changes.
    package final class TextBuffer: GLib.Object {
        override package class var gType: GType { gtk_text_buffer_get_type() }

        var buffer: UnsafeMutablePointer<GtkTextBuffer> { pointer.assumingMemoryBound(to: GtkTextBuffer.self) }

        // MARK: Text

        /// Its length in code points.
        package var characterCount: Int { Int(gtk_text_buffer_get_char_count(buffer)) }
        package var lineCount: Int { Int(gtk_text_buffer_get_line_count(buffer)) }

        /// The position at `offset` (clamped to the text by GTK).
        package func iter(at offset: Int) -> TextIter {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, gint(clamping: offset))
            return TextIter(iter)
        }
        package var startIter: TextIter {
            var iter = GtkTextIter()
            gtk_text_buffer_get_start_iter(buffer, &iter)
            return TextIter(iter)
        }
        package var endIter: TextIter {
            var iter = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &iter)
            return TextIter(iter)
        }

        /// The text of `range`, hidden text included.
        package func text(in range: Range<Int>) -> String {
            var start = iter(at: range.lowerBound).iter, end = iter(at: range.upperBound).iter
            return GLib.takeString(gtk_text_buffer_get_text(buffer, &start, &end, 1))
        }
        /// The UTF-8 bytes of `range`, as GTK handed them over (no copy).
        package func utf8(in range: Range<Int>) -> Data {
            var start = iter(at: range.lowerBound).iter, end = iter(at: range.upperBound).iter
            return GLib.takeBytes(gtk_text_buffer_get_text(buffer, &start, &end, 1))
        }
        /// Replaces all of the text.
        package func setText(_ text: String) { gtk_text_buffer_set_text(buffer, text, -1) }

        package func delete(_ range: Range<Int>) {
            var start = iter(at: range.lowerBound).iter, end = iter(at: range.upperBound).iter
            gtk_text_buffer_delete(buffer, &start, &end)
        }
        /// Inserts the UTF-8 bytes of `text` at `offset`.
        package func insert(_ text: Substring, at offset: Int) {
            var at = iter(at: offset).iter
            var text = text
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return }
                gtk_text_buffer_insert(buffer, &at, UnsafeRawPointer(start).assumingMemoryBound(to: gchar.self),
                                       gint(clamping: bytes.count))
            }
        }
        /// Replaces the selection with `text` as typing does (only where the
        /// text is editable, when `editable` is the view's default).
        package func replaceSelectionInteractively(with text: String, editable: Bool) {
            gtk_text_buffer_delete_selection(buffer, 1, editable ? 1 : 0)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, editable ? 1 : 0)
        }

        // MARK: Selection

        /// The selection, in code points; nil when nothing is selected.
        package var selection: Range<Int>? {
            var start = GtkTextIter(), end = GtkTextIter()
            guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
            let from = Int(gtk_text_iter_get_offset(&start)), to = Int(gtk_text_iter_get_offset(&end))
            return min(from, to)..<max(from, to)
        }
        /// The caret's offset (the insert mark's).
        package var caret: Int {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            return Int(gtk_text_iter_get_offset(&iter))
        }
        /// Selects `range`, with the caret at `caretAtEnd ? end : start`.
        package func select(_ range: Range<Int>, caretAtEnd: Bool = true) {
            var start = iter(at: range.lowerBound).iter, end = iter(at: range.upperBound).iter
            if caretAtEnd { gtk_text_buffer_select_range(buffer, &end, &start) } else { gtk_text_buffer_select_range(buffer, &start, &end) }
        }
        /// The insert mark: where the caret is.
        package var insertMark: TextMark { TextMark(retaining: UnsafeMutableRawPointer(gtk_text_buffer_get_insert(buffer))) }

        /// A mark named `name` (nil: anonymous) at `offset`, staying left of
        /// text inserted there when `leftGravity`.
        package func createMark(named name: String?, at offset: Int, leftGravity: Bool) -> TextMark {
            var at = iter(at: offset).iter
            return TextMark(retaining: UnsafeMutableRawPointer(gtk_text_buffer_create_mark(buffer, name, &at, leftGravity ? 1 : 0)))
        }
        package func mark(named name: String) -> TextMark? {
            TextMark.wrap(gtk_text_buffer_get_mark(buffer, name).map(UnsafeMutableRawPointer.init))
        }
        package func move(_ mark: TextMark, to offset: Int) {
            var at = iter(at: offset).iter
            gtk_text_buffer_move_mark(buffer, mark.mark, &at)
        }
        package func offset(of mark: TextMark) -> Int {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, mark.mark)
            return Int(gtk_text_iter_get_offset(&iter))
        }

        // MARK: Tags

        /// The tag named `name` in the buffer's table, if there is one.
        package func tag(named name: String) -> TextTag? {
            TextTag.wrap(gtk_text_tag_table_lookup(gtk_text_buffer_get_tag_table(buffer), name).map(UnsafeMutableRawPointer.init))
        }
        /// Adds `tag` to the buffer's table.
        package func add(_ tag: TextTag) { gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer), tag.tag) }
        package func apply(_ tag: TextTag, to range: Range<Int>) {
            var start = iter(at: range.lowerBound).iter, end = iter(at: range.upperBound).iter
            gtk_text_buffer_apply_tag(buffer, tag.tag, &start, &end)
        }
        package func remove(_ tag: TextTag, from range: Range<Int>) {
            var start = iter(at: range.lowerBound).iter, end = iter(at: range.upperBound).iter
            gtk_text_buffer_remove_tag(buffer, tag.tag, &start, &end)
        }
    }

    /// A position in a text buffer (`GtkTextIter`), valid until the text changes.
    @MainActor
    package struct TextIter {
        var iter: GtkTextIter

        init(_ iter: GtkTextIter) { self.iter = iter }

        package var offset: Int {
            var copy = iter
            return Int(gtk_text_iter_get_offset(&copy))
        }
        /// Moves to the start of its line.
        package mutating func moveToLineStart() { gtk_text_iter_set_line_offset(&iter, 0) }
        /// Moves to the end of its line unless it is there already.
        package mutating func moveToLineEnd() {
            if gtk_text_iter_ends_line(&iter) == 0 { gtk_text_iter_forward_to_line_end(&iter) }
        }
        /// Moves to the end of the line, or of the next when already at one
        /// (GTK's `forward_to_line_end`).
        package mutating func forwardToLineEnd() { gtk_text_iter_forward_to_line_end(&iter) }
        package func has(_ tag: TextTag) -> Bool {
            var copy = iter
            return gtk_text_iter_has_tag(&copy, tag.tag) != 0
        }
        /// Moves to where `tag` next starts or ends; false at the end of the text.
        package mutating func forwardToToggle(of tag: TextTag) -> Bool { gtk_text_iter_forward_to_tag_toggle(&iter, tag.tag) != 0 }
    }

    /// A named style over parts of a buffer's text (`GtkTextTag`).
    package final class TextTag: GLib.Object {
        override package class var gType: GType { gtk_text_tag_get_type() }

        package convenience init(name: String) { self.init(adopting: UnsafeMutableRawPointer(gtk_text_tag_new(name))) }

        var tag: UnsafeMutablePointer<GtkTextTag> { pointer.assumingMemoryBound(to: GtkTextTag.self) }

        /// The styles a tag gives its text.
        package enum Style: Sendable {
            case bold, italic, underline
            /// GTK's wavy error underline (a misspelled word).
            case errorUnderline
        }

        package func setStyle(_ style: Style) {
            switch style {
            case .bold: set("weight", Int32(PANGO_WEIGHT_BOLD.rawValue))
            case .italic: set("style", Int32(PANGO_STYLE_ITALIC.rawValue))
            case .underline: set("underline", Int32(PANGO_UNDERLINE_SINGLE.rawValue))
            case .errorUnderline: set("underline", Int32(PANGO_UNDERLINE_ERROR.rawValue))
            }
        }
    }

    /// A place in a buffer that moves with the text (`GtkTextMark`).
    package final class TextMark: GLib.Object {
        override package class var gType: GType { gtk_text_mark_get_type() }

        var mark: UnsafeMutablePointer<GtkTextMark> { pointer.assumingMemoryBound(to: GtkTextMark.self) }
    }
}

/// GtkTextBuffer `insert-text`: where the text goes, as a code-point offset.
package typealias BufferInsertHandler = @MainActor (_ offset: Int) -> Void
/// GtkTextBuffer `delete-range`: the code-point range going.
package typealias BufferDeleteHandler = @MainActor (_ start: Int, _ end: Int) -> Void

private let bufferInsertThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, gint, gpointer?) -> Void = {
    _, location, _, _, data in
    let handler = SignalBox<BufferInsertHandler>.handler(data)
    let offset = location.map { Int(gtk_text_iter_get_offset($0)) } ?? 0
    MainActor.assumeIsolated { handler(offset) }
}
private let bufferDeleteThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?, gpointer?) -> Void = {
    _, start, end, data in
    let handler = SignalBox<BufferDeleteHandler>.handler(data)
    let from = start.map { Int(gtk_text_iter_get_offset($0)) } ?? 0
    let to = end.map { Int(gtk_text_iter_get_offset($0)) } ?? 0
    MainActor.assumeIsolated { handler(min(from, to), max(from, to)) }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == BufferInsertHandler {
    /// `insert-text`: before the text goes in (the buffer's own handler
    /// inserts it), or once it is in when connected `after` (the offset is
    /// then the end of the insertion).
    package static var insertText: Self { Self("insert-text", thunk: unsafeBitCast(bufferInsertThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == InsertedTextHandler {
    /// `insert-text`, with the text about to go in (its place is
    /// `insertText`'s).
    package static var textToInsert: Self { Self(bufferInsertText: "insert-text") }
}

extension Signal where Emitter: Gtk.Entry, Handler == InsertedTextHandler {
    /// GtkEditable `insert-text`, with the text about to go in.
    package static var textToInsert: Self { Self(editableInsertText: "insert-text") }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == BufferDeleteHandler {
    /// `delete-range`: before the range goes.
    package static var deleteRange: Self { Self("delete-range", thunk: unsafeBitCast(bufferDeleteThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == VoidHandler {
    /// `changed`: the text changed.
    package static var changed: Self { Self(withoutArguments: "changed") }
    /// `begin-user-action` / `end-user-action`: a user's edit begins or ends.
    package static var beginUserAction: Self { Self(withoutArguments: "begin-user-action") }
    package static var endUserAction: Self { Self(withoutArguments: "end-user-action") }
}
