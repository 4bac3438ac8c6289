import CGtk4
import Foundation

extension Gtk.TextView {
    /// The character under `point` (widget coordinates), or nil when the
    /// point is past the end of its line or below the text.
    package func offset(atWidgetPoint point: CGPoint) -> Int? {
        var x: gint = 0, y: gint = 0
        gtk_text_view_window_to_buffer_coords(textView, GTK_TEXT_WINDOW_WIDGET, gint(point.x), gint(point.y), &x, &y)
        var iter = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(textView, &iter, x, y) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&iter))
    }

    /// The characters of the lines on screen: from the first line shown to
    /// the end of the last one.
    package var visibleOffsets: Range<Int> {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(textView, &visible)
        var first = GtkTextIter(), last = GtkTextIter()
        gtk_text_view_get_iter_at_location(textView, &first, visible.x, visible.y)
        gtk_text_view_get_iter_at_location(textView, &last, visible.x + visible.width, visible.y + visible.height)
        gtk_text_iter_forward_to_line_end(&last)
        return Int(gtk_text_iter_get_offset(&first))..<max(Int(gtk_text_iter_get_offset(&first)), Int(gtk_text_iter_get_offset(&last)))
    }

    /// Calls `handler` when the text on screen may have moved: the view
    /// scrolled, or its visible height changed (the vertical adjustment's
    /// value or page size), whichever adjustment the view is given later.
    package func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) {
        let follow: @MainActor (Gtk.TextView) -> Void = { view in
            guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(view.pointer)) else { return }
            let wrapped = Gtk.Adjustment(retaining: UnsafeMutableRawPointer(adjustment))
            wrapped.connect(.valueChanged, handler)
            wrapped.connect(.changed, handler)
        }
        follow(self)
        connect(.notify("vadjustment")) { [weak self] in
            guard let self else { return }
            follow(self)
            handler()
        }
    }
}

extension Gtk {
    /// A scrolled range (`GtkAdjustment`): where a scrollable view is, and
    /// how much of it shows.
    package final class Adjustment: GLib.Object {
        override package class var gType: GType { gtk_adjustment_get_type() }
    }
}

extension Signal where Emitter: Gtk.Adjustment, Handler == @MainActor () -> Void {
    /// `value-changed`: scrolled.
    package static var valueChanged: Self { Self(withoutArguments: "value-changed") }
    /// `changed`: a new range or page size (the view was resized, the text grew).
    package static var changed: Self { Self(withoutArguments: "changed") }
}

extension Gtk.TextTag {
    /// Gives the tag the wavy error underline spell checkers draw under a
    /// misspelled word (`PANGO_UNDERLINE_ERROR`).
    package func setErrorUnderline() { set("underline", Int32(PANGO_UNDERLINE_ERROR.rawValue)) }
}
