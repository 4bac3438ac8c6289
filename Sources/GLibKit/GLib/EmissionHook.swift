import CGLib

extension GLib {
    /// Runs `handler` with every instance of `type` that emits `signal`,
    /// anywhere in the process, right after the class's own handler of a
    /// RUN_FIRST signal and before any connected one (a GLib emission hook;
    /// it stays for as long as the process runs). An instance still
    /// floating (not yet owned by anything) is not passed.
    ///
    /// ```swift
    /// GLib.onEveryEmission(of: "show", on: gtk_widget_get_type()) { widget in … }
    /// ```
    @MainActor
    package static func onEveryEmission(of signal: String, on type: GType,
                                        _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) {
        let id = g_signal_lookup(signal, type)
        precondition(id != 0, "no signal \(signal) on \(String(cString: g_type_name(type)))")
        let box = Unmanaged.passRetained(EmissionHookBox(handler)).toOpaque()
        g_signal_add_emission_hook(id, 0, emissionHook, box, { data in
            guard let data else { return }
            Unmanaged<EmissionHookBox>.fromOpaque(data).release()
        })
    }
}

@MainActor
private final class EmissionHookBox {
    let handler: @MainActor (UnsafeMutableRawPointer) -> Void
    init(_ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void) { self.handler = handler }
}

/// Returning true keeps the hook installed.
private let emissionHook: GSignalEmissionHook = { _, count, values, data in
    guard count > 0, let values, let data, let object = g_value_get_object(values) else { return 1 }
    guard g_object_is_floating(object) == 0 else { return 1 }
    let box = Unmanaged<EmissionHookBox>.fromOpaque(data).takeUnretainedValue()
    nonisolated(unsafe) let instance = object
    MainActor.assumeIsolated { box.handler(instance) }
    return 1
}
