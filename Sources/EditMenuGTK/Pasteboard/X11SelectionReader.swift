import CX11
import Foundation
import Synchronization

/// Reads another application's clipboard on X11 over a connection of our
/// own, on a thread of its own: the transfer streams there, piece by piece,
/// and the main thread only hears when the bytes are all in.
///
/// Through GTK, every piece of a large transfer (ICCCM's INCR) is a turn of
/// the main loop, and the bytes are copied out of GTK once more when they are
/// in. Here the pieces are appended to one buffer as they come, the read
/// stops as soon as it is over its limit (a text field refusing 50 MB reads
/// 256 KiB of it, not 50 MB), and its cost grows linearly with the size.
///
/// The reader's connection and window are made on first use and kept. It
/// asks for the selection with `XConvertSelection` as any client does; the
/// owner cannot tell it from GTK. Text GTK must convert (COMPOUND_TEXT) is
/// still read through GTK.
final class X11SelectionReader: Sendable {
    /// Ends a read early: the owner went away, the paste was stopped.
    final class Cancellation: Sendable {
        private let flag = Atomic<Bool>(false)
        func cancel() { flag.store(true, ordering: .relaxed) }
        var isCancelled: Bool { flag.load(ordering: .relaxed) }
    }

    /// What came back: the bytes and their type, or why not.
    struct Result: Sendable {
        var data: Data?
        var type: String?
        /// The bytes the owner sent (or announced, when refused over the limit); negative: failed.
        var length: Int
        var timedOut = false
    }

    private let queue = DispatchQueue(label: "edit-menu.x11-selection-reader")
    private let connection: Mutex<Connection?>
    private let displayName: String

    /// The reader's own Xlib connection and window; used on `queue` only.
    private struct Connection: @unchecked Sendable {
        let display: OpaquePointer
        let window: UInt
        let property: UInt
        let incr: UInt
    }

    init(displayName: String) {
        self.displayName = displayName
        connection = Mutex(nil)
    }

    /// Reads `target` of `selection` ("CLIPBOARD", "PRIMARY"); stops past
    /// `limit` bytes, when no piece comes for `timeout` seconds, or when
    /// `cancellation` says so.
    func read(selection: String, target: String, limit: Int, timeout: TimeInterval,
              cancellation: Cancellation) async -> Result {
        await withCheckedContinuation { continuation in
            queue.async { [self] in
                continuation.resume(returning: readNow(selection: selection, target: target, limit: limit,
                                                       timeout: timeout, cancellation: cancellation))
            }
        }
    }

    // MARK: On the reader's thread

    private func openConnection() -> Connection? {
        connection.withLock { existing in
            if let existing { return existing }
            var window: UInt = 0
            guard let display = cx11_open_reader(displayName, &window) else { return nil }
            let opened = Connection(display: display, window: window,
                                    property: XInternAtom(display, "EDIT_MENU_SELECTION", 0),
                                    incr: XInternAtom(display, "INCR", 0))
            existing = opened
            return opened
        }
    }

    private func readNow(selection: String, target: String, limit: Int, timeout: TimeInterval,
                         cancellation: Cancellation) -> Result {
        guard let x = openConnection() else { return Result(data: nil, type: nil, length: -1) }
        let display = x.display
        // Whatever an earlier, abandoned read left behind.
        XDeleteProperty(display, x.window, x.property)
        while XPending(display) > 0 { var stale = XEvent(); XNextEvent(display, &stale) }
        XConvertSelection(display, XInternAtom(display, selection, 0), XInternAtom(display, target, 0),
                          x.property, x.window, 0)
        XFlush(display)

        var data = Data()
        var type: String?
        var incremental = false
        var deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            guard let event = nextEvent(display, before: deadline, cancellation: cancellation) else {
                XDeleteProperty(display, x.window, x.property)
                XFlush(display)
                return Result(data: nil, type: nil, length: -1, timedOut: !cancellation.isCancelled)
            }
            var current = event
            switch cx11_event_type(&current) {
            case SelectionNotify:
                guard !incremental else { continue }
                guard cx11_selection(&current).pointee.property != 0 else {
                    return Result(data: nil, type: nil, length: -1)   // the owner refused
                }
                let (piece, pieceType, announced) = takeProperty(x)
                type = pieceType
                if pieceType == "INCR" {
                    // The owner sends pieces, each after we delete the last.
                    incremental = true
                    if announced > 0, announced <= limit { data.reserveCapacity(announced) }
                    if announced > limit { return refuse(x, length: announced) }
                    type = nil
                } else {
                    return Result(data: piece, type: pieceType, length: piece.count)
                }
            case PropertyNotify:
                let property = cx11_property(&current).pointee
                guard incremental, property.atom == x.property, property.state == PropertyNewValue else { continue }
                let (piece, pieceType, _) = takeProperty(x)
                if piece.isEmpty { return Result(data: data, type: type, length: data.count) }
                type = type ?? pieceType
                data.append(piece)
                if data.count > limit { return refuse(x, length: data.count) }
                deadline = Date(timeIntervalSinceNow: timeout)
            default:
                continue
            }
        }
    }

    /// Stops reading a transfer over the limit: the owner's next piece is
    /// never asked for, and it gives up on its own.
    private func refuse(_ x: Connection, length: Int) -> Result {
        XSelectInput(x.display, x.window, NoEventMask)
        XDeleteProperty(x.display, x.window, x.property)
        XSelectInput(x.display, x.window, PropertyChangeMask)
        XFlush(x.display)
        return Result(data: nil, type: nil, length: length)
    }

    /// The property's bytes, its type, and for INCR the size announced;
    /// deleting it asks an incremental owner for the next piece.
    private func takeProperty(_ x: Connection) -> (Data, String?, Int) {
        var type: UInt = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        // Longs of 4 bytes: as much as the server holds.
        XGetWindowProperty(x.display, x.window, x.property, 0, Int(Int32.max) / 4, 1, 0,
                           &type, &format, &count, &after, &bytes)
        defer { if let bytes { XFree(bytes) } }
        XFlush(x.display)
        let name = type == 0 ? nil : XGetAtomName(x.display, type).map { name in
            defer { XFree(name) }
            return String(cString: name)
        }
        guard let bytes else { return (Data(), name, 0) }
        if type == x.incr {
            // A 32-bit size, which Xlib hands over as a C long.
            let announced = count > 0 ? UnsafeRawPointer(bytes).load(as: Int.self) : 0
            return (Data(), "INCR", announced)
        }
        let width = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        return (Data(bytes: bytes, count: Int(count) * max(width, 1)), name, 0)
    }

    /// The next event, or nil at `deadline` or when cancelled (checked every 50 ms).
    private func nextEvent(_ display: OpaquePointer, before deadline: Date, cancellation: Cancellation) -> XEvent? {
        var pollRequest = pollfd(fd: cx11_connection_number(display), events: Int16(POLLIN), revents: 0)
        while XPending(display) == 0 {
            if cancellation.isCancelled || Date() >= deadline { return nil }
            _ = poll(&pollRequest, 1, 50)
        }
        var event = XEvent()
        XNextEvent(display, &event)
        return event
    }
}
