/// A connected signal handler; `disconnect()` removes it early.
///
/// Most handlers are never disconnected by hand: GLib drops them (and
/// releases their Swift closure) when the object is destroyed or finalized.
/// Disconnecting twice, or after the object has dropped the handler, does
/// nothing.
@MainActor
package struct SignalConnection {
    /// Held weakly: the handler's box lives exactly as long as the handler is
    /// connected, so a connection kept longer than its object never reaches
    /// the freed object.
    private weak var handler: (any ConnectedHandler)?

    init(_ handler: any ConnectedHandler) {
        self.handler = handler
    }

    /// Removes the handler unless it is gone already; its closure is released.
    package func disconnect() {
        handler?.disconnect()
    }
}
