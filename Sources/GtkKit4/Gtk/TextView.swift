import CGtk4

extension Gtk {
    /// Many lines of editable text (`GtkTextView`) over a `TextBuffer`.
    ///
    /// ```swift
    /// let view = Gtk.TextView()
    /// view.buffer.text = "First line\nSecond line"
    /// view.buffer.selectAll()
    /// ```
    package final class TextView: Widget {
        override package class var gType: GType { gtk_text_view_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_text_view_new())) }

        var textView: UnsafeMutablePointer<GtkTextView> { pointer.assumingMemoryBound(to: GtkTextView.self) }

        /// The text it shows and edits.
        package var buffer: TextBuffer {
            TextBuffer(retaining: UnsafeMutableRawPointer(gtk_text_view_get_buffer(textView)))
        }

        /// Whether the user may change the text.
        package var isEditable: Bool {
            get { gtk_text_view_get_editable(textView) != 0 }
            set { gtk_text_view_set_editable(textView, newValue ? 1 : 0) }
        }

        /// Puts `widget` in the bottom gutter (`GTK_TEXT_WINDOW_BOTTOM`): along
        /// the bottom of the visible text, where it stays while the text
        /// scrolls; nil empties the gutter.
        package func setBottomGutter(_ widget: Widget?) {
            gtk_text_view_set_gutter(textView, GTK_TEXT_WINDOW_BOTTOM, widget?.widget)
        }

        /// Scrolls the view so that the caret shows.
        package func scrollToCaret() {
            gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(gtk_text_view_get_buffer(textView)))
        }
    }

    /// The text of a `TextView`, with its caret and selection (`GtkTextBuffer`).
    /// Offsets are in characters.
    package final class TextBuffer: GLib.Object {
        override package class var gType: GType { gtk_text_buffer_get_type() }

        var buffer: UnsafeMutablePointer<GtkTextBuffer> { pointer.assumingMemoryBound(to: GtkTextBuffer.self) }

        package var text: String {
            get {
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                return GLib.takeString(gtk_text_buffer_get_text(buffer, &start, &end, 0))
            }
            set { gtk_text_buffer_set_text(buffer, newValue, -1) }
        }

        /// The iterator at character `offset`.
        func iter(at offset: Int) -> GtkTextIter {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, gint(offset))
            return iter
        }

        /// The text of characters `range`.
        package func characters(in range: Range<Int>) -> String {
            var start = iter(at: range.lowerBound), end = iter(at: range.upperBound)
            return GLib.takeString(gtk_text_buffer_get_text(buffer, &start, &end, 1))
        }

        /// Deletes characters `range` (the program's edit: editable or not).
        package func delete(_ range: Range<Int>) {
            var start = iter(at: range.lowerBound), end = iter(at: range.upperBound)
            gtk_text_buffer_delete(buffer, &start, &end)
        }

        /// Inserts `text` at character `offset` (the program's edit).
        package func insert(_ text: Substring, at offset: Int) {
            var at = iter(at: offset)
            var text = text
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { gtk_text_buffer_insert(buffer, &at, $0.baseAddress, gint(bytes.count)) }
            }
        }

        /// The caret, in characters.
        package var caret: Int {
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            return Int(gtk_text_iter_get_offset(&iter))
        }

        /// Selects characters `range`, the caret at its end.
        package func select(_ range: Range<Int>) {
            var caret = iter(at: range.upperBound), bound = iter(at: range.lowerBound)
            gtk_text_buffer_select_range(buffer, &caret, &bound)
        }

        /// Whether GTK keeps an undo history of its own (Ctrl+Z in GtkTextView).
        package var enablesUndo: Bool {
            get { gtk_text_buffer_get_enable_undo(buffer) != 0 }
            set { gtk_text_buffer_set_enable_undo(buffer, newValue ? 1 : 0) }
        }

        /// The number of characters.
        package var count: Int { Int(gtk_text_buffer_get_char_count(buffer)) }

        /// The selection in characters, or nil when nothing is selected.
        package var selection: Range<Int>? {
            var start = GtkTextIter(), end = GtkTextIter()
            guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
            let bounds = (Int(gtk_text_iter_get_offset(&start)), Int(gtk_text_iter_get_offset(&end)))
            return min(bounds.0, bounds.1)..<max(bounds.0, bounds.1)
        }

        /// The selected text, or nil when nothing is selected.
        package var selectedText: String? {
            var start = GtkTextIter(), end = GtkTextIter()
            guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
            return GLib.takeString(gtk_text_buffer_get_text(buffer, &start, &end, 0))
        }

        /// Selects everything.
        package func selectAll() {
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_select_range(buffer, &start, &end)
        }

        /// Deletes the selection as the user would (not where the text is not editable).
        package func deleteSelection() { gtk_text_buffer_delete_selection(buffer, 1, 1) }

        /// Puts `string` in place of the selection (or at the caret), as one
        /// user action (one undo step), the caret after it.
        package func replaceSelection(with string: String) {
            gtk_text_buffer_begin_user_action(buffer)
            gtk_text_buffer_delete_selection(buffer, 1, 1)
            gtk_text_buffer_insert_interactive_at_cursor(buffer, string, -1, 1)
            gtk_text_buffer_end_user_action(buffer)
        }
    }
}
