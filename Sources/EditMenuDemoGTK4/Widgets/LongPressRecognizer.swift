import EditMenuGTK4
import Foundation
import GtkKit4

/// Calls an action when a view is pressed and held still — GTK 4's
/// `GtkGestureLongPress`, for what a hold does other than open an edit
/// menu (or opens one after a delay of its own).
///
/// ```swift
/// reveal = LongPressRecognizer(on: image, delay: 0.8) { point in showStar() }
/// ```
@MainActor
final class LongPressRecognizer {
    private let gesture = Gtk.GestureLongPress()

    /// - Parameter delay: how long the hold lasts, in seconds; the desktop's
    ///   long-press time (500 ms by default) when nil.
    init(on view: View, delay: TimeInterval? = nil, action: @escaping @MainActor (CGPoint) -> Void) {
        if let delay { gesture.delayFactor = delay / Self.desktopLongPressTime }
        gesture.connect(.longPressed) { [unowned gesture] x, y in
            gesture.claim()
            action(CGPoint(x: x, y: y))
        }
        view.gtkWidget.addController(gesture)
    }

    /// GTK's default `gtk-long-press-time`, which the delay factor multiplies.
    private static let desktopLongPressTime = 0.5
}
