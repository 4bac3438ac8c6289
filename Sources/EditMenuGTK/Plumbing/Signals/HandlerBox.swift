/// The Swift closure behind one connected handler.
///
/// A box lives exactly while its handler is connected (and while a running
/// emission still holds it); `LiveCounts` counts it for that long. Subclasses
/// know where the handler is connected: `SignalBox` (a GObject's signal) and
/// `SwiftSignal`'s entries.
class HandlerBox<Handler> {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
        LiveCounts._signalHandlers.add(1, ordering: .relaxed)
    }
    deinit { LiveCounts._signalHandlers.subtract(1, ordering: .relaxed) }
}

/// A connected handler, as the ``SignalConnection`` that names it sees it.
protocol ConnectedHandler: AnyObject {
    /// Removes the handler unless it is gone already.
    @MainActor func disconnect()
}
