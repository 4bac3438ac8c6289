import CGtk4

extension Gtk.TextView {
    /// A log's look: no caret, fixed-width letters, long lines wrapped.
    package func setLogStyle() {
        gtk_text_view_set_cursor_visible(textView, 0)
        gtk_text_view_set_monospace(textView, 1)
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        setTextMargins(6)
    }

    /// Room between the text and the view's edges, on all four sides.
    package func setTextMargins(_ margin: Int) {
        gtk_text_view_set_left_margin(textView, gint(margin))
        gtk_text_view_set_right_margin(textView, gint(margin))
        gtk_text_view_set_top_margin(textView, gint(margin))
        gtk_text_view_set_bottom_margin(textView, gint(margin))
    }

    /// Adds `text` at the end and scrolls to it, with a mark of its own:
    /// moving the caret would drop a selection the user is about to copy.
    package func appendScrolling(_ text: String) {
        let buffer = gtk_text_view_get_buffer(textView)
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        gtk_text_buffer_insert(buffer, &end, text, -1)
        gtk_text_buffer_get_end_iter(buffer, &end)
        let mark = gtk_text_buffer_get_mark(buffer, "log-end")
            ?? gtk_text_buffer_create_mark(buffer, "log-end", &end, 0)
        gtk_text_buffer_move_mark(buffer, mark, &end)
        gtk_text_view_scroll_mark_onscreen(textView, mark)
    }
}
