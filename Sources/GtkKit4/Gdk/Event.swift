import CGtk4
import Foundation

extension Gdk {
    /// An event GDK delivered to a surface (`GdkEvent`: immutable and
    /// reference-counted), held for as long as this wrapper lives.
    package final class Event {
        let event: OpaquePointer

        /// What happened, among the pointer's events; `.other` for the rest.
        package enum Kind {
            case motion, enter, leave, buttonPress, buttonRelease, other
        }

        init(retaining event: OpaquePointer) {
            self.event = gdk_event_ref(event)
        }

        deinit { gdk_event_unref(event) }

        package var kind: Kind {
            switch gdk_event_get_event_type(event) {
            case GDK_MOTION_NOTIFY: .motion
            case GDK_ENTER_NOTIFY: .enter
            case GDK_LEAVE_NOTIFY: .leave
            case GDK_BUTTON_PRESS: .buttonPress
            case GDK_BUTTON_RELEASE: .buttonRelease
            default: .other
            }
        }

        /// The surface it was delivered to, as an identity (compared with
        /// `Gtk.Widget.surface`).
        package var surface: OpaquePointer? { gdk_event_get_surface(event) }

        /// Where it happened, in its surface's coordinates; nil for an event
        /// with no place (a key's). GTK gives an event it hands from one
        /// surface to another under a grab the place (-∞, -∞): see
        /// ``isMovedFromAnotherSurface``.
        package var position: CGPoint? {
            var x = 0.0, y = 0.0
            guard gdk_event_get_position(event, &x, &y) != 0 else { return nil }
            return CGPoint(x: x, y: y)
        }

        /// Whether GTK moved it here from the surface GDK delivered it to:
        /// while GDK has the pointer grabbed for one surface, GTK hands the
        /// pointer's events on every other surface to that one, placed at
        /// (-G_MAXDOUBLE, -G_MAXDOUBLE) (`rewrite_event_for_grabs`).
        package var isMovedFromAnotherSurface: Bool {
            guard let position else { return false }
            return position.x <= -Double.greatestFiniteMagnitude / 2 && position.y <= -Double.greatestFiniteMagnitude / 2
        }

        /// The button of a press or release (1 the primary, 3 the secondary).
        package var button: Int? {
            kind == .buttonPress || kind == .buttonRelease ? Int(gdk_button_event_get_button(event)) : nil
        }

        /// When it happened, in milliseconds (the window system's clock).
        package var time: UInt32 { gdk_event_get_time(event) }

        /// Whether GDK made it itself rather than receiving it from the
        /// window system: GDK stamps the motion it makes after a layout
        /// (`gdk_surface_request_motion`) with `GDK_CURRENT_TIME`, 0.
        package var isMadeByGDK: Bool { gdk_event_get_time(event) == 0 }

        /// Whether it is the same event as `other` (not merely an equal one).
        package func isSame(as other: Event) -> Bool { event == other.event }
    }

    /// Runs `handler` with every event GDK delivers to any surface of the
    /// process, before GTK handles it (an emission hook on GdkSurface
    /// `event`, which runs before every handler; it stays for as long as
    /// the process runs). The handler may hold the event.
    @MainActor
    package static func onEverySurfaceEvent(_ handler: @escaping @MainActor (Event) -> Void) {
        let type = gdk_surface_get_type()
        let typeClass = g_type_class_ref(type)
        defer { g_type_class_unref(typeClass) }
        let box = Unmanaged.passRetained(SurfaceEventHandler(handler)).toOpaque()
        g_signal_add_emission_hook(g_signal_lookup("event", type), 0, surfaceEventHook, box) { data in
            guard let data else { return }
            Unmanaged<SurfaceEventHandler>.fromOpaque(data).release()
        }
    }

    /// Hands `event` to its surface again: GTK handles it as it did when it
    /// came (an event GTK already handled, of a surface still on screen).
    @MainActor
    package static func redeliver(_ event: Event) {
        guard let surface = event.surface else { return }
        let object = GLib.Object(retaining: UnsafeMutableRawPointer(surface))
        _ = object.emit("event", pointer: event.event)
    }
}

extension Gdk.Event: @unchecked Sendable {}

@MainActor
private final class SurfaceEventHandler {
    let handler: @MainActor (Gdk.Event) -> Void
    init(_ handler: @escaping @MainActor (Gdk.Event) -> Void) { self.handler = handler }
}

/// Called by GLib with the surface and the event (a plain pointer:
/// GdkSurface's `event` takes a `G_TYPE_POINTER`), on GTK's main thread;
/// returning true keeps the hook installed.
private let surfaceEventHook: GSignalEmissionHook = { _, count, values, data in
    guard count > 1, let values, let data, let pointer = g_value_get_pointer(values.advanced(by: 1)) else { return 1 }
    let event = Gdk.Event(retaining: OpaquePointer(pointer))
    let box = Unmanaged<SurfaceEventHandler>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler(event) }
    return 1
}
