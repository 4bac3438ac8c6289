import CGtk4

extension Gtk {
    /// Where in an event's way through the widget tree a controller sees it.
    package enum PropagationPhase {
        /// From the window down to the target, before any widget below sees it:
        /// what takes an event away from a widget's own controllers.
        case capture
        /// From the target up, after the widget's own controllers (GTK's default).
        case bubble
        /// At the target only.
        case target

        var gtk: GtkPropagationPhase {
            switch self {
            case .capture: GTK_PHASE_CAPTURE
            case .bubble: GTK_PHASE_BUBBLE
            case .target: GTK_PHASE_TARGET
            }
        }
    }

    /// What handles a widget's input (`GtkEventController`): GTK 4 has no
    /// event signals on widgets.
    package class EventController: GLib.Object {
        override package class var gType: GType { gtk_event_controller_get_type() }

        var controller: OpaquePointer { OpaquePointer(pointer) }

        /// The phase it handles events in.
        package var phase: PropagationPhase {
            get {
                switch gtk_event_controller_get_propagation_phase(controller) {
                case GTK_PHASE_CAPTURE: .capture
                case GTK_PHASE_TARGET: .target
                default: .bubble
                }
            }
            set { gtk_event_controller_set_propagation_phase(controller, newValue.gtk) }
        }

        /// The surface of the event being handled (a window's, or a
        /// popover's), compared with `Widget.surface`; nil outside a handler.
        package var currentEventSurface: OpaquePointer? {
            gtk_event_controller_get_current_event(controller).flatMap { gdk_event_get_surface($0) }
        }

        /// The event being handled, or nil outside a handler.
        package var currentEvent: Gdk.Event? {
            gtk_event_controller_get_current_event(controller).map { Gdk.Event(retaining: $0) }
        }

        /// The time of the event being handled, in milliseconds (X11's and
        /// Wayland's clock), as an identity for one press; 0 outside a handler.
        package var currentEventTime: UInt32 { gtk_event_controller_get_current_event_time(controller) }

        /// The widget it is on, or nil.
        package var widget: Widget? {
            Widget.wrap(gtk_event_controller_get_widget(controller).map(UnsafeMutableRawPointer.init))
        }
    }

    /// A gesture (`GtkGesture`): a controller that recognises a sequence of events.
    package class Gesture: EventController {
        override package class var gType: GType { gtk_gesture_get_type() }

        var gesture: OpaquePointer { OpaquePointer(pointer) }

        /// Claims the event sequence under way: the other gestures on it, the
        /// widget's own among them, are cancelled and never see it end.
        package func claim() { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }

        /// Leaves the sequence to other gestures.
        package func deny() { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED) }

        /// Puts this gesture in `other`'s group: a sequence one of them
        /// claims is claimed for both, so neither is denied it.
        package func group(with other: Gesture) { gtk_gesture_group(other.gesture, gesture) }
    }

    /// A gesture of one finger or button (`GtkGestureSingle`).
    package class GestureSingle: Gesture {
        override package class var gType: GType { gtk_gesture_single_get_type() }

        var single: OpaquePointer { OpaquePointer(pointer) }

        /// The mouse button it listens to (0: any; 1 primary, 3 secondary).
        package var button: Int {
            get { Int(gtk_gesture_single_get_button(single)) }
            set { gtk_gesture_single_set_button(single, guint(newValue)) }
        }

        /// The button of the press under way.
        package var currentButton: Int { Int(gtk_gesture_single_get_current_button(single)) }

        /// Whether the press under way is a finger's: a touchscreen's touch
        /// is a sequence of its own, a button's press is not. (GDK 4.8 on
        /// X11 says every event came from the logical pointer, a mouse, so
        /// the device cannot tell.)
        package var isTouch: Bool { gtk_gesture_single_get_current_sequence(single) != nil }

        /// Whether GDK says the event under way came from a touchscreen, as
        /// GTK's text widgets ask before they treat a press as a finger's:
        /// under Wayland a touch is; GDK 4.8 on X11 reports every event as
        /// the logical pointer's, a mouse (``isTouch`` still tells).
        package var deviceIsTouchscreen: Bool {
            gtk_event_controller_get_current_event_device(controller)
                .map { gdk_device_get_source($0) == GDK_SOURCE_TOUCHSCREEN } ?? false
        }

        /// Whether it sees touches only.
        package var isTouchOnly: Bool {
            get { gtk_gesture_single_get_touch_only(single) != 0 }
            set { gtk_gesture_single_set_touch_only(single, newValue ? 1 : 0) }
        }
    }

    /// Clicks and taps, counted (`GtkGestureClick`).
    package final class GestureClick: GestureSingle {
        override package class var gType: GType { gtk_gesture_click_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_gesture_click_new())) }
    }

    /// Holding still for a while (`GtkGestureLongPress`).
    package final class GestureLongPress: GestureSingle {
        override package class var gType: GType { gtk_gesture_long_press_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_gesture_long_press_new())) }

        /// How long a press must be held, as a multiple of the desktop's
        /// long-press time (`gtk-long-press-time`, 500 ms by default).
        package var delayFactor: Double {
            get { gtk_gesture_long_press_get_delay_factor(OpaquePointer(pointer)) }
            set { gtk_gesture_long_press_set_delay_factor(OpaquePointer(pointer), newValue) }
        }
    }
}

extension Signal where Emitter: Gtk.GestureClick, Handler == PressHandler {
    /// `pressed`: a button went down (or a finger touched).
    package static var pressed: Self { Self(pressCountAndPoint: "pressed") }
    /// `released`: the button went up (or the finger lifted) where it went down.
    package static var released: Self { Self(pressCountAndPoint: "released") }
}

extension Signal where Emitter: Gtk.GestureLongPress, Handler == PointHandler {
    /// `pressed`: held long enough.
    package static var longPressed: Self { Self(point: "pressed") }
}
