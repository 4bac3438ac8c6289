/// What a test build counts: the wrappers and signal handlers alive, to
/// prove nothing is left behind after a thousand menus.
///
/// The library counts nothing itself. A test-support target installs an
/// observer before the first object is made; without one, noting is a nil
/// check.
package enum Liveness {
    /// What is counted.
    package enum Kind: Sendable {
        /// A GObject reference a wrapper holds (one per `GLib.Object`).
        case objectReference
        /// A connected signal handler: a closure GLib holds for a signal, or
        /// one of a signal the library emits itself.
        case signalHandler
    }

    /// Called with each change; set once, by test support, before anything
    /// is made. (Called from deinits and GLib's destroy-notify, which are not
    /// statically main-actor isolated: the observer must be thread-safe.)
    nonisolated(unsafe) package static var observer: (@Sendable (Kind, Int) -> Void)?

    @inline(__always)
    static func note(_ kind: Kind, _ delta: Int) {
        observer?(kind, delta)
    }
}
