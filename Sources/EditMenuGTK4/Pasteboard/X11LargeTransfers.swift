import CGdk4X11
import Foundation
import GtkKit4
import X11Transfers

/// Serves large copies of ours to other X11 clients ourselves: GTK 4.8
/// announces an incremental transfer of anything over 256 KiB and then never
/// sends a piece, so the other application waits for ever (a plain GTK 4
/// program shows it: `gdk_clipboard_set_text` of 2 MB, then `xclip -o`).
///
/// Every X event reaches ``IncrementalTransfers`` (shared with GTK 3) before
/// GDK's handlers, through `cgdk4x11_intercept_events`; a request for more
/// than GDK's one-piece limit of text or bytes our ``GdkPasteboard`` offers
/// is served in pieces there, and GDK's clipboard passes it by.
@MainActor
enum X11LargeTransfers {
    /// GDK 4 sends less than this in one piece (`gdk_x11_display_get_max_request_size`).
    static let gdkPieceLimit = 262_143

    private static var shared: IncrementalTransfers?

    /// Serves `pasteboard`'s large contents, on the X11 selection `selection`, from now on (X11 only).
    static func serve(_ pasteboard: GdkPasteboard, selection: String, on display: Gdk.Display) {
        let gdkDisplay = OpaquePointer(display.pointer)
        if shared == nil, let xdisplay = cgdk4x11_xdisplay(gdkDisplay) {
            let trap = IncrementalTransfers.ErrorTrap(
                push: { cgdk4x11_error_trap_push(gdkDisplay) },
                pop: { cgdk4x11_error_trap_pop(gdkDisplay) },
                popIgnoringErrors: { cgdk4x11_error_trap_pop_ignored(gdkDisplay) })
            let transfers = IncrementalTransfers(xdisplay: OpaquePointer(xdisplay), errorTrap: trap,
                                                 startingAbove: gdkPieceLimit)
            guard cgdk4x11_intercept_events(gdkDisplay, eventHandler, nil) != 0 else { return }
            shared = transfers
        }
        shared?.serve(selection: selection) { [weak pasteboard] target in
            pasteboard?.unconvertedData(forTarget: target)
        }
    }

    /// Transfers under way, and begun since start-up.
    static var activeCount: Int { shared?.activeCount ?? 0 }
    static var servedCount: Int { shared?.servedCount ?? 0 }

    fileprivate static func handle(_ event: UnsafeMutableRawPointer) -> Bool {
        shared?.handle(event) ?? false
    }
}

/// GDK's display calls this with every X event, before its own handlers.
private let eventHandler: CGdk4X11EventHandler = { xevent, _ in
    guard let xevent else { return 0 }
    nonisolated(unsafe) let event = xevent
    return MainActor.assumeIsolated { X11LargeTransfers.handle(event) } ? 1 : 0
}
