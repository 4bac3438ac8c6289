import CGtk
import Foundation

extension Gtk {
    /// Multi-line text (`GtkTextView`), showing a `TextBuffer`.
    package final class TextView: Container, TextWidget {
        override package class var gType: GType { gtk_text_view_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_text_view_new())) }

        var textView: UnsafeMutablePointer<GtkTextView> { pointer.assumingMemoryBound(to: GtkTextView.self) }

        /// The text it shows.
        package var buffer: TextBuffer {
            get { TextBuffer(retaining: UnsafeMutableRawPointer(gtk_text_view_get_buffer(textView))) }
            set { gtk_text_view_set_buffer(textView, newValue.buffer) }
        }
        /// Shows the same buffer afresh: GTK forgets its layout of the text
        /// and lays it out anew.
        package func reloadBuffer() {
            let kept = buffer
            gtk_text_view_set_buffer(textView, nil)
            gtk_text_view_set_buffer(textView, kept.buffer)
        }

        package var isEditable: Bool {
            get { gtk_text_view_get_editable(textView) != 0 }
            set { gtk_text_view_set_editable(textView, newValue ? 1 : 0) }
        }
        package var isCursorVisible: Bool {
            get { gtk_text_view_get_cursor_visible(textView) != 0 }
            set { gtk_text_view_set_cursor_visible(textView, newValue ? 1 : 0) }
        }
        /// Whether the input hints allow the emoji chooser.
        package var allowsEmoji: Bool { (gtk_text_view_get_input_hints(textView).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0 }

        // MARK: Look

        /// Long lines wrap between words, or between characters in a long word.
        package func wrapWords() { gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR) }
        package func setMargins(left: Int, right: Int, top: Int) {
            gtk_text_view_set_left_margin(textView, gint(left))
            gtk_text_view_set_right_margin(textView, gint(right))
            gtk_text_view_set_top_margin(textView, gint(top))
        }
        package func setMonospace(_ monospace: Bool) { gtk_text_view_set_monospace(textView, monospace ? 1 : 0) }
        /// A border window of `size` pixels under the text (room at the end
        /// without a bottom margin, which makes GTK 3 lay out every line).
        package func setBottomBorder(_ size: Int) { gtk_text_view_set_border_window_size(textView, GTK_TEXT_WINDOW_BOTTOM, gint(size)) }

        // MARK: Geometry

        /// The part of the text on screen, in buffer coordinates.
        package var visibleRect: (x: Int, y: Int, width: Int, height: Int) {
            var rect = GdkRectangle()
            gtk_text_view_get_visible_rect(textView, &rect)
            return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
        }
        /// The offset at buffer point `x`, `y`, and whether the point is over text.
        package func offset(atBufferX x: Int, y: Int) -> (offset: Int, overText: Bool) {
            var iter = GtkTextIter()
            let over = gtk_text_view_get_iter_at_location(textView, &iter, gint(x), gint(y)) != 0
            return (Int(gtk_text_iter_get_offset(&iter)), over)
        }
        /// Where the character at `offset` is drawn, in buffer coordinates.
        package func location(ofOffset offset: Int) -> (x: Int, y: Int, width: Int, height: Int) {
            var iter = buffer.iter(at: offset).iter
            var rect = GdkRectangle()
            gtk_text_view_get_iter_location(textView, &iter, &rect)
            return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
        }
        /// Where the line of `offset` is, vertically, in buffer coordinates.
        package func lineYRange(ofOffset offset: Int) -> (y: Int, height: Int) {
            var iter = buffer.iter(at: offset).iter
            var y: gint = 0, height: gint = 0
            gtk_text_view_get_line_yrange(textView, &iter, &y, &height)
            return (Int(y), Int(height))
        }
        /// A widget point in buffer coordinates.
        package func bufferPoint(fromWidget point: (x: Int, y: Int)) -> (x: Int, y: Int) {
            var x: gint = 0, y: gint = 0
            gtk_text_view_window_to_buffer_coords(textView, GTK_TEXT_WINDOW_WIDGET, gint(point.x), gint(point.y), &x, &y)
            return (Int(x), Int(y))
        }
        /// A buffer point in widget coordinates.
        package func widgetPoint(fromBuffer point: (x: Int, y: Int)) -> (x: Int, y: Int) {
            var x: gint = 0, y: gint = 0
            gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, gint(point.x), gint(point.y), &x, &y)
            return (Int(x), Int(y))
        }
        /// Scrolls as little as it takes to show `mark`.
        package func scrollOnScreen(_ mark: TextMark) { gtk_text_view_scroll_mark_onscreen(textView, mark.mark) }
        /// Scrolls as little as it takes to show the caret.
        package func scrollCaretOnScreen() { gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(gtk_text_view_get_buffer(textView))) }

        /// The vertical scroll, once the view is in a scrolled window.
        package var verticalAdjustment: Adjustment? {
            Adjustment.wrap(gtk_scrollable_get_vadjustment(OpaquePointer(pointer)).map(UnsafeMutableRawPointer.init))
        }

        /// The GDK window the text itself is drawn in.
        package var textGdkWindow: Gdk.Window? {
            Gdk.Window.wrap(gtk_text_view_get_window(textView, GTK_TEXT_WINDOW_TEXT).map(UnsafeMutableRawPointer.init))
        }

        // MARK: Children over the text

        /// Puts `child` over the text at `x`, `y` of the widget (a progress card).
        package func addOverlay(_ child: Widget, x: Int, y: Int) {
            gtk_text_view_add_child_in_window(textView, child.widget, GTK_TEXT_WINDOW_WIDGET, gint(x), gint(y))
        }
        package func moveOverlay(_ child: Widget, x: Int, y: Int) {
            gtk_text_view_move_child(textView, child.widget, gint(x), gint(y))
        }
    }
}
