import CGtk

/// The box of a handler connected to a GObject's signal.
///
/// Each connection gets its own box, retained for GLib with
/// `Unmanaged.passRetained` and released by GLib's destroy-notify when the
/// handler goes away (disconnect, dispose or finalize). GLib therefore owns
/// the closure's lifetime; there is no Swift-side table to fall out of sync.
final class SignalBox<Handler>: HandlerBox<Handler>, ConnectedHandler {
    /// The object whose signal this is. Valid for as long as the box lives:
    /// GLib drops an object's handlers, and so releases their boxes, before it
    /// frees the object.
    private let instance: UnsafeMutableRawPointer
    /// GLib's id for the connection; 0 when GLib refused it.
    var handlerID: gulong = 0

    init(_ handler: Handler, on instance: UnsafeMutableRawPointer) {
        self.instance = instance
        super.init(handler)
    }

    @MainActor func disconnect() {
        // While a handler runs, GLib still holds it (and this box) after a
        // disconnect; a second one would be a critical.
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    /// The handler in a box that GLib passes back as `user_data`.
    static func handler(_ data: gpointer?) -> Handler {
        Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

/// GLib's destroy-notify for a box: its one release.
let releaseSignalBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
