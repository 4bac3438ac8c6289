import CGtk
import EditMenu
import Foundation

// Going away: GtkKit's `Gtk.ClickGesture` and `Gtk.LongPressGesture` replace
// this class (the menu's triggers and the presenter use them already); it
// stays while Editing/TextTouch.swift and Responders/FocusGuard.swift use it.

/// A GTK 3 press gesture on a widget, set up the one way this library needs:
/// in the capture phase, so it sees a press before the widget's own handlers
/// (which may open GTK's menu or take the keyboard), for every mouse button
/// and for touch as well as the mouse.
///
/// The gesture lives as long as this object; GTK 3 detaches a gesture from its
/// widget when the gesture is finalized.
///
/// ```swift
/// let click = Gesture(.click, on: widget)
/// click.onPressed { [unowned click] count, x, y in   // the gesture holds its handlers
///     if click.currentButton == 3 { click.claim() }
/// }
/// ```
@MainActor
final class Gesture {
    enum Kind {
        /// GtkGestureMultiPress, any button: presses with their click count.
        case click
        /// GtkGestureLongPress, mouse and touch, held for `delay` seconds (nil: the
        /// desktop's long-press time).
        case longPress(delay: TimeInterval?)
    }

    private let object: GObjectRef

    init(_ kind: Kind, on widget: UnsafeMutablePointer<GtkWidget>) {
        switch kind {
        case .click:
            object = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_gesture_multi_press_new(widget)))
            gtk_gesture_single_set_button(controller, 0)   // every button; handlers pick
        case .longPress(let delay):
            object = GObjectRef(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new(widget)))
            gtk_gesture_single_set_touch_only(controller, 0)   // the mouse too
            if let delay {
                // GTK expresses the delay as a factor of the desktop's long-press time.
                cgtk_object_set_double(object.pointer, "delay-factor", delay / Self.systemLongPressTime(of: widget))
            }
        }
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    }

    /// The desktop's long-press time in seconds (GtkSettings `gtk-long-press-time`).
    static func systemLongPressTime(of widget: UnsafeMutablePointer<GtkWidget>) -> TimeInterval {
        let milliseconds = cgtk_settings_get_int(gtk_widget_get_settings(widget), "gtk-long-press-time")
        return milliseconds > 0 ? TimeInterval(milliseconds) / 1000 : 0.5
    }

    /// The gesture as GTK's C API takes it (GtkGesture, GtkGestureSingle, GtkEventController).
    private var controller: OpaquePointer { OpaquePointer(object.pointer) }

    /// The button of the press in progress (1 primary, 2 middle, 3 secondary).
    var currentButton: UInt32 { gtk_gesture_single_get_current_button(controller) }

    /// The last event of the press in progress.
    var lastEvent: UnsafePointer<GdkEvent>? {
        gtk_gesture_get_last_event(controller, gtk_gesture_single_get_current_sequence(controller))
    }

    /// What made the press in progress: a touchscreen (or pen), or a pointer.
    var inputSource: MenuInputSource {
        guard let event = lastEvent,
              let device = gdk_event_get_source_device(UnsafeMutablePointer(mutating: event)) else { return .pointer }
        switch gdk_device_get_source(device) {
        case GDK_SOURCE_TOUCHSCREEN, GDK_SOURCE_PEN, GDK_SOURCE_ERASER: return .touch
        default: return .pointer
        }
    }

    /// Takes the press for this gesture: the widget never sees its release, and no other
    /// gesture acts on it.
    func claim() {
        gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// A click gesture's press: the click count and where, in widget coordinates.
    func onPressed(_ handler: @escaping PressHandler) {
        object.connect(.pressed, handler)
    }

    /// A long-press gesture's press, held long enough: where, in widget coordinates.
    func onLongPressed(_ handler: @escaping PointHandler) {
        object.connect(.longPressed, handler)
    }

    /// A press sequence begins.
    func onBegin(_ handler: @escaping VoidHandler) {
        object.connect(.gestureBegin, handler)
    }

    /// A press sequence ends: after the release, a cancel, or a claim by another gesture.
    func onEnd(_ handler: @escaping VoidHandler) {
        object.connect(.gestureEnd, handler)
    }
}
