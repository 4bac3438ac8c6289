import CGtk4
import Foundation

// Where text is on screen: where a finger's menu points (at the selection).
// Offsets are in characters (code points), rectangles in the widget's
// coordinates. Which character is under a point: Text+Spelling.swift and
// TextView+Spelling.swift.

extension Gtk.Text {
    /// Where the caret would be drawn before the character at `offset`: a
    /// rectangle of no width, as tall as the line.
    package func caretRect(at offset: Int) -> CGRect {
        var strong = graphene_rect_t()
        gtk_text_compute_cursor_extents(pointer.assumingMemoryBound(to: GtkText.self), gsize(max(0, offset)), &strong, nil)
        return CGRect(x: Double(strong.origin.x), y: Double(strong.origin.y),
                      width: 0, height: Double(strong.size.height))
    }
}

extension Gtk.TextView {
    /// Where the character at `offset` is drawn (its line's height, the
    /// caret's width when it has none), in the widget's coordinates.
    package func rect(at offset: Int) -> CGRect {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(gtk_text_view_get_buffer(textView), &iter, gint(offset))
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &iter, &location)
        var x: gint = 0
        var y: gint = 0
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, location.x, location.y, &x, &y)
        return CGRect(x: Double(x), y: Double(y), width: Double(location.width), height: Double(location.height))
    }
}
