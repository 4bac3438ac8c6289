import CGtk

/// Tells the owner-change events caused by our own copies from everybody else's, so each
/// change is counted once.
///
/// ``GtkPasteboard/changeCount`` goes up the moment we set contents (UIPasteboard code
/// remembers the count right after copying to recognise its own contents later), and the
/// X server then echoes that change back as an owner-change event, some milliseconds
/// later. Each change we make records the echo it expects; an event that matches the
/// oldest expectation is that echo and is not counted again. Expectations lapse after a
/// few seconds, so a change X never echoes (setting "no owner" when there was none) cannot
/// swallow a later change by another application.
///
/// ```swift
/// var echoes = OwnerChangeEchoes()
/// echoes.expect(.tookSelection)
/// echoes.isEcho(of: .tookSelection)   // true: our own change coming back
/// echoes.isEcho(of: .foreignOwner)    // false: count it
/// ```
struct OwnerChangeEchoes {
    /// Who owns the selection according to an owner-change event.
    enum NewOwner {
        /// A window of this process (our clipboard, or a GTK widget's own selection).
        case thisProcess
        /// Nobody: the selection was released or its owner quit.
        case nobody
        /// Another X client.
        case foreignOwner
    }

    /// How long an echo may take before we stop waiting for it.
    static let lapse: gint64 = 3_000_000   // microseconds

    private var expected: [(owner: NewOwner, deadline: gint64)] = []

    /// Records that we just made the selection's owner `owner` (`.thisProcess` or `.nobody`).
    mutating func expect(_ owner: NewOwner) {
        expected.append((owner, g_get_monotonic_time() + Self.lapse))
    }

    /// Whether an event announcing `owner` is the echo of a change we already counted.
    mutating func isEcho(of owner: NewOwner) -> Bool {
        let now = g_get_monotonic_time()
        expected.removeAll { $0.deadline < now }
        guard let first = expected.first, first.owner == owner else { return false }
        expected.removeFirst()
        return true
    }

    /// The owner an owner-change event names.
    static func newOwner(of event: UnsafeMutableRawPointer?) -> NewOwner {
        guard let event else { return .foreignOwner }
        let change = event.assumingMemoryBound(to: GdkEvent.self).pointee.owner_change
        guard let window = change.owner else { return .nobody }
        // GDK wraps other clients' windows as "foreign" windows; ours are real ones.
        return gdk_window_get_window_type(window) == GDK_WINDOW_FOREIGN ? .foreignOwner : .thisProcess
    }
}
