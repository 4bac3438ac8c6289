import GtkKit
import Synchronization

/// Counts of the GTK-side objects that are alive right now, for tests and
/// the benchmark to prove nothing leaks: after any number of show/hide
/// cycles, the counts return to where they started.
///
/// The library counts nothing itself: reading a count the first time
/// installs GtkKit's `Liveness` observer, and from then on every wrapper and
/// every connected handler is counted. Read a count before making what is
/// to be counted.
///
/// ```swift
/// let before = LiveCounts.signalHandlers
/// // ... open and close a thousand menus ...
/// assert(LiveCounts.signalHandlers == before)
/// ```
public enum LiveCounts {
    /// GObject references held by Swift (one per GtkKit wrapper).
    public static var objectReferences: Int {
        startCounting()
        return objects.load(ordering: .relaxed)
    }

    /// Signal handlers connected: closures GLib holds for a GObject's signal,
    /// and those of the signals the library emits itself (`SwiftSignal`).
    public static var signalHandlers: Int {
        startCounting()
        return handlers.load(ordering: .relaxed)
    }

    /// Counts from now on (once; reading a count does it too).
    public static func startCounting() { _ = installed }

    private static let installed: Void = {
        Liveness.observer = { kind, delta in
            switch kind {
            case .objectReference: objects.add(delta, ordering: .relaxed)
            case .signalHandler: handlers.add(delta, ordering: .relaxed)
            }
        }
    }()

    // Atomic: a box is released from GLib's destroy-notify and a reference
    // from a deinit, neither of which is statically main-actor isolated.
    private static let objects = Atomic<Int>(0)
    private static let handlers = Atomic<Int>(0)
}
