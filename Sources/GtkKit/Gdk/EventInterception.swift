import CGtk

extension Gdk {
    /// An event GDK got, seen before GTK handles it.
    package struct InterceptedEvent {
        fileprivate let event: UnsafeMutablePointer<GdkEvent>

        /// What it is to the user's order.
        package var kind: InputKind {
            switch event.pointee.type {
            case GDK_KEY_PRESS:
                event.pointee.key.keyval == Key.escape ? .escape : .begins
            case GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS, GDK_3BUTTON_PRESS, GDK_SCROLL, GDK_TOUCH_BEGIN, GDK_DROP_START,
                 GDK_TOUCHPAD_SWIPE, GDK_TOUCHPAD_PINCH:
                .begins
            case GDK_KEY_RELEASE, GDK_BUTTON_RELEASE, GDK_MOTION_NOTIFY, GDK_ENTER_NOTIFY, GDK_LEAVE_NOTIFY,
                 GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL, GDK_DRAG_ENTER, GDK_DRAG_LEAVE, GDK_DRAG_MOTION,
                 GDK_PROXIMITY_IN, GDK_PROXIMITY_OUT:
                .continues
            default:
                .notInput
            }
        }

        /// The toplevel window the event is for, told apart by its address.
        package var toplevelID: UInt? {
            guard let window = event.pointee.any.window else { return nil }
            return gdk_window_get_toplevel(window).map { UInt(bitPattern: $0) }
        }

        /// A copy of the event, to give GTK later.
        package func hold() -> HeldEvent { HeldEvent(copying: event) }
    }

    /// An event kept back from GTK (`gdk_event_copy`, which holds its window
    /// and devices), given to GTK by ``handle()``.
    package final class HeldEvent {
        private let event: UnsafeMutablePointer<GdkEvent>

        fileprivate init(copying event: UnsafeMutablePointer<GdkEvent>) {
            self.event = gdk_event_copy(event)
        }

        deinit { gdk_event_free(event) }

        /// Gives the event to GTK, as GDK would have.
        @MainActor
        package func handle() { gtk_main_do_event(event) }
    }

    /// Sees every event GDK gets before GTK does: GDK's event handler
    /// (`gdk_event_handler_set`) becomes `interceptor`, and an event it does
    /// not take (returns false for) goes on to GTK's own (`gtk_main_do_event`).
    ///
    /// ```swift
    /// Gdk.interceptEvents { event in event.kind == .begins && isBusy }
    /// ```
    @MainActor
    package static func interceptEvents(_ interceptor: @escaping @MainActor (InterceptedEvent) -> Bool) {
        eventInterceptor = interceptor
        gdk_event_handler_set({ event, _ in
            guard let event else { return }
            let taken = MainActor.assumeIsolated { eventInterceptor?(InterceptedEvent(event: event)) ?? false }
            if !taken { gtk_main_do_event(event) }
        }, nil, nil)
    }
}

@MainActor private var eventInterceptor: (@MainActor (Gdk.InterceptedEvent) -> Bool)?
