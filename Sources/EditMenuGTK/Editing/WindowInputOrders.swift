import EditMenuText
import GtkKit

/// GTK 3's side of ``InputOrder``: each window's order, and the events
/// handed to it. GDK's event handler is put in front of GTK's once (the
/// first time a text widget asks for its window's order); while a long edit
/// runs in a window, or input waits there, each of that window's events goes
/// to its order first, and one it holds is copied (`gdk_event_copy`) and
/// given to GTK later (`gtk_main_do_event`), as GDK would have. Events of
/// other windows, and those that are not input (drawing, the clipboard's
/// answers a paste waits for), go straight on.
@MainActor
enum WindowInputOrders {
    /// The orders of windows where an edit runs or input waits, by their
    /// toplevel GdkWindow's address.
    private static var holding: [UInt: InputOrder] = [:]
    private static var isIntercepting = false

    /// The order of the window `widget` is in, nil while it is in none (or
    /// not on screen yet).
    static func order(for widget: Gtk.Widget) -> InputOrder? {
        guard let window = widget.window, let gdkWindow = window.gdkWindow else { return nil }
        let key = UInt(bitPattern: gdkWindow.pointer)
        if let order = orders[key] { return order }
        interceptOnce()
        let order = InputOrder { holds in holding[key] = holds ? orders[key] : nil }
        // Kept while the window is: its edits and held input live in it.
        orders[key] = order
        window.connect(.destroy) {
            orders[key] = nil
            holding[key] = nil
        }
        return order
    }

    /// Every window's order, by its toplevel GdkWindow's address.
    private static var orders: [UInt: InputOrder] = [:]

    private static func interceptOnce() {
        guard !isIntercepting else { return }
        isIntercepting = true
        Gdk.interceptEvents { event in
            guard !holding.isEmpty else { return false }
            let kind = event.kind
            guard kind != .notInput, let key = event.toplevelID, let order = holding[key] else { return false }
            let held = event.hold()
            return order.take(kind) { held.handle() }
        }
    }
}
