import CGtk
import EditMenu
import Foundation

/// What a finger does in a text view: a tap on the selection, or on a
/// selection handle, shows our compact menu — or hides it when it was up.
///
/// GtkTextView itself decides that the finger asked for a menu, and shows
/// its touch handles with it; only the menu is ours (``GtkSelectionBubble``),
/// where GTK would show its own selection bubble beside ours. A long touch
/// opens the menu through the view's long-press trigger; a tap elsewhere is
/// GtkTextView's (it moves the caret).
@MainActor
final class TextViewTouch: TouchMenuReplacement {
    private let press: Gesture
    private var toggle: TouchMenuToggle

    init(_ view: TextView) {
        toggle = TouchMenuToggle(view) { [unowned view] in view.selectionTop }
        press = Gesture(.click, on: view.widget)
        press.onPressed { [unowned self] _, _, _ in
            if press.inputSource == .touch { toggle.fingerCameDown() }
        }
        GtkSelectionBubble.replace(for: view, with: self)
    }

    /// GtkTextView would have shown its touch menu now.
    func fingerAskedForTheMenu() {
        toggle.fingerAskedForTheMenu()
    }
}

extension TextView {
    /// The middle of the selection's first line (or the caret) on screen, in
    /// widget coordinates, clamped to the view: where a touch menu points, so
    /// it stands above the selection and clear of the finger below it.
    var selectionTop: CGPoint {
        let range = selectionOrCaret
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        var first = GdkRectangle(), last = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &start, &first)
        gtk_text_view_get_iter_location(textView, &end, &last)
        // A selection over several lines: the middle of its first line's part.
        let right = last.y == first.y ? last.x : first.x + max(first.width, 1)
        var x: gint = 0, y: gint = 0
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, (first.x + right) / 2,
                                              first.y + first.height / 2, &x, &y)
        return CGPoint(x: min(max(Double(x), 0), bounds.width), y: min(max(Double(y), 0), bounds.height))
    }
}
