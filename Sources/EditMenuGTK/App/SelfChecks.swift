import EditMenu
import Foundation
import GtkKit

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
    private static var watchesStalls = false

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
    /// does not get round to a 10 ms timer for longer than `milliseconds`,
    /// with how much of the gap the main thread worked and how much it was
    /// blocked ("main loop stalled for 97 ms: 95 ms working, 2 ms blocked").
    ///
    /// Time the main thread spent ready to run but waiting for a CPU (another
    /// process had the cores) is not the app's stall: it is left out of the
    /// gap, and named beside it when the gap is reported. Blocked time is the
    /// loop waiting on someone else (a pipe, the X server, another app),
    /// which no machine's speed excuses; working time depends on the
    /// machine, and the bench compares it with GTK's own.
    package static func watchForStalls(longerThan milliseconds: Int) {
        guard !watchesStalls else { return }
        watchesStalls = true
        let threshold = Int64(milliseconds) * 1000
        let times = ThreadTimes()
        // Start-up (opening the display, building the first window) is not a
        // stall of a running app: the watch begins a second later.
        var last = GLib.monotonicTime + 1_000_000
        var lastTimes = times.now
        // A GLib timer of its own: it measures the loop that runs everything else.
        GLib.measuringTimer(everyMilliseconds: 10) {
            let now = GLib.monotonicTime, thread = times.now
            let waited = thread.waitingForCPU - lastTimes.waitingForCPU
            let gap = now - last - waited
            let working = min(max(thread.onCPU - lastTimes.onCPU, 0), max(gap, 0))
            last = max(now, last)
            lastTimes = thread
            guard gap > threshold else { return }
            let machine = waited >= 1000 ? " (and \(waited / 1000) ms waiting for a CPU)" : ""
            fail("main loop stalled for \(gap / 1000) ms: \(working / 1000) ms working, "
                 + "\((gap - working) / 1000) ms blocked\(machine)")
        }
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
