import CGtk
import EditMenu
import Foundation

/// Checks the system's promises from the inside while it runs, for fuzzers
/// and soak tests: every item a menu shows can be performed by the chain
/// right now, at most one edit menu is on screen, and the main loop never
/// stalls. A broken promise is logged as a GLib warning that starts with
/// `SELF-CHECK FAILED`, which test drivers look for.
///
/// Tooling for the demo, the fuzzer and the tests, not API: `package` keeps it
/// inside this package. Off unless asked for, by code or by the environment:
///
/// ```sh
/// EDIT_MENU_SELF_CHECK=1 EDIT_MENU_STALL_MS=100 edit-menu-demo
/// ```
@MainActor
package enum SelfChecks {
    /// Whether menus are verified each time they are shown or updated.
    package private(set) static var isEnabled = false
    private static var presenters: [WeakPresenter] = []
    private static var stallWatchdog: guint = 0

    /// Turns the checks on as the environment asks (`EDIT_MENU_SELF_CHECK`,
    /// `EDIT_MENU_STALL_MS`). `EditMenuGTK.install()` calls this.
    package static func enableFromEnvironment() {
        let environment = ProcessInfo.processInfo.environment
        if environment["EDIT_MENU_SELF_CHECK"] == "1" { isEnabled = true }
        if let value = environment["EDIT_MENU_STALL_MS"], let milliseconds = Int(value), milliseconds > 0 {
            watchForStalls(longerThan: milliseconds)
        }
    }

    /// Turns menu verification on.
    package static func enable() { isEnabled = true }

    /// Logs `SELF-CHECK FAILED: main loop stalled` whenever the GLib loop
    /// does not get round to a 10 ms timer for longer than `milliseconds`.
    package static func watchForStalls(longerThan milliseconds: Int) {
        guard stallWatchdog == 0 else { return }
        StallWatchdog.threshold = gint64(milliseconds) * 1000
        // Start-up (opening the display, building the first window) is not a
        // stall of a running app: the watch begins a second later.
        StallWatchdog.last = g_get_monotonic_time() + 1_000_000
        stallWatchdog = g_timeout_add(10, stallTimerFired, nil)
    }

    static func reportStall(_ gap: gint64) {
        fail("main loop stalled for \(gap / 1000) ms")
    }

    // MARK: Called by the presenter

    static func presenterDidRender(_ presenter: PopoverPresenter, controller: EditMenuController?) {
        guard isEnabled else { return }
        presenters.removeAll { $0.value == nil }
        if !presenters.contains(where: { $0.value === presenter }) { presenters.append(WeakPresenter(value: presenter)) }
        let visible = presenters.compactMap(\.value).filter { $0.popoverWidget != nil }
        if visible.count > 1 { fail("\(visible.count) edit menus are on screen at once") }

        guard let controller, let shown = controller.currentMenu, let view = controller.targetView else { return }
        let performable = Set(controller.resolvedMenu(for: view).allItems.map(\.id))
        for item in shown.allItems where !performable.contains(item.id) {
            fail("the menu shows \"\(item.title)\", which nothing in the chain can perform now")
        }
    }

    private static func fail(_ message: String) {
        Log.warning("SELF-CHECK FAILED: \(message)")
    }

    private struct WeakPresenter { weak var value: PopoverPresenter? }
}

/// The watchdog's 10 ms GLib timer (a C callback, so a global function).
private func stallTimerFired(_ data: gpointer?) -> gboolean {
    let now = g_get_monotonic_time()
    let gap = now - StallWatchdog.last
    StallWatchdog.last = max(now, StallWatchdog.last)
    if gap > StallWatchdog.threshold {
        MainActor.assumeIsolated { SelfChecks.reportStall(gap) }
    }
    return 1
}

/// The watchdog's state, touched only from its GLib timer on the main thread.
private enum StallWatchdog {
    nonisolated(unsafe) static var threshold: gint64 = 100_000
    nonisolated(unsafe) static var last: gint64 = 0
}
