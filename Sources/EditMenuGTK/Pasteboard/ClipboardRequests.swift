import Foundation
import GtkKit

/// GTK's asynchronous clipboard requests, as Swift callbacks and `async` functions.
///
/// GTK answers every request exactly once: with the data, or — when the owner refuses,
/// vanishes or never answers (GTK gives up after its selection timeout) — with a reply
/// whose length is negative. Nothing here waits in a nested main loop
/// (`gtk_clipboard_wait_*` would let any event run in the middle of a paste).
@MainActor
enum ClipboardRequests {
    /// What came back for one target, copied out of GTK's `GtkSelectionData` (which lives
    /// only for the duration of the callback).
    struct Reply: Sendable {
        /// The bytes; nil when the request failed or the data was over the limit.
        var data: Data?
        /// The type the owner labelled the data with (`UTF8_STRING`, `STRING`, ...).
        var type: String?
        /// The byte count the owner sent; negative when the request failed.
        var length: Int
        /// COMPOUND_TEXT converted to UTF-8 by GTK (only GTK knows that encoding).
        var convertedText: String?
        /// The read was given up before GTK answered (see ``PendingRead/abandon()``).
        var abandoned = false
        /// The read was given up because it took too long (see ``PendingRead/giveUp()``).
        var timedOut = false

        static let failed = Reply(data: nil, type: nil, length: -1, convertedText: nil)
    }

    /// A contents request GTK has not answered yet.
    ///
    /// An owner that quits after receiving our request never answers, and GTK only gives
    /// up after its selection timeout (30 s). The owner-change event that announces its
    /// departure arrives long before: the pasteboard then abandons the read, so the caller
    /// hears about it at once; GTK's late answer is dropped.
    @MainActor
    final class PendingRead {
        private var continuation: CheckedContinuation<Reply, Never>?
        /// Stops a read that goes on elsewhere (``X11SelectionReader``).
        fileprivate var cancellation: X11SelectionReader.Cancellation?

        fileprivate init(_ continuation: CheckedContinuation<Reply, Never>) {
            self.continuation = continuation
        }

        /// Ends the read now with an abandoned reply.
        func abandon() {
            var reply = Reply.failed
            reply.abandoned = true
            finish(reply)
        }

        /// Ends the read now because the owner took too long to deliver.
        func giveUp() {
            var reply = Reply.failed
            reply.timedOut = true
            finish(reply)
        }

        fileprivate func finish(_ reply: Reply) {
            cancellation?.cancel()
            continuation?.resume(returning: reply)
            continuation = nil
        }
    }

    /// Asks the owner of `clipboard` for `target`. Data longer than `limit` is not copied
    /// (``Reply/length`` still says how long it was). `started` gets the pending read,
    /// for abandoning it.
    static func contents(of clipboard: Gtk.Clipboard, target: String, limit: Int,
                         started: (PendingRead) -> Void) async -> Reply {
        await withCheckedContinuation { continuation in
            let pending = PendingRead(continuation)
            started(pending)
            clipboard.requestContents(target, limit: limit) { received in
                pending.finish(Reply(data: received.data, type: received.type, length: received.length,
                                     convertedText: received.convertedText))
            }
        }
    }

    /// Reads `target` of `selection` through `reader`, off the main thread, as
    /// ``contents(of:target:limit:started:)`` reads it through GTK (same reply,
    /// same pending read to abandon).
    static func contents(through reader: X11SelectionReader, selection: String, target: String, limit: Int,
                         timeout: TimeInterval, started: (PendingRead) -> Void) async -> Reply {
        await withCheckedContinuation { continuation in
            let pending = PendingRead(continuation)
            let cancellation = X11SelectionReader.Cancellation()
            pending.cancellation = cancellation
            started(pending)
            Task { @MainActor in
                let result = await reader.read(selection: selection, target: target, limit: limit,
                                               timeout: timeout, cancellation: cancellation)
                var reply = Reply(data: result.data, type: result.type, length: result.length, convertedText: nil)
                reply.timedOut = result.timedOut
                pending.finish(reply)
            }
        }
    }

    /// Asks the owner of `clipboard` which targets it offers: their names (none when
    /// there is no owner or it did not answer).
    static func targets(of clipboard: Gtk.Clipboard) async -> [String] {
        await withCheckedContinuation { continuation in
            clipboard.requestTargets { continuation.resume(returning: $0) }
        }
    }
}
