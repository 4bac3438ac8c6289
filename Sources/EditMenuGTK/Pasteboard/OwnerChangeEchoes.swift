import GtkKit

/// Tells the owner-change events caused by our own copies from everybody else's, so each
/// change is counted once.
///
/// ``GtkPasteboard/changeCount`` goes up the moment we set contents (UIPasteboard code
/// remembers the count right after copying to recognise its own contents later), and the
/// display then echoes that change back as an owner-change event, some milliseconds
/// later: the X server through XFixes, a Wayland compositor by sending the new selection
/// to the client that has the keyboard. Each change we make records the echo it expects; an event that matches the
/// oldest expectation is that echo and is not counted again. Expectations lapse after a
/// few seconds, so a change X never echoes (setting "no owner" when there was none) cannot
/// swallow a later change by another application.
///
/// ```swift
/// var echoes = OwnerChangeEchoes()
/// echoes.expect(.thisProcess)
/// echoes.isEcho(of: .thisProcess)     // true: our own change coming back
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
        /// Wayland: nobody, or another client. The compositor names no owner, and GTK
        /// knows only whether the selection is ours.
        case notThisProcess
    }

    /// How long an echo may take before we stop waiting for it.
    static let lapse: Int64 = 3_000_000   // microseconds

    private var expected: [(owner: NewOwner, deadline: Int64)] = []

    /// Whether events tell which window owns the selection (X11). On Wayland they do not,
    /// and GTK may send more than one event for one change of ours.
    var eventsNameTheOwner = true

    /// Records that we just made the selection's owner `owner` (`.thisProcess` or `.nobody`).
    mutating func expect(_ owner: NewOwner) {
        expected.append((owner, GLib.monotonicTime + Self.lapse))
    }

    /// Whether an event announcing `owner` is the echo of a change we already counted.
    mutating func isEcho(of owner: NewOwner) -> Bool {
        let now = GLib.monotonicTime
        expected.removeAll { $0.deadline < now }
        if owner == .thisProcess && !eventsNameTheOwner {
            // Still ours when the event is handled: any other client's copy would have
            // taken the selection from us, so this is our own change, however many
            // events GTK makes of it.
            expected.removeAll { $0.owner == .thisProcess }
            return true
        }
        guard let first = expected.first,
              first.owner == owner || (first.owner == .nobody && owner == .notThisProcess)
        else { return false }
        expected.removeFirst()
        return true
    }

    /// The owner an owner-change event for `selection` names.
    @MainActor
    func newOwner(of event: Gdk.OwnerChangeEvent?, selection: Gdk.Atom, on display: Gdk.Display) -> NewOwner {
        guard let event else { return .foreignOwner }
        if !eventsNameTheOwner {
            // GDK's Wayland events never name an owner; GDK does know whether the
            // selection is one of our windows' (it is cleared when another client takes it).
            return display.ownsSelection(selection) ? .thisProcess : .notThisProcess
        }
        guard let window = event.owner else { return .nobody }
        // GDK wraps other clients' windows as "foreign" windows; ours are real ones.
        return window.kind == .foreign ? .foreignOwner : .thisProcess
    }
}
