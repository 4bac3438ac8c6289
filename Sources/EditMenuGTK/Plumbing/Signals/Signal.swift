import CGtk

/// A GLib signal as this package connects to it: its name, and the one C
/// function of its signature that GLib calls, which finds the Swift handler
/// and calls it with typed arguments.
///
/// `Handler` is the Swift closure's type, so the signal chooses the shape of
/// the handler and a call site cannot pass one that does not fit:
///
/// ```swift
/// button.object.connect(.clicked) { [weak self] in self?.showMenu() }
/// window.object.connect(.keyPressEvent) { event in event.keyval == UInt32(GDK_KEY_Escape) }
/// stack.object.connect(.notify("visible-child")) { print("another page") }
/// ```
///
/// Every signal the package uses is a static of `Signal`, declared next to
/// the thunk of its C signature (`Signal+NoArguments.swift` and its
/// neighbours): a name is spelled once, and a thunk is only ever paired with
/// signals whose arguments it reads correctly.
package struct Signal<Handler> {
    /// GLib's name, with the detail if there is one (`notify::visible-child`).
    package let name: String
    /// What GLib calls: the signal's C signature, with the handler's box as the
    /// last argument (`user_data`).
    let thunk: GCallback

    /// Only the signal declarations call this, each with the thunk written
    /// for its C signature.
    init(_ name: String, thunk: GCallback) {
        self.name = name
        self.thunk = thunk
    }
}

extension GObjectRef {
    /// Connects `handler` to `signal`. The closure lives until GLib drops the
    /// handler: on `disconnect()`, or when the object is destroyed or
    /// finalized. `after` runs it after the signal's default handler
    /// (`G_CONNECT_AFTER`).
    ///
    /// ```swift
    /// entry.connect(.changed) { [weak self] in self?.textDidChange() }
    /// ```
    @discardableResult
    package func connect<Handler>(_ signal: Signal<Handler>, after: Bool = false,
                                  _ handler: Handler) -> SignalConnection {
        let box = SignalBox(handler, on: pointer)
        let data = Unmanaged.passRetained(box).toOpaque()
        box.handlerID = g_signal_connect_data(pointer, signal.name, signal.thunk, data, releaseSignalBox,
                                              after ? G_CONNECT_AFTER : GConnectFlags(0))
        if box.handlerID == 0 {
            // Unknown signal: GLib has already warned and will never call the
            // destroy-notify, so the box is ours to release.
            Unmanaged<SignalBox<Handler>>.fromOpaque(data).release()
        }
        return SignalConnection(box)
    }

    /// Emits an action signal that has no arguments, as its key binding would
    /// (GtkEntry `insert-emoji`).
    package func emit(_ signal: Signal<VoidHandler>) {
        cgtk_emit_action_signal(pointer, signal.name)
    }

    /// Ends the emission of `signal` under way: the handlers that have not run
    /// yet, and a default handler that runs last, do not run.
    package func stopEmission<Handler>(of signal: Signal<Handler>) {
        g_signal_stop_emission_by_name(pointer, signal.name)
    }
}
