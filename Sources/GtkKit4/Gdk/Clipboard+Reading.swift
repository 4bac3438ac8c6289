import CGtk4
import Foundation
import GLibKit

extension Gdk.Clipboard {
    /// Why a read of raw bytes stopped.
    package enum ReadFailure: Error {
        /// The data is larger than the reader accepts; `byteCount` were read
        /// when it stopped (at least `limit` + 1).
        case tooLarge(byteCount: Int, limit: Int)
        /// The clipboard changed while it was read: its owner quit (or
        /// another application took it) before the data was all in.
        case ownerChanged
        /// Nothing came for `seconds`: the owner never answered, or stopped
        /// sending.
        case ownerSilent(seconds: Double)
    }

    /// The bytes offered as the first of `mimeTypes` the owner has, exactly
    /// as it sends them (no charset conversion, NULs and invalid UTF-8 kept:
    /// `gdk_clipboard_read_text_async` hands back a C string, cut at the
    /// first NUL), or nil when it offers none of them. Stops reading, and
    /// throws ``ReadFailure/tooLarge(byteCount:limit:)``, past `limit` bytes.
    ///
    /// GDK 4.8 waits forever for an owner that stops sending (an X11 INCR
    /// transfer from an owner that quit halfway never ends), so the read
    /// stops itself: ``ReadFailure/ownerChanged`` when the clipboard changes
    /// under it (the owner quit, and the X server or the compositor says
    /// so), ``ReadFailure/ownerSilent(seconds:)`` after `patience` seconds
    /// without a byte.
    ///
    /// ```swift
    /// let data = try await clipboard.readData(["text/plain;charset=utf-8"], limit: 1 << 20)
    /// ```
    package func readData(_ mimeTypes: [String], limit: Int = .max, patience: Double = 5) async throws -> Data? {
        guard let formats = gdk_clipboard_get_formats(clipboard),
              mimeTypes.contains(where: { gdk_content_formats_contain_mime_type(formats, $0) != 0 }) else {
            return nil
        }
        let read = StoppableRead(of: self, patience: patience)
        defer { read.end() }
        guard let stream = try await read.openStream(mimeTypes) else { return nil }
        defer { g_object_unref(stream) }
        var data = Data()
        while true {
            let piece = try await read.piece(of: stream)
            if piece.isEmpty { return data }
            data.append(piece)
            if data.count > limit { throw ReadFailure.tooLarge(byteCount: data.count, limit: limit) }
        }
    }
}

/// One read of a clipboard, stopped when the clipboard changes under it or
/// its owner falls silent. Each step (opening the stream, each piece) is a
/// GIO call given the read's cancellable; a stop cancels it, and resumes
/// the waiting task at once whether or not GDK honours the cancel (its X11
/// selection stream may never call back), so a read always ends.
@MainActor
private final class StoppableRead {
    private let clipboard: Gdk.Clipboard
    private let patience: Double
    private let cancellable = g_cancellable_new()!
    private var changed: GLib.Connection?
    private var deadline: Deferred?
    /// Why the read stopped, once it has.
    private var stop: Gdk.Clipboard.ReadFailure?
    /// The step under way, to resume when the read stops.
    private var waiting: (any Step)?

    init(of clipboard: Gdk.Clipboard, patience: Double) {
        self.clipboard = clipboard
        self.patience = patience
        changed = clipboard.connect(.changed) { @MainActor [weak self] in self?.halt(.ownerChanged) }
    }

    /// Lets go of the clipboard's signal, the timer and the cancellable.
    func end() {
        changed?.disconnect()
        deadline = nil
        g_object_unref(cancellable)
    }

    /// The owner's stream of the first of `mimeTypes` it offers, or nil.
    func openStream(_ mimeTypes: [String]) async throws -> UnsafeMutablePointer<GInputStream>? {
        let handle: StreamHandle = try await run { step in
            // A NULL-terminated array of C strings, alive until the call
            // returns (GDK copies what it keeps).
            var strings = mimeTypes.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            strings.withUnsafeMutableBufferPointer { types in
                types.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: types.count) { types in
                    gdk_clipboard_read_async(clipboard.clipboard, types, G_PRIORITY_DEFAULT, cancellable, { source, result, data in
                        let step = Unmanaged<StepBox<StreamHandle>>.fromOpaque(data!).takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>?
                        let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error)
                        if let failure = GLib.Error.take(error) {
                            step.finish(.failure(failure))
                        } else if !step.finish(.success(StreamHandle(stream: stream))), let stream {
                            g_object_unref(stream)   // the read stopped before GDK answered
                        }
                    }, step)
                }
            }
        }
        return handle.stream
    }

    /// The next piece of `stream` (empty at its end), read without blocking.
    func piece(of stream: UnsafeMutablePointer<GInputStream>) async throws -> Data {
        try await run { step in
            g_input_stream_read_bytes_async(stream, 1 << 16, G_PRIORITY_DEFAULT, cancellable, { source, result, data in
                let step = Unmanaged<StepBox<Data>>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let bytes = g_input_stream_read_bytes_finish(UnsafeMutablePointer(OpaquePointer(source)), result, &error)
                if let failure = GLib.Error.take(error) {
                    step.finish(.failure(failure))
                    return
                }
                defer { g_bytes_unref(bytes) }
                var size = 0
                let start = g_bytes_get_data(bytes, &size)
                step.finish(.success(start.map { Data(bytes: $0, count: size) } ?? Data()))
            }, step)
        }
    }

    /// Starts one GIO call with `start`, handing it a retained box for its
    /// callback, and waits for the callback or the read's stop, whichever
    /// comes first; a new `patience` starts with each step.
    private func run<Value: Sendable>(_ start: (UnsafeMutableRawPointer) -> Void) async throws -> Value {
        if let stop { throw stop }
        let result: Result<Value, any Error> = await withCheckedContinuation { continuation in
            let step = StepBox<Value>(continuation)
            waiting = step
            deadline = Deferred(.at(Date(timeIntervalSinceNow: patience))) { [weak self, patience] in
                self?.halt(.ownerSilent(seconds: patience))
            }
            start(Unmanaged.passRetained(step).toOpaque())
        }
        waiting = nil
        deadline = nil
        // A cancelled GIO call reports "Operation was cancelled"; say why.
        if let stop { throw stop }
        return try result.get()
    }

    private func halt(_ reason: Gdk.Clipboard.ReadFailure) {
        guard stop == nil else { return }
        stop = reason
        g_cancellable_cancel(cancellable)
        waiting?.abandon(reason)
    }
}

/// A step of a read, as the read sees it while waiting.
@MainActor
private protocol Step: AnyObject {
    /// Resumes the waiting task with `reason`, unless GIO answered first.
    func abandon(_ reason: any Error)
}

/// One GIO call's continuation, resumed once: by GIO's callback or by the
/// read's stop, whichever comes first (both on the main thread).
private final class StepBox<Value: Sendable>: Step {
    private var continuation: CheckedContinuation<Result<Value, any Error>, Never>?

    init(_ continuation: CheckedContinuation<Result<Value, any Error>, Never>) { self.continuation = continuation }

    /// Hands `result` to the waiting task; false when the read had already
    /// stopped, and `result` is nobody's.
    @discardableResult
    func finish(_ result: Result<Value, any Error>) -> Bool {
        guard let continuation else { return false }
        self.continuation = nil
        continuation.resume(returning: result)
        return true
    }

    func abandon(_ reason: any Error) { finish(.failure(reason)) }
}

/// The stream GDK opened, handed from its callback to the reading task
/// (both on the main thread).
private struct StreamHandle: @unchecked Sendable {
    let stream: UnsafeMutablePointer<GInputStream>?
}
