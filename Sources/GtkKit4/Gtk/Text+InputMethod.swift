import CGtk4
import Foundation

// The input method of a text widget: GTK keeps its context private, and
// tells of the composition through the widget's `preedit-changed`.
//
// Ending a composition (a reset: the input method throws it away, or
// commits it at once): `gtk_text_reset_im_context` acts only after a key
// the widget handed the input method itself. Setting the widget's input
// method again, its "im-module" to what it is, resets the input method
// whatever it was handed; GTK starts it afresh at the next key. (The same
// as on GTK 3, where IBus takes its keys before the widget sees them.)

/// `preedit-changed`: the input method's text being composed ("" once it ends).
package typealias PreeditHandler = @MainActor (String) -> Void

private let preeditThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
    let handler = SignalBox<PreeditHandler>.handler(data)
    let text = text.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { handler(text) }
}

extension Signal where Emitter: Gtk.Text, Handler == PreeditHandler {
    /// `preedit-changed`: the input method's text being composed changed.
    package static var preeditChanged: Self { Self("preedit-changed", thunk: unsafeBitCast(preeditThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.TextView, Handler == PreeditHandler {
    /// `preedit-changed`: the input method's text being composed changed.
    package static var preeditChanged: Self { Self("preedit-changed", thunk: unsafeBitCast(preeditThunk, to: GCallback.self)) }
}

extension Gtk.Text {
    /// Makes the input method end its composition now.
    package func resetInputMethod() { set("im-module", string("im-module")) }
}

extension Gtk.TextView {
    /// Makes the input method end its composition now.
    package func resetInputMethod() { set("im-module", string("im-module")) }

    /// Where the caret is drawn, in the view's coordinates: after the input
    /// method's pre-edit cursor while it composes (GTK lays the pre-edit out
    /// at the caret); no wider than the caret, a line tall.
    package var caretRect: CGRect {
        var strong = GdkRectangle()
        gtk_text_view_get_cursor_locations(textView, nil, &strong, nil)
        var x: gint = 0, y: gint = 0
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
        return CGRect(x: Double(x), y: Double(y), width: 0, height: Double(strong.height))
    }
}
