import CXlib
import Foundation
import GLibKit

/// Serves large clipboard contents of ours to other X11 clients in pieces,
/// ICCCM's incremental transfer (INCR), for both toolkits.
///
/// Each piece is a round trip: we write it into the requestor's property,
/// the requestor reads and deletes it, we hear of the deletion and write the
/// next; an empty piece ends the transfer. GDK does this itself, but GTK 3
/// does it with much bookkeeping per piece, and GTK 4.8 not at all: it
/// announces the transfer and never sends a piece, so another application
/// waiting for a 2 MB copy waits for ever (a plain GTK 4 program shows it
/// with `gdk_clipboard_set_text` and `xclip -o`).
///
/// Each toolkit hands this the X events its GDK sees, before GDK acts on
/// them (``handle(_:)``), and says what it serves (``serve(selection:contents:)``).
/// When a request is for data over ``startingAbove`` that needs no
/// conversion, this runs the transfer, and GDK must pass the request by.
/// Everything else — small data, TARGETS, MULTIPLE, text GDK converts, a
/// clipboard manager's SAVE_TARGETS — stays GDK's.
///
/// A transfer whose requestor stops asking (it quit, or gave up) is dropped
/// after ``abandonAfter``; X errors from a requestor window that is gone are
/// trapped, never fatal.
///
/// ```swift
/// let transfers = IncrementalTransfers(xdisplay: xdisplay, errorTrap: trap, startingAbove: 262_144)
/// transfers.serve(selection: "CLIPBOARD") { target in pasteboard.bytes(forTarget: target) }
/// // for every X event, before GDK: if transfers.handle(event) { GDK must not answer it }
/// ```
@MainActor
package final class IncrementalTransfers {
    /// The pieces we send: measured against `xclip -o` (21 copies of 10 MB
    /// each), 256 KiB pieces took 1.22 times what an `xclip -i` owner needs,
    /// 1 MiB 1.33, 4 MiB 1.6, and the whole 10 MB in one property 1.57: the
    /// reader copes best with pieces it can take in one read. GTK 3's own
    /// 256 KiB pieces took 1.6 times, from its per-piece bookkeeping.
    package static let pieceSize = 256 << 10
    /// How long a requestor may take to ask for the next piece.
    package static let abandonAfter: TimeInterval = 30

    /// GDK's X11 error trap, around requests to windows that may be gone.
    package struct ErrorTrap {
        package var push: @MainActor () -> Void
        /// Pops the trap, waiting for the server; the X error code caught, 0 for none.
        package var pop: @MainActor () -> Int32
        /// Pops the trap without a round trip: errors that come later are ignored.
        package var popIgnoringErrors: @MainActor () -> Void

        package init(push: @escaping @MainActor () -> Void, pop: @escaping @MainActor () -> Int32,
                     popIgnoringErrors: @escaping @MainActor () -> Void) {
            self.push = push
            self.pop = pop
            self.popIgnoringErrors = popIgnoringErrors
        }
    }

    /// The bytes of a target exactly as they go to the requestor, or nil
    /// when the target is not ours to serve (not offered, or converted by GDK).
    package typealias Contents = @MainActor (_ target: String) -> Data?

    private struct Transfer {
        let property: UInt
        let type: UInt
        let data: Data
        var offset = 0
        /// When the requestor last asked for a piece (monotonic µs).
        var lastAsked = GLib.monotonicTime
        var watchdog: Deferred?
    }

    /// Data up to this size GDK sends in one piece itself.
    package let startingAbove: Int
    private let xdisplay: OpaquePointer
    private let errorTrap: ErrorTrap
    private let pieceSize: Int
    private var transfers: [UInt: Transfer] = [:]   // by requestor window
    /// What we serve, by selection atom.
    private var contents: [UInt: Contents] = [:]

    /// Transfers under way.
    package var activeCount: Int { transfers.count }
    /// Transfers begun since start-up.
    package private(set) var servedCount = 0

    /// - Parameters:
    ///   - xdisplay: the Xlib display GDK is connected through (`Display *`).
    ///   - startingAbove: the largest data GDK sends itself; larger is ours.
    package init(xdisplay: OpaquePointer, errorTrap: ErrorTrap, startingAbove: Int) {
        self.xdisplay = xdisplay
        self.errorTrap = errorTrap
        self.startingAbove = startingAbove
        pieceSize = min(Self.pieceSize, cxlib_max_request_bytes(xdisplay))
    }

    /// Serves large contents of the selection called `selection`
    /// ("CLIPBOARD", "PRIMARY") from `contents` from now on.
    package func serve(selection: String, contents: @escaping Contents) {
        self.contents[UInt(XInternAtom(xdisplay, selection, 0))] = contents
    }

    /// Looks at one X event (an `XEvent *`) before GDK does; true when it
    /// was ours (a request we now serve, a deletion asking for our next
    /// piece, a requestor of ours gone), which GDK must then not act on.
    package func handle(_ event: UnsafeMutableRawPointer) -> Bool {
        let event = event.assumingMemoryBound(to: XEvent.self)
        switch cxlib_event_type(event) {
        case SelectionRequest:
            return selectionRequested(cxlib_selection_request(event).pointee)
        case DestroyNotify:
            let window = cxlib_destroy_window(event)
            guard transfers[window] != nil else { return false }
            log(.debug, "the requestor window \(window) went away during the transfer")
            transfers[window] = nil
            return true
        case PropertyNotify:
            let property = cxlib_property(event).pointee
            guard property.state == PropertyDelete, let transfer = transfers[property.window],
                  transfer.property == property.atom else { return false }
            sendNextPiece(to: property.window)
            return true
        default:
            return false
        }
    }

    /// Starts an incremental transfer for `request` when it is ours to serve.
    private func selectionRequested(_ request: XSelectionRequestEvent) -> Bool {
        guard let contents = contents[request.selection], transfers[request.requestor] == nil,
              let targetName = XGetAtomName(xdisplay, request.target) else { return false }
        let target = String(cString: targetName)
        XFree(targetName)
        guard let data = contents(target), data.count > startingAbove else { return false }
        // Obsolete clients leave the property out: the target names it then.
        let property = request.property == 0 ? request.target : request.property
        errorTrap.push()
        // Its deletions of the property ask for the next piece; its
        // destruction ends the transfer.
        XSelectInput(xdisplay, request.requestor, PropertyChangeMask | StructureNotifyMask)
        cxlib_announce_incr(xdisplay, request.requestor, property, data.count)
        var announced = request
        announced.property = property
        cxlib_notify_requestor(xdisplay, &announced, property)
        XFlush(xdisplay)
        guard errorTrap.pop() == 0 else {
            log(.debug, "the requestor of \(data.count) bytes went away before the transfer began")
            return true
        }
        let requestor = request.requestor
        transfers[requestor] = Transfer(property: property, type: request.target, data: data)
        servedCount += 1
        watch(requestor, for: Self.abandonAfter)
        log(.debug, "serving \(data.count) bytes to window \(requestor) in pieces of \(pieceSize)")
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
    private func sendNextPiece(to requestor: UInt) {
        guard var transfer = transfers[requestor] else { return }
        let count = min(pieceSize, transfer.data.count - transfer.offset)
        errorTrap.push()
        transfer.data.withUnsafeBytes { bytes in
            let start = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) + transfer.offset }
            XChangeProperty(xdisplay, requestor, transfer.property, transfer.type, 8, PropModeReplace, start, Int32(count))
        }
        if count == 0 { XSelectInput(xdisplay, requestor, NoEventMask) }
        XFlush(xdisplay)
        errorTrap.popIgnoringErrors()
        guard count > 0 else {
            transfers[requestor] = nil
            return
        }
        transfer.offset += count
        transfer.lastAsked = GLib.monotonicTime
        transfers[requestor] = transfer
    }

    /// Drops the transfer to `requestor` once it has not asked for a piece
    /// for ``abandonAfter``; looks again in `interval`.
    private func watch(_ requestor: UInt, for interval: TimeInterval) {
        transfers[requestor]?.watchdog = Deferred(.at(Date(timeIntervalSinceNow: interval))) { [weak self] in
            guard let self, let transfer = transfers[requestor] else { return }
            let idle = TimeInterval(GLib.monotonicTime - transfer.lastAsked) / 1e6
            guard idle >= Self.abandonAfter else { return watch(requestor, for: Self.abandonAfter - idle) }
            log(.message, "a clipboard transfer to window \(requestor) stopped asking for pieces; dropped")
            transfers[requestor] = nil
        }
    }
}

/// In the library's log domain, beside its other messages.
private func log(_ level: GLib.Logging.Level, _ message: String) {
    GLib.Logging.log(level, message, domain: "EditMenu")
}
