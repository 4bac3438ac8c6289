import CGtk4
import Foundation

extension Gdk {
    /// A clipboard of the display (`GdkClipboard`): CLIPBOARD or PRIMARY.
    /// Everything it reads is asynchronous: the owner may be another process.
    ///
    /// ```swift
    /// entry.clipboard.setText("Hello")
    /// let text = try await entry.clipboard.readText()
    /// ```
    package final class Clipboard: GLib.Object {
        override package class var gType: GType { gdk_clipboard_get_type() }

        var clipboard: OpaquePointer { OpaquePointer(pointer) }

        /// Offers `text` (GTK serves it as UTF-8 text in every form asked for).
        package func setText(_ text: String) { gdk_clipboard_set_text(clipboard, text) }

        /// Whether what is offered includes text, without reading it.
        package var offersText: Bool {
            guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
            return gdk_content_formats_contain_gtype(formats, gType(ofFundamental: 16)) != 0
                || gdk_content_formats_contain_mime_type(formats, "text/plain;charset=utf-8") != 0
                || gdk_content_formats_contain_mime_type(formats, "text/plain") != 0
        }

        /// The MIME types offered ("text/plain;charset=utf-8",
        /// "application/x-edit-menu-color-tile"), without reading any; GDK
        /// names X11's text targets by their MIME types.
        package var mimeTypes: [String] {
            guard let formats = gdk_clipboard_get_formats(clipboard) else { return [] }
            var count: gsize = 0
            guard let names = gdk_content_formats_get_mime_types(formats, &count) else { return [] }
            return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
        }

        /// Whether this process offers what is on the clipboard.
        package var isLocal: Bool { gdk_clipboard_is_local(clipboard) != 0 }

        /// The text offered, or nil when there is none.
        package func readText() async throws -> String? {
            try await withCheckedThrowingContinuation { continuation in
                let box = Unmanaged.passRetained(ReadBox(continuation)).toOpaque()
                gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
                    let box = Unmanaged<ReadBox>.fromOpaque(data!).takeRetainedValue()
                    var error: UnsafeMutablePointer<GError>?
                    let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
                    if let failure = GLib.Error.take(error) {
                        box.continuation.resume(throwing: failure)
                    } else {
                        box.continuation.resume(returning: text.map(GLib.takeString))
                    }
                }, box)
            }
        }

        /// G_TYPE_STRING and friends are macros over a fundamental's number.
        private func gType(ofFundamental number: GType) -> GType { number << GType(G_TYPE_FUNDAMENTAL_SHIFT) }
    }
}

/// A read's continuation, owned by the read until GDK answers.
private final class ReadBox {
    let continuation: CheckedContinuation<String?, any Error>
    init(_ continuation: CheckedContinuation<String?, any Error>) { self.continuation = continuation }
}

extension Signal where Emitter: Gdk.Clipboard, Handler == VoidHandler {
    /// `changed`: another owner, or other contents.
    package static var changed: Self { Self(withoutArguments: "changed") }
}
