import GtkKit

/// Keeps a widget from taking keyboard focus when it is clicked or pressed.
///
/// Some GTK widgets grab focus in their own press handler, whatever
/// `focus-on-click` says: a selectable GtkLabel does. A label's menu must
/// not take the keyboard from a text field being edited (the focus rule, ARCHITECTURE.md) — that
/// would end an input method's pre-edit — so for the length of a press the
/// widget cannot take focus. A capture-phase gesture sees the press first;
/// Tab still reaches the widget.
@MainActor
final class FocusGuard {
    private let gesture: Gtk.ClickGesture

    init(_ view: View) {
        let widget = view.gtkWidget
        gesture = Gtk.ClickGesture(on: widget)
        // The gesture's handlers hold the widget (the widget does not hold
        // its gestures in GTK 3: no cycle).
        gesture.connect(.pressed) { _, _, _ in
            if !widget.hasFocus { widget.canFocus = false }
        }
        gesture.connect(.end) { widget.canFocus = true }
    }
}
