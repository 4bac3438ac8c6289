import CGtk
import Foundation

extension Gtk {
    /// A press gesture on a widget (`GtkGesture`), set up the one way the
    /// edit menu needs: in the capture phase, so it sees a press before the
    /// widget's own handlers (which may open GTK's menu or take the
    /// keyboard), for every mouse button and for touch as well as the mouse.
    ///
    /// GTK 3 detaches a gesture from its widget when the gesture is
    /// finalized: the gesture works for as long as its wrapper lives.
    package class Gesture: GLib.Object {
        override package class var gType: GType { gtk_gesture_get_type() }

        var controller: OpaquePointer { OpaquePointer(pointer) }

        /// Sees presses before the widget does.
        func captureFirst() { gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE) }

        /// The button of the press in progress (1 primary, 2 middle, 3 secondary).
        package var currentButton: UInt32 { gtk_gesture_single_get_current_button(controller) }

        private var lastEvent: UnsafeMutablePointer<GdkEvent>? {
            gtk_gesture_get_last_event(controller, gtk_gesture_single_get_current_sequence(controller))
                .map { UnsafeMutablePointer(mutating: $0) }
        }

        /// What made the press in progress: a touchscreen (or pen), or a pointer.
        package var inputSource: Gdk.InputSource {
            guard let event = lastEvent, let device = gdk_event_get_source_device(event) else { return .pointer }
            return Gdk.Device(retaining: UnsafeMutableRawPointer(device)).inputSource
        }

        /// The time of the press in progress (0 without one).
        package var lastEventTime: UInt32 { lastEvent.map { gdk_event_get_time($0) } ?? 0 }

        /// The widget the press in progress went to (the deepest under it).
        package var pressedWidget: Widget? { lastEvent.flatMap { Widget.wrap(gtk_get_event_widget($0)) } }

        /// Whether the gesture watches `widget` (false once that widget is gone).
        package func isAttached(to widget: Widget) -> Bool {
            gtk_event_controller_get_widget(controller).map { UnsafeMutableRawPointer($0) } == UnsafeMutableRawPointer(widget.widget)
        }

        /// Takes the press for this gesture: the widget never sees its
        /// release, and no other gesture acts on it.
        package func claim() { gtk_gesture_set_state(controller, GTK_EVENT_SEQUENCE_CLAIMED) }
    }

    /// Presses with their click count, of any button (`GtkGestureMultiPress`).
    package final class ClickGesture: Gesture {
        override package class var gType: GType { gtk_gesture_multi_press_get_type() }

        package convenience init(on widget: Widget) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_gesture_multi_press_new(widget.widget)))
            gtk_gesture_single_set_button(controller, 0)   // every button; handlers pick
            captureFirst()
        }
    }

    /// A press held still long enough, by mouse or touch (`GtkGestureLongPress`).
    package final class LongPressGesture: Gesture {
        override package class var gType: GType { gtk_gesture_long_press_get_type() }

        /// Held for `delay` seconds (nil: the desktop's long-press time).
        package convenience init(on widget: Widget, delay: TimeInterval?) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new(widget.widget)))
            gtk_gesture_single_set_touch_only(controller, 0)   // the mouse too
            if let delay {
                // GTK expresses the delay as a factor of the desktop's long-press time.
                set("delay-factor", delay / (widget.settings.longPressTime ?? 0.5))
            }
            captureFirst()
        }
    }
}

extension Signal where Emitter: Gtk.ClickGesture, Handler == PressHandler {
    /// `pressed`: a press, with how many made it a double or triple click.
    package static var pressed: Self { Self(pressCountAndPoint: "pressed") }
}

extension Signal where Emitter: Gtk.LongPressGesture, Handler == PointHandler {
    /// `pressed`: a press held long enough.
    package static var longPressed: Self { Self(point: "pressed") }
}

extension Signal where Emitter: Gtk.Gesture, Handler == VoidHandler {
    /// `begin`: a press sequence begins.
    package static var begin: Self { Self(ignoringArgument: "begin") }
    /// `end`: a press sequence ends (release, cancel, or another gesture's claim).
    package static var end: Self { Self(ignoringArgument: "end") }
}

extension Gtk {
    /// Runs `handler` with every widget that is shown, anywhere in the
    /// process, right after GTK's own `show` handler and before any
    /// connected one (an emission hook on GtkWidget `show`; it stays for as
    /// long as the process runs). A widget shown before it is put in a
    /// container (still floating, as GtkButton shows its label) is not
    /// passed: the handlers look for widgets GTK shows in place (its
    /// popovers and bubbles), and a menu of a thousand rows would make a
    /// wrapper for every label GTK shows while it builds the rows.
    @MainActor
    package static func onEveryWidgetShown(_ handler: @escaping @MainActor (Widget) -> Void) {
        GLib.onEveryEmission(of: "show", on: gtk_widget_get_type()) { object in
            guard g_object_is_floating(object) == 0, let widget = Widget.wrap(object, as: Widget.self) else { return }
            handler(widget)
        }
    }
}
