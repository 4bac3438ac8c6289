import EditMenuText
import GtkKit4

/// GTK 4's side of ``InputOrder``: each window's order, and the events
/// handed to it. GTK 4 cannot be given an event again through
/// `gtk_main_do_event` (private) nor asked to hold one, but it takes a
/// surface's events from the surface's "event" signal: while a long edit
/// runs in a window, or input waits there, a handler in front of GTK's on
/// the window's surface (`Gdk.SurfaceEventInterception`) hands each event
/// to the window's order first; one it holds is kept by reference (GTK 4's
/// events are immutable) and emitted to GTK's handler later, as GDK would
/// have. Other windows, popovers' own surfaces, and events that are not
/// input go straight on.
@MainActor
enum WindowInputOrders {
    /// Every window's order, by the window's address.
    private static var orders: [UInt: InputOrder] = [:]

    /// The order of the window `widget` is in, nil while it is in none.
    static func order(for widget: Gtk.Widget) -> InputOrder? {
        guard let window = widget.window else { return nil }
        let key = UInt(bitPattern: window.pointer)
        if let order = orders[key] { return order }
        var interception: Gdk.SurfaceEventInterception?
        // The closure holds the window (a wrapper of one reference) while the
        // order is: until the window is destroyed.
        let order = InputOrder { holds in
            interception?.remove()
            interception = nil
            guard holds, let order = orders[key] else { return }
            interception = Gdk.SurfaceEventInterception(window) { [weak order] kind, hold in
                guard kind != .notInput, let order else { return false }
                let held = hold()
                return order.take(kind) { held.handle() }
            }
            if interception == nil { Log.message("a window's input cannot be held: its surface has no handler of GTK's") }
        }
        // Kept while the window is: its edits and held input live in it.
        orders[key] = order
        window.connect(.destroy) { orders[key] = nil }
        return order
    }
}
