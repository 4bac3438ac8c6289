import GtkKit
import Synchronization

/// Counts of the GTK-side objects that are alive right now.
///
/// Tests and the benchmark read these to prove that nothing leaks: after any
/// number of show/hide cycles, the counts return to where they started.
/// Tooling, not API: `package` keeps it inside this package.
///
/// ```swift
/// let before = LiveCounts.signalHandlers
/// // ... open and close a thousand menus ...
/// assert(LiveCounts.signalHandlers == before)
/// ```
package enum LiveCounts {
    /// GObject references held by Swift (one per `GObjectRef`).
    package static var objectReferences: Int {
        countGtkKit
        return _objectReferences.load(ordering: .relaxed)
    }
    /// Signal handlers connected: closures GLib holds for a GObject's signal,
    /// and those of the signals this library emits itself (`SwiftSignal`).
    package static var signalHandlers: Int {
        countGtkKit
        return _signalHandlers.load(ordering: .relaxed)
    }

    /// GtkKit's wrappers and handlers are counted from the first read on.
    private static let countGtkKit: Void = {
        Liveness.observer = { kind, delta in
            switch kind {
            case .objectReference: _objectReferences.add(delta, ordering: .relaxed)
            case .signalHandler: _signalHandlers.add(delta, ordering: .relaxed)
            }
        }
    }()

    // Atomic rather than @MainActor: a box is released from GLib's
    // destroy-notify and a reference from a deinit, neither of which is
    // statically main-actor isolated.
    static let _objectReferences = Atomic<Int>(0)
    static let _signalHandlers = Atomic<Int>(0)
}
