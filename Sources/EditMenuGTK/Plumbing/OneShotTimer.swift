import CGtk
import Foundation

/// A one-shot GLib timeout that calls back on the main loop at a date: a pasteboard's
/// expiration date, a read's deadline, a coalesced menu update. Cancelled when released.
///
/// A GLib source rather than `Task.sleep`: it fires while GTK's own loop runs even if the
/// Dispatch bridge is not installed, and cancelling it removes it from the loop at once.
@MainActor
final class OneShotTimer {
    private var sourceID: guint = 0
    // Held here as well as by GLib, so `cancel()` can ask whether it fired even after GLib
    // has dropped its reference.
    private let box: TimerBox

    /// Calls `action` once, at `date` (at once when `date` has passed).
    init(firingAt date: Date, _ action: @escaping @MainActor () -> Void) {
        // GLib takes milliseconds as a guint; far-off dates fire early and the action
        // re-checks the date (the pasteboard re-arms a timer when it is not yet time).
        let milliseconds = min(max(date.timeIntervalSinceNow * 1000, 0), Double(UInt32.max - 1))
        box = TimerBox(action)
        sourceID = g_timeout_add_full(gint(G_PRIORITY_DEFAULT), guint(milliseconds.rounded(.up)), { data in
            let box = Unmanaged<TimerBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.fire() }
            return 0   // G_SOURCE_REMOVE: one shot
        }, Unmanaged.passRetained(box).toOpaque(), { data in
            Unmanaged<TimerBox>.fromOpaque(data!).release()
        })
    }

    isolated deinit {
        cancel()
    }

    /// Removes the timeout unless it has fired.
    func cancel() {
        guard sourceID != 0 else { return }
        if !box.fired { g_source_remove(sourceID) }
        sourceID = 0
    }
}

@MainActor
private final class TimerBox {
    let action: @MainActor () -> Void
    var fired = false
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
    func fire() {
        fired = true
        action()
    }
}
