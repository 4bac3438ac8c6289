import CGtk

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
    private let gesture: Gesture

    init(_ view: View) {
        let widget = view.widget
        gesture = Gesture(.click, on: widget)
        gesture.onPressed { _, _, _ in
            if gtk_widget_has_focus(widget) == 0 { gtk_widget_set_can_focus(widget, 0) }
        }
        gesture.onEnd { gtk_widget_set_can_focus(widget, 1) }
    }
}
