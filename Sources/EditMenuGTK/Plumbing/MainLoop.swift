import CGtk
import Glibc

/// Runs Dispatch's main queue from inside GLib's main loop.
///
/// Swift's main actor is Dispatch's main queue. GTK's loop (`gtk_main`,
/// `g_application_run`) never drains that queue by itself, so without this
/// bridge `Task { @MainActor in ... }` and `DispatchQueue.main.async` would
/// stall for as long as the GTK loop runs.
///
/// libdispatch exposes the queue's wake-up file descriptor (an eventfd) for
/// exactly this case; we watch it with `g_unix_fd_add` and drain the queue when
/// it fires. No polling timer: an idle app sleeps.
@MainActor
public enum MainLoop {
    private static var sourceID: guint = 0

    /// Installs the bridge (once; later calls do nothing).
    public static func integrateDispatch() {
        guard sourceID == 0 else { return }
        let fd = _dispatch_get_main_queue_handle_4CF()
        sourceID = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
            var value: UInt64 = 0
            _ = read(fd, &value, MemoryLayout<UInt64>.size)   // reset the eventfd
            _dispatch_main_queue_callback_4CF(nil)
            return 1   // G_SOURCE_CONTINUE
        }, nil)
    }

    /// Runs `work` on the main actor once the event being handled is over:
    /// the one way this package defers work (see ARCHITECTURE.md, "Deferring work").
    ///
    /// A main-actor task is a job on Dispatch's main queue, which the bridge
    /// above drains from GLib's loop, so it runs after GTK has finished the
    /// signal emission or event in progress, in the order deferred.
    static func afterCurrentEvent(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    /// Runs `work` on the main actor once GTK has no idle work left at a
    /// higher priority: GtkTextView's layout of new text, which it does a
    /// screenful at a time from an idle at `GTK_TEXT_VIEW_PRIORITY_VALIDATE`.
    ///
    /// The one deferral that is not a main-actor task, because it must wait
    /// for GTK's own idles: a task runs at the Dispatch bridge's default
    /// priority, ahead of them. It is a GLib idle at `G_PRIORITY_LOW`, which
    /// GLib runs only when nothing of higher priority is ready.
    static func afterGTKIdleWork(_ work: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(IdleWork(work)).toOpaque()
        g_idle_add_full(cgtk_priority_low(), { data in
            let work = Unmanaged<IdleWork>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { work.run() }
            return 0   // G_SOURCE_REMOVE
        }, box, { data in
            Unmanaged<IdleWork>.fromOpaque(data!).release()
        })
    }

    /// Runs one iteration of the GLib loop per call until `condition` holds or
    /// `timeout` seconds pass; returns whether the condition held.
    /// For tests and tools that need to wait for GTK to catch up.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() > deadline { return false }
            if g_main_context_pending(nil) != 0 {
                g_main_context_iteration(nil, 0)
            } else {
                g_usleep(1_000)
            }
        }
        return true
    }

    /// Runs the loop until nothing is pending (pending events, idles, redraws).
    public static func drain() {
        while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
    }
}

/// Work for ``MainLoop/afterGTKIdleWork(_:)``, owned by GLib's idle source.
private final class IdleWork {
    let work: @MainActor () -> Void
    init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    @MainActor func run() { work() }
}
