import CGtk
import CX11
import Foundation
import GtkKit

/// Serves large transfers of our clipboard contents on X11 ourselves, with
/// less work per piece than GTK does.
///
/// Each piece of an incremental transfer (ICCCM's INCR) is a round trip: we
/// write it, the other client reads and deletes it, we hear of the deletion
/// and write the next. Through GTK 3, 10 MB took 1.6 times what an `xclip`
/// owner needs for the same copy; see ``pieceSize``. A GDK event filter sees a SelectionRequest for
/// contents our ``GtkPasteboard`` holds before GTK does; when the data is
/// over GTK's own limit for one piece and needs no conversion, we run the
/// transfer, and GTK never hears of it. Everything else — small data, the
/// TARGETS and MULTIPLE requests, text GTK converts, a clipboard manager's
/// SAVE_TARGETS — stays GTK's.
///
/// A transfer whose requestor stops asking (it quit, or gave up) is dropped
/// after ``abandonAfter``; X errors from a requestor window that is gone are
/// trapped, never fatal.
@MainActor
final class X11LargeTransfers {
    /// GTK sends data up to this size in one piece itself.
    static let gtkPieceLimit = 262_144
    /// The pieces we send: measured against `xclip -o` (21 copies of 10 MB
    /// each), 256 KiB pieces took 1.22 times what an `xclip -i` owner needs,
    /// 1 MiB 1.33, 4 MiB 1.6, and the whole 10 MB in one property 1.57: the
    /// reader copes best with pieces it can take in one read. GTK's own
    /// 256 KiB pieces took 1.6 times, from its per-piece bookkeeping.
    static let pieceSize = 256 << 10
    /// How long a requestor may take to ask for the next piece.
    static let abandonAfter: TimeInterval = 30

    private struct Transfer {
        let requestor: UInt
        let property: UInt
        let type: UInt
        let data: Data
        var offset = 0
        /// When the requestor last asked for a piece (monotonic µs).
        var lastAsked = g_get_monotonic_time()
        var watchdog: Deferred?
    }

    private static var shared: X11LargeTransfers?

    private let display: OpaquePointer
    private let xdisplay: OpaquePointer
    private let pieceSize: Int
    private var transfers: [UInt: Transfer] = [:]   // by requestor window
    /// The pasteboards whose contents we serve, by selection atom.
    private var pasteboards: [UInt: WeakPasteboard] = [:]
    private struct WeakPasteboard { weak var pasteboard: GtkPasteboard? }

    private init?(display: OpaquePointer) {
        guard let xdisplay = cx11_display(display) else { return nil }
        self.display = display
        self.xdisplay = xdisplay
        pieceSize = min(Self.pieceSize, cx11_max_request_bytes(xdisplay))
        gdk_window_add_filter(nil, eventFilter, nil)
    }

    /// Serves `pasteboard`'s large contents from now on (X11 only).
    static func serve(_ pasteboard: GtkPasteboard, selection: Gdk.Atom, on gdkDisplay: Gdk.Display) {
        let display = OpaquePointer(gdkDisplay.pointer)
        if shared == nil { shared = X11LargeTransfers(display: display) }
        guard let shared else { return }
        shared.pasteboards[UInt(cx11_atom(display, selection.raw))] = WeakPasteboard(pasteboard: pasteboard)
    }

    /// Transfers under way, and begun since start-up (tests look at them).
    static var activeCount: Int { shared?.transfers.count ?? 0 }
    private(set) static var servedCount = 0

    // MARK: Events

    fileprivate static func filterEvent(_ event: UnsafeMutablePointer<XEvent>) -> GdkFilterReturn {
        shared?.filter(event) ?? GDK_FILTER_CONTINUE
    }

    private func filter(_ event: UnsafeMutablePointer<XEvent>) -> GdkFilterReturn {
        switch cx11_event_type(event) {
        case SelectionRequest:
            return selectionRequested(cx11_selection_request(event).pointee) ? GDK_FILTER_REMOVE : GDK_FILTER_CONTINUE
        case DestroyNotify:
            let window = cx11_destroy_window(event)
            guard transfers[window] != nil else { return GDK_FILTER_CONTINUE }
            Log.debug("the requestor window \(window) went away during the transfer")
            transfers[window] = nil
            return GDK_FILTER_REMOVE
        case PropertyNotify:
            let property = cx11_property(event).pointee
            guard property.state == PropertyDelete, let transfer = transfers[property.window],
                  transfer.property == property.atom else { return GDK_FILTER_CONTINUE }
            sendNextPiece(of: property.window)
            return GDK_FILTER_REMOVE
        default:
            return GDK_FILTER_CONTINUE
        }
    }

    /// Starts an incremental transfer for `request` when it is ours to serve.
    private func selectionRequested(_ request: XSelectionRequestEvent) -> Bool {
        guard let pasteboard = pasteboards[request.selection]?.pasteboard,
              let offer = pasteboard.ownOffer,
              let target = XGetAtomName(xdisplay, request.target) else { return false }
        defer { XFree(target) }
        guard let data = offer.unconvertedData(forTarget: String(cString: target)), data.count > Self.gtkPieceLimit,
              transfers[request.requestor] == nil else { return false }
        // Obsolete clients leave the property out: the target names it then.
        let property = request.property == 0 ? request.target : request.property
        cx11_error_trap_push(display)
        // Its deletions of the property ask for the next piece; its
        // destruction ends the transfer.
        XSelectInput(xdisplay, request.requestor, PropertyChangeMask | StructureNotifyMask)
        cx11_announce_incr(xdisplay, request.requestor, property, data.count)
        var announced = request
        announced.property = property
        cx11_notify_requestor(xdisplay, &announced, property)
        XFlush(xdisplay)
        guard cx11_error_trap_pop(display) == 0 else {
            Log.debug("the requestor of \(data.count) bytes went away before the transfer began")
            return true
        }
        let requestor = request.requestor
        transfers[requestor] = Transfer(requestor: requestor, property: property, type: request.target, data: data)
        Self.servedCount += 1
        watch(requestor, for: Self.abandonAfter)
        Log.debug("serving \(data.count) bytes to window \(requestor) in pieces of \(pieceSize)")
        return true
    }

    /// The requestor deleted the last piece: the next one, or the empty
    /// piece that ends the transfer.
    ///
    /// A piece costs one write and no wait: errors are not waited for (a
    /// requestor that is gone sends its DestroyNotify, which ends the
    /// transfer), and the watchdog is not re-armed (it looks at `lastAsked`).
    /// A wait is a round trip to the server, a timer a main-loop source
    /// made and freed: with 256 KiB pieces, 40 of each for 10 MB.
    private func sendNextPiece(of requestor: UInt) {
        guard var transfer = transfers[requestor] else { return }
        let count = min(pieceSize, transfer.data.count - transfer.offset)
        cx11_error_trap_push(display)
        transfer.data.withUnsafeBytes { bytes in
            let start = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) + transfer.offset }
            XChangeProperty(xdisplay, requestor, transfer.property, transfer.type, 8, PropModeReplace, start, Int32(count))
        }
        if count == 0 { XSelectInput(xdisplay, requestor, NoEventMask) }
        XFlush(xdisplay)
        cx11_error_trap_pop_ignored(display)
        guard count > 0 else {
            transfers[requestor] = nil
            return
        }
        transfer.offset += count
        transfer.lastAsked = g_get_monotonic_time()
        transfers[requestor] = transfer
    }

    /// Drops the transfer to `requestor` once it has not asked for a piece
    /// for ``abandonAfter``; looks again in `interval`.
    private func watch(_ requestor: UInt, for interval: TimeInterval) {
        transfers[requestor]?.watchdog = Deferred(.at(Date(timeIntervalSinceNow: interval))) { [weak self] in
            guard let self, let transfer = transfers[requestor] else { return }
            let idle = TimeInterval(g_get_monotonic_time() - transfer.lastAsked) / 1e6
            guard idle >= Self.abandonAfter else { return watch(requestor, for: Self.abandonAfter - idle) }
            Log.message("a clipboard transfer to window \(requestor) stopped asking for pieces; dropped")
            transfers[requestor] = nil
        }
    }
}

/// GDK calls this for every X event, before it translates it.
private let eventFilter: GdkFilterFunc = { xevent, _, _ in
    guard let xevent else { return GDK_FILTER_CONTINUE }
    nonisolated(unsafe) let event = xevent.assumingMemoryBound(to: XEvent.self)
    return MainActor.assumeIsolated { X11LargeTransfers.filterEvent(event) }
}
