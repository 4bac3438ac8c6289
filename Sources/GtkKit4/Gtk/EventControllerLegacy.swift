import CGtk4

extension Gtk {
    /// A controller that is handed every event that reaches its widget, as
    /// it is (`GtkEventControllerLegacy`): for the few events no other
    /// controller names.
    package final class EventControllerLegacy: EventController {
        override package class var gType: GType { gtk_event_controller_legacy_get_type() }

        package convenience init() {
            self.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_legacy_new()))
        }
    }
}

/// A legacy controller's `event`: true stops the event there (the widgets
/// below, and those it would go on to, do not get it).
package typealias EventHandler = @MainActor (Gdk.Event) -> Bool

private let eventThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, event, data in
    guard let event else { return 0 }
    let handler = SignalBox<EventHandler>.handler(data)
    nonisolated(unsafe) let pointer = OpaquePointer(event)
    return MainActor.assumeIsolated { handler(Gdk.Event(retaining: pointer)) ? 1 : 0 }
}

extension Signal where Emitter: Gtk.EventControllerLegacy, Handler == EventHandler {
    /// `event`: an event reached the widget.
    package static var event: Self { Self("event", thunk: unsafeBitCast(eventThunk, to: GCallback.self)) }
}
