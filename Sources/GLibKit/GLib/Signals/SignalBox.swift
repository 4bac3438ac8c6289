import CGLib

/// The Swift closure behind one connected handler.
///
/// A box lives exactly while its handler is connected (and while a running
/// emission still holds it); a test build counts it for that long
/// (`Liveness`). Subclasses know where the handler is connected:
/// `SignalBox` (a GObject's signal) and `SwiftSignal`'s entries.
package class HandlerBox<Handler> {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
        Liveness.note(.signalHandler, +1)
    }
    deinit { Liveness.note(.signalHandler, -1) }
}

/// A connected handler, as the `GLib.Connection` that names it sees it.
protocol ConnectedHandler: AnyObject {
    /// Removes the handler unless it is gone already.
    @MainActor func disconnect()
}

/// The box of a handler connected to a GObject's signal.
///
/// Each connection gets its own box, retained for GLib with
/// `Unmanaged.passRetained` and released by GLib's destroy-notify when the
/// handler goes away (disconnect, dispose or finalize). GLib therefore owns
/// the closure's lifetime; there is no Swift-side table to fall out of sync.
package final class SignalBox<Handler>: HandlerBox<Handler>, ConnectedHandler {
    /// The object whose signal this is. Valid for as long as the box lives:
    /// GLib drops an object's handlers, and so releases their boxes, before
    /// it frees the object.
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
    package static func handler(_ data: gpointer?) -> Handler {
        Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

/// GLib's destroy-notify for a box: its one release.
let releaseSignalBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

extension GLib {
    /// A connected handler, to disconnect it sooner than its object goes.
    ///
    /// Held weakly: a handler's box lives exactly as long as the handler is
    /// connected, so a connection kept past its object never reaches the
    /// freed object. Disconnecting twice, or after the object is gone,
    /// does nothing.
    @MainActor
    package struct Connection {
        private weak var handler: (any ConnectedHandler)?

        init(_ handler: any ConnectedHandler) {
            self.handler = handler
        }

        /// Removes the handler unless it is gone already; its closure is released.
        package func disconnect() {
            handler?.disconnect()
        }
    }
}
