import CGLib

/// A handler for a signal whose arguments it does not need.
package typealias VoidHandler = @MainActor () -> Void
/// A handler whose `Bool` result is the signal's "handled": true stops the
/// emission, the default handler included.
package typealias BoolHandler = @MainActor () -> Bool

// GLib calls handlers on the main thread (GTK is single-threaded), so the
// thunks assert main-actor isolation instead of hopping. Pointer arguments
// cross into the main actor as `nonisolated(unsafe)`: they are valid for the
// synchronous call only, and the handlers get them wrapped or copied.

private let voidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}
private let boolThunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
    let handler = SignalBox<BoolHandler>.handler(data)
    return MainActor.assumeIsolated { handler() ? 1 : 0 }
}
private let ignoringArgumentThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}

extension Signal where Handler == VoidHandler {
    /// A signal without arguments: `void (*)(GObject *, gpointer user_data)`.
    package init(withoutArguments name: String) {
        self.init(name, thunk: unsafeBitCast(voidThunk, to: GCallback.self))
    }

    /// A signal with one pointer argument no handler needs:
    /// `void (*)(GObject *, gpointer argument, gpointer user_data)`.
    package init(ignoringArgument name: String) {
        self.init(name, thunk: unsafeBitCast(ignoringArgumentThunk, to: GCallback.self))
    }
}

extension Signal where Handler == BoolHandler {
    /// A signal without arguments that returns `gboolean`.
    package init(withoutArguments name: String) {
        self.init(name, thunk: unsafeBitCast(boolThunk, to: GCallback.self))
    }
}

extension Signal where Emitter: GLib.Object, Handler == VoidHandler {
    /// GObject `notify::<property>`: `property` changed (its GParamSpec is
    /// not passed on).
    package static func notify(_ property: String) -> Self { Self(ignoringArgument: "notify::\(property)") }
}
