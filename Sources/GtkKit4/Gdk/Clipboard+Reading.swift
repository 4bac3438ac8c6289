import CGtk4
import Foundation

extension Gdk.Clipboard {
    /// Why a read of raw bytes stopped.
    package enum ReadFailure: Error {
        /// The data is larger than the reader accepts; `byteCount` were read
        /// when it stopped (at least `limit` + 1).
        case tooLarge(byteCount: Int, limit: Int)
    }

    /// The bytes offered as the first of `mimeTypes` the owner has, exactly
    /// as it sends them (no charset conversion, NULs and invalid UTF-8 kept:
    /// `gdk_clipboard_read_text_async` hands back a C string, cut at the
    /// first NUL), or nil when it offers none of them. Stops reading, and
    /// throws ``ReadFailure/tooLarge(byteCount:limit:)``, past `limit` bytes.
    ///
    /// ```swift
    /// let data = try await clipboard.readData(["text/plain;charset=utf-8"], limit: 1 << 20)
    /// ```
    package func readData(_ mimeTypes: [String], limit: Int = .max) async throws -> Data? {
        guard let stream = try await openStream(mimeTypes).stream else { return nil }
        defer { g_object_unref(stream) }
        var data = Data()
        while true {
            let piece = try await readPiece(of: stream)
            if piece.isEmpty { return data }
            data.append(piece)
            if data.count > limit { throw ReadFailure.tooLarge(byteCount: data.count, limit: limit) }
        }
    }

    /// The owner's stream of the first of `mimeTypes` it offers, or nil.
    private func openStream(_ mimeTypes: [String]) async throws -> StreamHandle {
        guard let formats = gdk_clipboard_get_formats(clipboard),
              mimeTypes.contains(where: { gdk_content_formats_contain_mime_type(formats, $0) != 0 }) else {
            return StreamHandle(stream: nil)
        }
        return try await withCheckedThrowingContinuation { continuation in
            let box = Unmanaged.passRetained(StreamBox(continuation)).toOpaque()
            // A NULL-terminated array of C strings, alive until the call returns
            // (GDK copies what it keeps).
            var strings = mimeTypes.map { strdup($0) } + [nil]
            defer { strings.forEach { free($0) } }
            strings.withUnsafeMutableBufferPointer { types in
                types.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: types.count) { types in
                    gdk_clipboard_read_async(clipboard, types, G_PRIORITY_DEFAULT, nil, { source, result, data in
                        let box = Unmanaged<StreamBox>.fromOpaque(data!).takeRetainedValue()
                        var error: UnsafeMutablePointer<GError>?
                        let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error)
                        if let failure = GLib.Error.take(error) {
                            box.continuation.resume(throwing: failure)
                        } else {
                            box.continuation.resume(returning: StreamHandle(stream: stream))
                        }
                    }, box)
                }
            }
        }
    }

    /// The next piece of `stream` (empty at its end), read without blocking.
    private func readPiece(of stream: UnsafeMutablePointer<GInputStream>) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            let box = Unmanaged.passRetained(PieceBox(continuation)).toOpaque()
            g_input_stream_read_bytes_async(stream, 1 << 16, G_PRIORITY_DEFAULT, nil, { source, result, data in
                let box = Unmanaged<PieceBox>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let bytes = g_input_stream_read_bytes_finish(UnsafeMutablePointer(OpaquePointer(source)), result, &error)
                if let failure = GLib.Error.take(error) {
                    box.continuation.resume(throwing: failure)
                    return
                }
                defer { g_bytes_unref(bytes) }
                var size = 0
                let start = g_bytes_get_data(bytes, &size)
                box.continuation.resume(returning: start.map { Data(bytes: $0, count: size) } ?? Data())
            }, box)
        }
    }
}

/// The stream GDK opened, handed from its callback to the reading task
/// (both on the main thread).
private struct StreamHandle: @unchecked Sendable {
    let stream: UnsafeMutablePointer<GInputStream>?
}

/// An open's continuation, owned by the read until GDK answers.
private final class StreamBox {
    let continuation: CheckedContinuation<StreamHandle, any Error>
    init(_ continuation: CheckedContinuation<StreamHandle, any Error>) { self.continuation = continuation }
}

/// A piece's continuation, owned by the read until GIO answers.
private final class PieceBox {
    let continuation: CheckedContinuation<Data, any Error>
    init(_ continuation: CheckedContinuation<Data, any Error>) { self.continuation = continuation }
}
