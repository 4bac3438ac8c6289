import CGtk
import CX11
import Foundation
import GtkKit
import X11Transfers

/// Serves large transfers of our clipboard contents on X11 ourselves, with
/// less work per piece than GTK 3 does: through GTK 3, 10 MB took 1.6 times
/// what an `xclip` owner needs for the same copy, and 1.22 times through
/// ``IncrementalTransfers`` (which GTK 4's pasteboard shares).
///
/// A GDK event filter sees a SelectionRequest for contents our
/// ``GtkPasteboard`` holds before GTK does; when the data is over GTK's own
/// limit for one piece and needs no conversion, the transfer is ours, and
/// GTK never hears of it (the filter removes the event).
@MainActor
enum X11LargeTransfers {
    /// GTK sends data up to this size in one piece itself.
    static let gtkPieceLimit = 262_144

    private static var shared: IncrementalTransfers?

    /// Serves `pasteboard`'s large contents from now on (X11 only).
    static func serve(_ pasteboard: GtkPasteboard, selection: Gdk.Atom, on gdkDisplay: Gdk.Display) {
        let display = OpaquePointer(gdkDisplay.pointer)
        if shared == nil, let xdisplay = cx11_display(display) {
            let trap = IncrementalTransfers.ErrorTrap(
                push: { cx11_error_trap_push(display) },
                pop: { cx11_error_trap_pop(display) },
                popIgnoringErrors: { cx11_error_trap_pop_ignored(display) })
            shared = IncrementalTransfers(xdisplay: xdisplay, errorTrap: trap, startingAbove: gtkPieceLimit)
            gdk_window_add_filter(nil, eventFilter, nil)
        }
        guard let shared, let name = selection.name else { return }
        shared.serve(selection: name) { [weak pasteboard] target in
            pasteboard?.ownOffer?.unconvertedData(forTarget: target)
        }
    }

    /// Transfers under way, and begun since start-up (tests look at them).
    static var activeCount: Int { shared?.activeCount ?? 0 }
    static var servedCount: Int { shared?.servedCount ?? 0 }

    fileprivate static func filterEvent(_ event: UnsafeMutableRawPointer) -> GdkFilterReturn {
        shared?.handle(event) == true ? GDK_FILTER_REMOVE : GDK_FILTER_CONTINUE
    }
}

/// GDK calls this for every X event, before it translates it.
private let eventFilter: GdkFilterFunc = { xevent, _, _ in
    guard let xevent else { return GDK_FILTER_CONTINUE }
    nonisolated(unsafe) let event = UnsafeMutableRawPointer(xevent)
    return MainActor.assumeIsolated { X11LargeTransfers.filterEvent(event) }
}
