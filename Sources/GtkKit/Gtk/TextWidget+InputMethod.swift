import CGtk

// The input method of a text widget: GTK keeps its context private, and
// tells of the composition through the widget's `preedit-changed`
// (Entry.swift).
//
// Ending a composition (a reset: the input method throws it away, or
// commits it at once): GTK 3's own `gtk_entry_reset_im_context` and
// `gtk_text_view_reset_im_context` act only after a key the widget handed
// the input method itself, and IBus's GTK 3 module takes its keys before
// the widget sees them (measured: the composition stayed). Setting the
// widget's input method again, its "im-module" to what it is, resets the
// input method whatever it was handed; GTK starts it afresh at the next key.

extension Gtk.TextWidget {
    /// Makes the input method end its composition now.
    package func resetInputMethod() { set("im-module", string("im-module")) }
}

extension Gtk.TextView {
    /// Where the caret is drawn, in buffer coordinates: after the input
    /// method's pre-edit cursor while it composes (GTK lays the pre-edit out
    /// at the caret).
    package var caretLocation: (x: Int, y: Int, width: Int, height: Int) {
        var strong = GdkRectangle()
        gtk_text_view_get_cursor_locations(textView, nil, &strong, nil)
        return (Int(strong.x), Int(strong.y), Int(strong.width), Int(strong.height))
    }
}
