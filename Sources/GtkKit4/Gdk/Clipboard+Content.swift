import CGtk4
import Foundation

extension Gdk.Clipboard {
    /// Offers `text` (as GTK offers a string: UTF-8 text in the forms other
    /// apps ask for) and `data` under each of its MIME types, all at once,
    /// through one `GdkContentProvider` (a union of one per type).
    ///
    /// ```swift
    /// clipboard.setContent(text: "red tile", data: ["application/x-tile": Data("red".utf8)])
    /// ```
    package func setContent(text: String?, data: [(mimeType: String, bytes: Data)]) {
        var providers: [UnsafeMutablePointer<GdkContentProvider>?] = data.map { mimeType, bytes in
            let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(gbytes) }
            return gdk_content_provider_new_for_bytes(mimeType, gbytes)
        }
        if let text {
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            g_value_set_string(&value, text)
            providers.append(gdk_content_provider_new_for_value(&value))
            g_value_unset(&value)
        }
        // The union takes the providers' references.
        let union = providers.withUnsafeMutableBufferPointer {
            gdk_content_provider_new_union($0.baseAddress, gsize($0.count))
        }
        gdk_clipboard_set_content(clipboard, union)
        g_object_unref(UnsafeMutableRawPointer(union))
    }
}
