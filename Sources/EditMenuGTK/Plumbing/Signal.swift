import CGtk

/// A connected GObject signal handler; `disconnect()` removes it early.
///
/// Most handlers are never disconnected by hand: GLib drops them (and
/// releases their Swift closure) when the object is destroyed or finalized.
@MainActor
package struct SignalConnection {
    let instance: UnsafeMutableRawPointer
    let handlerID: gulong

    /// Removes the handler unless GLib already has.
    package func disconnect() {
        if g_signal_handler_is_connected(instance, handlerID) != 0 {
            g_signal_handler_disconnect(instance, handlerID)
        }
    }
}

/// The Swift closure behind one signal connection.
///
/// Each connection gets its own box, retained for GLib with
/// `Unmanaged.passRetained` and released by GLib's destroy-notify when the
/// handler goes away (disconnect, dispose or finalize). GLib therefore owns
/// the closure's lifetime; there is no Swift-side table to fall out of sync.
final class SignalBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) {
        self.handler = handler
        LiveCounts._signalHandlers.add(1, ordering: .relaxed)
    }
    deinit { LiveCounts._signalHandlers.subtract(1, ordering: .relaxed) }

    static func from(_ data: gpointer?) -> Handler {
        Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

/// The signatures our handlers use. One exact `@convention(c)` thunk each:
/// GLib calls the thunk with the C arguments, the thunk unwraps the box.
package typealias VoidHandler = @MainActor () -> Void
package typealias BoolHandler = @MainActor () -> Bool
package typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void
package typealias PointerBoolHandler = @MainActor (UnsafeMutableRawPointer?) -> Bool
package typealias PointHandler = @MainActor (Double, Double) -> Void
package typealias PressHandler = @MainActor (Int, Double, Double) -> Void
/// GtkEditable `insert-text`: the text (UTF-8, `byteCount` bytes or
/// NUL-terminated when negative) and where it goes, a `gint*` GTK moves to
/// the end of the insertion.
typealias InsertTextHandler = @MainActor (_ text: UnsafePointer<CChar>?, _ byteCount: Int,
                                          _ position: UnsafeMutablePointer<gint>?) -> Void
/// GtkEditable `delete-text`: the code-point range, `end` negative for "to the end".
typealias DeleteTextHandler = @MainActor (_ start: Int, _ end: Int) -> Void

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

// GLib calls handlers on the main thread (GTK is single-threaded), so the
// thunks assert main-actor isolation instead of hopping. The box is looked up
// before entering it; pointer arguments cross as `nonisolated(unsafe)` because
// they are only valid for this synchronous call anyway.
private let voidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let handler = SignalBox<VoidHandler>.from(data)
    MainActor.assumeIsolated { handler() }
}
private let boolThunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    let handler = SignalBox<BoolHandler>.from(data)
    return MainActor.assumeIsolated { handler() ? 1 : 0 }
}
private let pointerThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, arg, data in
    let handler = SignalBox<PointerHandler>.from(data)
    nonisolated(unsafe) let arg = arg
    MainActor.assumeIsolated { handler(arg) }
}
private let pointerBoolThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, arg, data in
    let handler = SignalBox<PointerBoolHandler>.from(data)
    nonisolated(unsafe) let arg = arg
    return MainActor.assumeIsolated { handler(arg) ? 1 : 0 }
}
private let pointThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
    let handler = SignalBox<PointHandler>.from(data)
    MainActor.assumeIsolated { handler(x, y) }
}
private let pressThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
    let handler = SignalBox<PressHandler>.from(data)
    MainActor.assumeIsolated { handler(Int(n), x, y) }
}

private let insertTextThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, gpointer?) -> Void = {
    _, text, length, position, data in
    let handler = SignalBox<InsertTextHandler>.from(data)
    nonisolated(unsafe) let text = text, position = position
    MainActor.assumeIsolated { handler(text, Int(length), position) }
}
private let deleteTextThunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, start, end, data in
    let handler = SignalBox<DeleteTextHandler>.from(data)
    MainActor.assumeIsolated { handler(Int(start), Int(end)) }
}
private let moveCursorThunk: @convention(c) (gpointer?, gint, gint, gboolean, gpointer?) -> Void = { _, _, _, _, data in
    let handler = SignalBox<VoidHandler>.from(data)
    MainActor.assumeIsolated { handler() }
}
private let dragDataReceivedThunk: @convention(c) (gpointer?, gpointer?, gint, gint, gpointer?, guint, guint, gpointer?) -> Void = {
    _, _, _, _, _, _, _, data in
    let handler = SignalBox<VoidHandler>.from(data)
    MainActor.assumeIsolated { handler() }
}

extension GObjectRef {
    /// Connects a handler to GtkWidget's `drag-data-received` (a drop's data arrived).
    @discardableResult
    func connectDragDataReceived(after: Bool = false, _ handler: @escaping VoidHandler) -> SignalConnection {
        connect("drag-data-received", after: after, box: SignalBox(handler), thunk: unsafeBitCast(dragDataReceivedThunk, to: GCallback.self))
    }

    /// Connects a handler to GtkEntry's `move-cursor` (a cursor key moved the caret).
    @discardableResult
    func connectMoveCursor(_ handler: @escaping VoidHandler) -> SignalConnection {
        connect("move-cursor", after: false, box: SignalBox(handler), thunk: unsafeBitCast(moveCursorThunk, to: GCallback.self))
    }

    /// Connects a handler to GtkEditable's `insert-text`; `after` runs it
    /// once the text is in.
    @discardableResult
    func connectInsertText(after: Bool = false, _ handler: @escaping InsertTextHandler) -> SignalConnection {
        connect("insert-text", after: after, box: SignalBox(handler), thunk: unsafeBitCast(insertTextThunk, to: GCallback.self))
    }

    /// Connects a handler to GtkEditable's `delete-text`; before the text
    /// goes unless `after`.
    @discardableResult
    func connectDeleteText(after: Bool = false, _ handler: @escaping DeleteTextHandler) -> SignalConnection {
        connect("delete-text", after: after, box: SignalBox(handler), thunk: unsafeBitCast(deleteTextThunk, to: GCallback.self))
    }
}

extension GObjectRef {
    /// Connects `handler` to `signal`; the closure lives until GLib drops it.
    ///
    /// ```swift
    /// button.object.connect("clicked") { [weak self] in self?.showMenu() }
    /// ```
    @discardableResult
    package func connect(_ signal: String, after: Bool = false, _ handler: @escaping VoidHandler) -> SignalConnection {
        connect(signal, after: after, box: SignalBox(handler), thunk: unsafeBitCast(voidThunk, to: GCallback.self))
    }

    /// Connects a handler whose `Bool` result is the signal's "handled"
    /// return (`popup-menu`). A separate name, so a multi-statement closure
    /// is never ambiguous between the `Void` and `Bool` forms.
    @discardableResult
    package func connectReturning(_ signal: String, after: Bool = false, _ handler: @escaping BoolHandler) -> SignalConnection {
        connect(signal, after: after, box: SignalBox(handler), thunk: unsafeBitCast(boolThunk, to: GCallback.self))
    }

    /// Connects a handler for a signal with one pointer argument
    /// (a `GdkEvent*`, a `GVariant*`, a `GParamSpec*`, a child widget...).
    @discardableResult
    package func connect(_ signal: String, after: Bool = false, pointer handler: @escaping PointerHandler) -> SignalConnection {
        connect(signal, after: after, box: SignalBox(handler), thunk: unsafeBitCast(pointerThunk, to: GCallback.self))
    }

    /// Connects a handler for a signal with one pointer argument and a
    /// `gboolean` result (`button-press-event`, `key-press-event`, `draw`...).
    @discardableResult
    package func connectReturning(_ signal: String, after: Bool = false, pointer handler: @escaping PointerBoolHandler) -> SignalConnection {
        connect(signal, after: after, box: SignalBox(handler), thunk: unsafeBitCast(pointerBoolThunk, to: GCallback.self))
    }

    /// Connects a handler for `(x, y)` signals such as GtkGestureLongPress `pressed`.
    @discardableResult
    package func connect(_ signal: String, after: Bool = false, point handler: @escaping PointHandler) -> SignalConnection {
        connect(signal, after: after, box: SignalBox(handler), thunk: unsafeBitCast(pointThunk, to: GCallback.self))
    }

    /// Connects a handler for `(n_press, x, y)` signals: GtkGestureMultiPress `pressed`.
    @discardableResult
    package func connect(_ signal: String, after: Bool = false, press handler: @escaping PressHandler) -> SignalConnection {
        connect(signal, after: after, box: SignalBox(handler), thunk: unsafeBitCast(pressThunk, to: GCallback.self))
    }

    private func connect<H>(_ signal: String, after: Bool, box: SignalBox<H>, thunk: GCallback) -> SignalConnection {
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = g_signal_connect_data(pointer, signal, thunk, data, releaseBox,
                                       after ? G_CONNECT_AFTER : GConnectFlags(0))
        if id == 0 {
            // Unknown signal: GLib has already warned and will never call the
            // destroy-notify, so the box is ours to release.
            Unmanaged<SignalBox<H>>.fromOpaque(data).release()
        }
        return SignalConnection(instance: pointer, handlerID: id)
    }
}
