import CGtk4
import Foundation

// Where text is on screen, and which character is under a point: what a
// finger needs (a long press selects the word under it; a menu points at
// the selection). Offsets are in characters (code points), points and
// rectangles in the widget's coordinates.

extension Gtk.Text {
    /// Where the caret would be drawn before the character at `offset`: a
    /// rectangle of no width, as tall as the line.
    package func caretRect(at offset: Int) -> CGRect {
        var strong = graphene_rect_t()
        gtk_text_compute_cursor_extents(pointer.assumingMemoryBound(to: GtkText.self), gsize(max(0, offset)), &strong, nil)
        return CGRect(x: Double(strong.origin.x), y: Double(strong.origin.y),
                      width: 0, height: Double(strong.size.height))
    }

    /// The character under `point`, or the nearest one on its line; nil
    /// when the text is empty.
    ///
    /// GTK 4 gives no way from a point to a character of a GtkText, nor its
    /// layout: a layout of the same text in the same font answers, placed
    /// where GtkText draws its own (the caret before the first character
    /// says where that is, scrolling and alignment included).
    package func offset(at point: CGPoint) -> Int? {
        let text = self.text
        guard !text.isEmpty, let layout = gtk_widget_create_pango_layout(widget, text) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var start = PangoRectangle()
        pango_layout_get_cursor_pos(layout, 0, &start, nil)
        let drawn = caretRect(at: 0)
        let x = point.x - drawn.minX + Double(start.x) / Double(PANGO_SCALE)
        var index: Int32 = 0
        var trailing: Int32 = 0   // which half of it: the character is the same either way
        _ = pango_layout_xy_to_index(layout, Int32(x * Double(PANGO_SCALE)), start.y + start.height / 2, &index, &trailing)
        let utf8 = Array(text.utf8)
        let byteIndex = min(Int(index), utf8.count)
        return String(decoding: utf8[..<byteIndex], as: UTF8.self).unicodeScalars.count
    }
}

extension Gtk.TextView {
    /// The character under `point`, or the nearest one.
    package func offset(at point: CGPoint) -> Int {
        var bufferX: gint = 0
        var bufferY: gint = 0
        gtk_text_view_window_to_buffer_coords(textView, GTK_TEXT_WINDOW_WIDGET, gint(point.x), gint(point.y), &bufferX, &bufferY)
        var iter = GtkTextIter()
        _ = gtk_text_view_get_iter_at_location(textView, &iter, bufferX, bufferY)
        return Int(gtk_text_iter_get_offset(&iter))
    }

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
