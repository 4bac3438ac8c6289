import CGLib
import CGLibShims
import Foundation
import Glibc

extension GLib {
    /// GLib's main loop, as the rest of the code meets it: Dispatch's main
    /// queue run from inside it, and the one way work is put off.
    @MainActor
    package enum MainLoop {
        private static var dispatchSource: guint = 0

        /// Runs Dispatch's main queue from inside GLib's main loop (once;
        /// later calls do nothing).
        ///
        /// Swift's main actor is Dispatch's main queue. GTK's loop
        /// (`g_application_run`, `gtk_main`) never drains that queue by
        /// itself, so without this bridge `Task { @MainActor in … }` would
        /// stall for as long as the GTK loop runs. libdispatch exposes the
        /// queue's wake-up file descriptor (an eventfd) for exactly this;
        /// it is watched with `g_unix_fd_add` and the queue drained when it
        /// fires. No polling timer: an idle app sleeps.
        package static func integrateDispatch() {
            guard dispatchSource == 0 else { return }
            let fd = _dispatch_get_main_queue_handle_4CF()
            dispatchSource = g_unix_fd_add(fd, G_IO_IN, { fd, _, _ in
                var value: UInt64 = 0
                _ = read(fd, &value, MemoryLayout<UInt64>.size)   // reset the eventfd
                _dispatch_main_queue_callback_4CF(nil)
                return 1   // G_SOURCE_CONTINUE
            }, nil)
        }

        /// Runs `work` once the event or signal emission being handled is
        /// over, in the order deferred: `Deferred(.afterCurrentEvent)` for
        /// work nobody needs to cancel.
        package static func afterCurrentEvent(_ work: @escaping @MainActor () -> Void) {
            Deferred.start(.afterCurrentEvent, work)
        }

        /// Runs `work` once GTK has no idle work left at a higher priority:
        /// GtkTextView lays new text out a screenful at a time from an idle.
        package static func afterGTKIdleWork(_ work: @escaping @MainActor () -> Void) {
            Deferred.start(.afterGTKIdleWork, work)
        }

        /// Runs `work` once GTK's high-priority idle work is done, before the
        /// next frame is laid out and drawn: a GtkPopoverMenu shows or hides
        /// the lines between its sections from such an idle.
        package static func beforeNextFrame(_ work: @escaping @MainActor () -> Void) {
            Deferred.start(.beforeNextFrame, work)
        }

        /// Suspends async work on the main actor for about a millisecond, so
        /// GTK draws a frame and handles input before it goes on: a task
        /// that is always ready would keep GLib's lower priorities waiting.
        /// For work done in slices (a long paste).
        package static func letGTKRun() async {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }

        /// Runs one iteration of the loop after another until `condition`
        /// holds or `timeout` seconds pass; returns whether it held. For
        /// tests and tools that wait for GTK to catch up: the loop sleeps
        /// between iterations until something happens, or 5 ms pass (what a
        /// condition read from another thread waits at most).
        ///
        /// The 5 ms tick has the lowest priority: it only wakes a loop with
        /// nothing to do. At the default priority it outranked GDK's frame
        /// clock (`GDK_PRIORITY_REDRAW`), and a condition slower than 5 ms to
        /// read found the tick due again at every iteration, so no frame was
        /// ever drawn and a popover's slide never ended (the thousand-item
        /// menu test, from about page 40 on, when reading its titles walked
        /// every page the popover held).
        @discardableResult
        package static func run(until condition: () -> Bool, timeout: Double = 5) -> Bool {
            let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
            let tick = g_timeout_add_full(G_PRIORITY_LOW, 5, { _ in 1 }, nil, nil)   // wakes a blocked iteration
            defer { g_source_remove(tick) }
            while !condition() {
                if g_get_monotonic_time() > deadline { return false }
                g_main_context_iteration(nil, 1)
            }
            return true
        }

        /// Runs the loop until nothing is pending (events, idles, redraws).
        package static func drain() {
            while g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) }
        }
    }
}

/// Work put off on the main loop: the one way the library defers work.
///
/// - `.afterCurrentEvent`: once the event or signal emission being handled
///   is over (GTK must not be changed inside some of its own emissions), in
///   the order deferred.
/// - `.at(date)`: at a date (a pasteboard's expiration, a coalesced update,
///   a read's deadline); at the next turn when the date has passed.
/// - `.afterGTKIdleWork`: once GTK's own idle work is done (GtkTextView's
///   layout of new text).
/// - `.beforeNextFrame`: once GTK's high-priority idles have run (a popover
///   menu's section lines), before the frame clock lays out and draws.
///
/// The work runs on the main actor, so it needs no hop back and the compiler
/// checks its isolation. It is cancelled when the `Deferred` is released or
/// cancelled; `MainLoop.afterCurrentEvent` and `afterGTKIdleWork` start work
/// nobody cancels.
///
/// ```swift
/// pending = Deferred(.at(Date(timeIntervalSinceNow: 0.05))) { [weak self] in self?.check() }
/// pending = nil   // not checked after all
/// ```
@MainActor
package final class Deferred {
    /// When the work runs.
    package enum Moment {
        case afterCurrentEvent
        case at(Date)
        case afterGTKIdleWork
        case beforeNextFrame
    }

    private var task: Task<Void, Never>?
    private var idleSource: guint = 0

    /// Puts `work` off until `moment`; released, it does not run.
    package init(_ moment: Moment, _ work: @escaping @MainActor () -> Void) {
        switch moment {
        case .afterCurrentEvent:
            // A main-actor task is a job on Dispatch's main queue, which the
            // bridge drains from GLib's loop after the event in progress.
            task = Task { @MainActor in
                guard !Task.isCancelled else { return }
                work()
            }
        case .at(let date):
            let nanoseconds = UInt64(min(max(date.timeIntervalSinceNow, 0), Double(Int64.max / 2) / 1e9) * 1e9)
            task = Task { @MainActor in
                do { try await Task.sleep(nanoseconds: nanoseconds) } catch { return }   // cancelled
                work()
            }
        case .afterGTKIdleWork:
            // A task would run at the bridge's default priority, ahead of
            // GTK's idles: this is a GLib idle at G_PRIORITY_LOW, which GLib
            // runs only when nothing of higher priority is ready.
            idleSource = idle(priority: G_PRIORITY_LOW, work)
        case .beforeNextFrame:
            // Between G_PRIORITY_HIGH_IDLE (GTK's own high idles) and GDK's
            // frame clock (G_PRIORITY_HIGH_IDLE + 20).
            idleSource = idle(priority: G_PRIORITY_HIGH_IDLE + 5, work)
        }
    }

    /// A GLib idle at `priority` that runs `work` once.
    private func idle(priority: Int32, _ work: @escaping @MainActor () -> Void) -> guint {
        let box = Unmanaged.passRetained(IdleWork { [weak self] in
            self?.idleSource = 0
            work()
        }).toOpaque()
        return g_idle_add_full(priority, { data in
            let work = Unmanaged<IdleWork>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { work.run() }
            return 0   // G_SOURCE_REMOVE
        }, box, { data in
            Unmanaged<IdleWork>.fromOpaque(data!).release()
        })
    }

    /// Work nobody cancels: kept by its task or idle until it has run.
    static func start(_ moment: Moment, _ work: @escaping @MainActor () -> Void) {
        var keep: Deferred?
        keep = Deferred(moment) {
            work()
            keep = nil
        }
        _ = keep
    }

    isolated deinit {
        cancel()
    }

    /// Stops the work unless it has run.
    package func cancel() {
        task?.cancel()
        task = nil
        if idleSource != 0 {
            g_source_remove(idleSource)
            idleSource = 0
        }
    }
}

/// Work for a GLib idle, owned by the idle source.
private final class IdleWork {
    let work: @MainActor () -> Void
    init(_ work: @escaping @MainActor () -> Void) { self.work = work }
    @MainActor func run() { work() }
}
