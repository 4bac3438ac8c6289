import EditMenuGTK
import Foundation
import GtkKit

/// Calls back when a view is held still (mouse or touch) for `delay`
/// seconds — for long-press actions that are not menus.
///
/// ```swift
/// let hold = LongPressRecognizer(on: image, delay: 0.8) { _ in revealed.isHidden = false }
/// ```
@MainActor
final class LongPressRecognizer {
    private let gesture: Gtk.LongPressGesture

    init(on view: View, delay: TimeInterval? = nil, action: @escaping @MainActor (CGPoint) -> Void) {
        view.gtkWidget.addEvents([.buttonPress, .buttonRelease, .buttonMotion, .touch])
        gesture = Gtk.LongPressGesture(on: view.gtkWidget, delay: delay)
        gesture.connect(.longPressed) { [unowned gesture] x, y in
            gesture.claim()
            action(CGPoint(x: x, y: y))
        }
    }
}
