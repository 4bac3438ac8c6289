/// A signal the library emits itself: for an event GTK has no signal for (a
/// paste that failed, a pasteboard's types changed), or whose handlers must
/// run at a set point inside a GTK signal (an application's shutdown, before
/// the clipboard is handed over).
///
/// Its handlers behave as GLib's do: several may be connected, they run in
/// the order they were connected, one disconnected during an emission does
/// not run later in it, and a test build counts each while it is connected.
///
/// ```swift
/// let pasteFailed = SwiftSignal<@MainActor (any Error) -> Void>()
/// pasteFailed.connect { error in print(error) }
/// pasteFailed.emit { handler in handler(error) }
/// ```
@MainActor
package final class SwiftSignal<Handler> {
    private var entries: [Entry] = []

    package init() {}

    /// Connects `handler`; it runs on every emission until disconnected.
    @discardableResult
    package func connect(_ handler: Handler) -> GLib.Connection {
        let entry = Entry(handler, in: self)
        entries.append(entry)
        return GLib.Connection(entry)
    }

    /// Runs `call` with each connected handler, in the order they were connected.
    package func emit(_ call: (Handler) -> Void) {
        // Iterates a copy: a handler may connect or disconnect others.
        for entry in entries where entry.signal != nil {
            call(entry.handler)
        }
    }

    /// Disconnects every handler (what emits the signal is going away).
    package func disconnectAll() {
        for entry in entries { entry.signal = nil }
        entries.removeAll()
    }

    private func remove(_ entry: Entry) {
        entry.signal = nil
        entries.removeAll { $0 === entry }
    }

    /// One connected handler.
    private final class Entry: HandlerBox<Handler>, ConnectedHandler {
        /// The signal while the handler is connected; nil once disconnected.
        weak var signal: SwiftSignal?

        init(_ handler: Handler, in signal: SwiftSignal) {
            self.signal = signal
            super.init(handler)
        }

        @MainActor func disconnect() {
            signal?.remove(self)
        }
    }
}
