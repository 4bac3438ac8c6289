import CGtk
import Foundation

/// Calls back when a view is held still (mouse or touch) for `delay`
/// seconds — for long-press actions that are not menus.
///
/// ```swift
/// let hold = LongPressRecognizer(on: image, delay: 0.8) { _ in revealed.isHidden = false }
/// ```
@MainActor
public final class LongPressRecognizer {
    private let gesture: GObjectRef

    public init(on view: View, delay: TimeInterval? = nil, action: @escaping @MainActor (CGPoint) -> Void) {
        gtk_widget_add_events(view.widget, gint(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
            | GDK_BUTTON_MOTION_MASK.rawValue | GDK_TOUCH_MASK.rawValue))
        gesture = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new(view.widget)))
        gtk_gesture_single_set_touch_only(OpaquePointer(gesture.pointer), 0)
        gtk_event_controller_set_propagation_phase(OpaquePointer(gesture.pointer), GTK_PHASE_CAPTURE)
        if let delay {
            cgtk_object_set_double(gesture.pointer, "delay-factor", delay / TriggerGestures.systemLongPressTime(for: view))
        }
        gesture.connect("pressed", point: { [unowned gesture] x, y in
            gtk_gesture_set_state(OpaquePointer(gesture.pointer), GTK_EVENT_SEQUENCE_CLAIMED)
            action(CGPoint(x: x, y: y))
        })
    }
}
