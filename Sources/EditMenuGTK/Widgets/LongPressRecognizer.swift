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
    private let gesture: Gesture

    public init(on view: View, delay: TimeInterval? = nil, action: @escaping @MainActor (CGPoint) -> Void) {
        gtk_widget_add_events(view.widget, gint(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
            | GDK_BUTTON_MOTION_MASK.rawValue | GDK_TOUCH_MASK.rawValue))
        gesture = Gesture(.longPress(delay: delay), on: view.widget)
        gesture.onLongPressed { [unowned gesture] x, y in
            gesture.claim()
            action(CGPoint(x: x, y: y))
        }
    }
}
