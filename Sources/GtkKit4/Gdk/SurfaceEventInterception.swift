import CGtk4

extension Gdk {
    /// An event kept back from GTK (a reference to the immutable GdkEvent),
    /// given to GTK by ``handle()``.
    package final class HeldEvent {
        private let event: OpaquePointer
        private let interception: SurfaceEventInterception

        fileprivate init(_ event: OpaquePointer, in interception: SurfaceEventInterception) {
            self.event = gdk_event_ref(event)
            self.interception = interception
        }

        deinit { gdk_event_unref(event) }

        /// Gives the event to GTK, as GDK would have.
        @MainActor
        package func handle() { interception.pass(event) }
    }

    /// A toplevel surface's events, seen before GTK handles them.
    ///
    /// GTK 4 takes a surface's events from its "event" signal, from a
    /// handler its window connects when it is realized (which calls
    /// `gtk_main_do_event`, private in GTK 4). An emission hook runs first but
    /// cannot stop an emission, so this blocks GTK's handler and connects one
    /// of its own: an event the interceptor does not take goes to GTK's at
    /// once (the handler unblocked for one emission of it), and one it holds
    /// goes later the same way (``HeldEvent/handle()``). ``remove()`` gives
    /// GTK its handler back as it was.
    ///
    /// ```swift
    /// let interception = Gdk.SurfaceEventInterception(window) { event in event.kind == .begins && busy }
    /// interception?.remove()
    /// ```
    @MainActor
    package final class SurfaceEventInterception {
        package typealias Interceptor = @MainActor (_ kind: InputKind, _ hold: () -> HeldEvent) -> Bool

        private let surface: OpaquePointer
        /// GTK's handler of the surface's events, blocked while this is on.
        private let gtksHandler: gulong
        private var ownHandler: gulong = 0
        private let interceptor: Interceptor
        /// Above zero while an event goes to GTK's handler from here.
        private var passing = 0

        /// Intercepts the events of `window`'s surface; nil when it has none
        /// yet, or GTK's handler of them is not where GTK 4 keeps it.
        package init?(_ window: Gtk.Window, interceptor: @escaping Interceptor) {
            guard let surface = window.surface else { return nil }
            let signal = g_signal_lookup("event", gdk_surface_get_type())
            // GTK connects it with the window as its data.
            let handler = g_signal_handler_find(UnsafeMutableRawPointer(surface),
                                                GSignalMatchType(rawValue: G_SIGNAL_MATCH_ID.rawValue | G_SIGNAL_MATCH_DATA.rawValue),
                                                signal, 0, nil, nil, window.pointer)
            guard handler != 0 else { return nil }
            self.surface = surface
            gtksHandler = handler
            self.interceptor = interceptor
            g_object_ref(UnsafeMutableRawPointer(surface))
            g_signal_handler_block(UnsafeMutableRawPointer(surface), gtksHandler)
            let thunk: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
                guard let event, let data else { return 0 }
                let interception = Unmanaged<SurfaceEventInterception>.fromOpaque(data).takeUnretainedValue()
                return MainActor.assumeIsolated { interception.intercept(event) } ? 1 : 0
            }
            ownHandler = g_signal_connect_data(UnsafeMutableRawPointer(surface), "event",
                                               unsafeBitCast(thunk, to: GCallback.self),
                                               Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
        }

        /// Gives GTK its handler back (once).
        package func remove() {
            guard ownHandler != 0 else { return }
            g_signal_handler_disconnect(UnsafeMutableRawPointer(surface), ownHandler)
            ownHandler = 0
            // GTK disconnects its handler when the window goes off screen.
            if g_signal_handler_is_connected(UnsafeMutableRawPointer(surface), gtksHandler) != 0 {
                g_signal_handler_unblock(UnsafeMutableRawPointer(surface), gtksHandler)
            }
            g_object_unref(UnsafeMutableRawPointer(surface))
        }

        private func intercept(_ event: OpaquePointer) -> Bool {
            // An event on its way to GTK's handler from here: GTK's returned
            // false, and nothing else is to be done with it.
            guard passing == 0 else { return false }
            if interceptor(Self.kind(of: event), { HeldEvent(event, in: self) }) { return true }
            return pass(event)
        }

        /// Gives `event` to GTK's handler, unblocked for its emission.
        @discardableResult
        fileprivate func pass(_ event: OpaquePointer) -> Bool {
            let object = UnsafeMutableRawPointer(surface)
            let isOn = ownHandler != 0 && g_signal_handler_is_connected(object, gtksHandler) != 0
            passing += 1
            if isOn { g_signal_handler_unblock(object, gtksHandler) }
            let handled = cgtk4_surface_emit_event(surface, event) != 0
            if isOn { g_signal_handler_block(object, gtksHandler) }
            passing -= 1
            return handled
        }

        private static func kind(of event: OpaquePointer) -> InputKind {
            switch gdk_event_get_event_type(event) {
            case GDK_KEY_PRESS:
                gdk_key_event_get_keyval(event) == Key.escape ? .escape : .begins
            case GDK_BUTTON_PRESS, GDK_SCROLL, GDK_TOUCH_BEGIN, GDK_DROP_START, GDK_TOUCHPAD_SWIPE, GDK_TOUCHPAD_PINCH,
                 GDK_PAD_BUTTON_PRESS:
                .begins
            case GDK_KEY_RELEASE, GDK_BUTTON_RELEASE, GDK_MOTION_NOTIFY, GDK_ENTER_NOTIFY, GDK_LEAVE_NOTIFY,
                 GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL, GDK_DRAG_ENTER, GDK_DRAG_LEAVE, GDK_DRAG_MOTION,
                 GDK_PROXIMITY_IN, GDK_PROXIMITY_OUT, GDK_PAD_BUTTON_RELEASE, GDK_PAD_RING, GDK_PAD_STRIP:
                .continues
            default:
                .notInput
            }
        }
    }
}
