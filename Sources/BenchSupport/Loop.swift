import CGLib

/// Drives GLib's main loop for the benchmarks.
///
/// Unlike `GLib.MainLoop.run(until:)` (which ticks every 5 ms when idle, fine for
/// tests), these block in `g_main_context_iteration(…, TRUE)` and so wake
/// the moment a source is ready: a 1 ms polling step would be bigger than
/// some of the differences being measured.
@MainActor
package enum Loop {
    /// Runs the loop until `condition` holds or `timeout` seconds pass;
    /// returns whether the condition held.
    @discardableResult
    package static func run(until condition: () -> Bool, timeout: Double = 10) -> Bool {
        let expired = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        expired.initialize(to: false)
        defer { expired.deallocate() }
        // A timer wakes the blocking iteration at the deadline.
        let timer = g_timeout_add_full(G_PRIORITY_HIGH, guint(max(1, timeout * 1000)), { data in
            data!.assumingMemoryBound(to: Bool.self).pointee = true
            return 0   // G_SOURCE_REMOVE
        }, expired, nil)
        while !condition() {
            if expired.pointee { return false }
            g_main_context_iteration(nil, 1)
        }
        if !expired.pointee { g_source_remove(timer) }
        return true
    }

    /// Runs the loop for `seconds`, handling whatever comes.
    package static func run(for seconds: Double) {
        run(until: { false }, timeout: seconds)
    }

    /// Handles everything already pending, without waiting.
    package static func drain() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
}
