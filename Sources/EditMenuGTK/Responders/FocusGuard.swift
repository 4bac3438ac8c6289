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
    private let gesture: GObjectRef

    init(_ view: View) {
        let widget = view.widget
        gesture = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_gesture_multi_press_new(widget)))
        gtk_gesture_single_set_button(OpaquePointer(gesture.pointer), 0)
        gtk_event_controller_set_propagation_phase(OpaquePointer(gesture.pointer), GTK_PHASE_CAPTURE)
        gesture.connect("pressed", press: { _, _, _ in
            if gtk_widget_has_focus(widget) == 0 { gtk_widget_set_can_focus(widget, 0) }
        })
        // "end" comes after the release, a cancel or a claim by another gesture.
        gesture.connect("end", pointer: { _ in gtk_widget_set_can_focus(widget, 1) })
    }
}
