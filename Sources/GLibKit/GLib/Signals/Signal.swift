import CGLib
import CGLibShims

/// A GLib signal of `Emitter`'s: its name, and the one C function of its
/// signature that GLib calls, which finds the Swift handler and calls it
/// with typed arguments.
///
/// Every signal is declared on the class that emits it, with the handler
/// its arguments make (`Gtk.Button`'s `.clicked` takes a `() -> Void`,
/// `Gtk.Widget`'s `.keyPressEvent` a `(Gdk.KeyEvent) -> Bool`), so a call
/// site can neither connect a signal to an object that never emits it nor
/// pass a handler that does not fit:
///
/// ```swift
/// button.connect(.clicked) { [weak self] in self?.showMenu() }
/// window.connect(.keyPressEvent) { event in event.keyval == Gdk.Key.escape }
/// stack.connect(.notify("visible-child")) { print("another page") }
/// label.connect(.clicked) { }   // does not compile: a label has no `clicked`
/// ```
package struct Signal<Emitter, Handler> {
    /// GLib's name, with the detail if there is one (`notify::visible-child`).
    package let name: String
    /// What GLib calls: the signal's C signature, with the handler's box as
    /// the last argument (`user_data`).
    let thunk: GCallback

    /// Only signal declarations call this, each with the thunk written for
    /// its C signature.
    package init(_ name: String, thunk: GCallback) {
        self.name = name
        self.thunk = thunk
    }
}

/// What can be connected to: every `GLib.Object`, each to the signals of
/// its class and the classes above it.
package protocol SignalEmitter: AnyObject {}

extension GLib.Object: SignalEmitter {}

@MainActor
extension SignalEmitter where Self: GLib.Object {
    /// Connects `handler` to `signal`. The closure lives until GLib drops the
    /// handler: on `disconnect()`, or when the object is destroyed or
    /// finalized. `after` runs it after the signal's default handler
    /// (`G_CONNECT_AFTER`).
    ///
    /// ```swift
    /// entry.connect(.changed) { [weak self] in self?.textDidChange() }
    /// ```
    @discardableResult
    package func connect<Handler>(_ signal: Signal<Self, Handler>, after: Bool = false,
                                  _ handler: Handler) -> GLib.Connection {
        let box = SignalBox(handler, on: pointer)
        let data = Unmanaged.passRetained(box).toOpaque()
        box.handlerID = g_signal_connect_data(pointer, signal.name, signal.thunk, data, releaseSignalBox,
                                              after ? G_CONNECT_AFTER : GConnectFlags(0))
        if box.handlerID == 0 {
            // Unknown signal: GLib has already warned and will never call the
            // destroy-notify, so the box is ours to release.
            Unmanaged<SignalBox<Handler>>.fromOpaque(data).release()
        }
        return GLib.Connection(box)
    }

    /// Emits an action signal that has no arguments, as its key binding would
    /// (GtkEntry `insert-emoji`).
    package func emit(_ signal: Signal<Self, VoidHandler>) {
        cglib_emit_action_signal(pointer, signal.name)
    }

    /// Emits the signal `name`, which takes one pointer and returns a
    /// boolean (GdkSurface's `event`), with `argument`; what the handlers
    /// returned.
    package func emit(_ name: String, pointer argument: OpaquePointer) -> Bool {
        cglib_emit_pointer_signal(pointer, name, UnsafeMutableRawPointer(argument)) != 0
    }

    /// Ends the emission of `signal` under way: the handlers that have not
    /// run yet, and a default handler that runs last, do not run.
    package func stopEmission<Handler>(of signal: Signal<Self, Handler>) {
        g_signal_stop_emission_by_name(pointer, signal.name)
    }
}
