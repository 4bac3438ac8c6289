import CGLib

extension GLib {
    /// Runs `handler` with the instance of every emission of `signal` by an
    /// object of `type` (or a subclass), anywhere in the process, before
    /// any handler connected to it (after a RUN_FIRST class handler); for as
    /// long as the process runs. What tells us of a signal GTK emits on
    /// objects it makes and connects to itself: a handler of ours,
    /// connected later, would run after GTK's.
    ///
    /// ```swift
    /// GLib.onEveryEmission(of: "drop", on: gtk_drop_target_get_type()) { target in … }
    /// ```
    @MainActor
    package static func onEveryEmission(of signal: String, on type: GType,
                                        _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        // A type's class must exist before its signals can be looked up.
        let typeClass = g_type_class_ref(type)
        defer { g_type_class_unref(typeClass) }
        let id = g_signal_lookup(signal, type)
        precondition(id != 0, "no signal \(signal) on \(String(cString: g_type_name(type)))")
        let box = Unmanaged.passRetained(EmissionHookBox(handler)).toOpaque()
        g_signal_add_emission_hook(id, 0, emissionHook, box) { data in
            guard let data else { return }
            Unmanaged<EmissionHookBox>.fromOpaque(data).release()
        }
    }
}

extension GLib.Object {
    /// ``GLib/onEveryEmission(of:on:_:)`` for every object of this class:
    /// `handler` gets each emitter, wrapped.
    ///
    /// ```swift
    /// Gtk.DropTarget.onEveryEmission(of: "drop") { target in print(target.widget as Any) }
    /// ```
    @MainActor
    package static func onEveryEmission(of signal: String, _ handler: @escaping @MainActor (Self) -> Void) {
        GLib.onEveryEmission(of: signal, on: gType) { instance in
            if let object = wrap(instance, as: Self.self) { handler(object) }
        }
    }
}

@MainActor
private final class EmissionHookBox {
    let handler: @MainActor (UnsafeMutableRawPointer) -> Void
    init(_ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) { self.handler = handler }
}

/// Called by GLib on the thread that emits, GTK's main thread; returning
/// true keeps the hook installed.
private let emissionHook: GSignalEmissionHook = { _, count, values, data in
    guard count > 0, let values, let data, let object = g_value_get_object(values) else { return 1 }
    // Valid for this synchronous call.
    nonisolated(unsafe) let instance = object
    let box = Unmanaged<EmissionHookBox>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated { box.handler(instance) }
    return 1
}
