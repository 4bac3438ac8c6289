import CGtk4
import Foundation

extension Gdk.Clipboard {
    /// Offers `text` (as GTK offers a string: UTF-8 text in the forms other
    /// apps ask for) and `data` under each of its MIME types, all at once,
    /// through one `GdkContentProvider` (a union of one per type), which it
    /// returns: while ``content`` is that one, the clipboard holds what was set here.
    ///
    /// ```swift
    /// let offer = clipboard.setContent(text: "red tile", data: ["application/x-tile": Data("red".utf8)])
    /// let stillOurs = clipboard.content == offer
    /// ```
    @discardableResult
    package func setContent(text: String?, data: [(mimeType: String, bytes: Data)]) -> Gdk.ContentProvider {
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
        return Gdk.ContentProvider(adopting: UnsafeMutableRawPointer(union!))
    }

    /// What the clipboard serves when this process owns it (ours, or a
    /// widget's own, such as a GtkText's selection on PRIMARY); nil otherwise.
    package var content: Gdk.ContentProvider? {
        gdk_clipboard_get_content(clipboard).map { Gdk.ContentProvider(retaining: UnsafeMutableRawPointer($0)) }
    }
}

extension Gdk {
    /// What a clipboard serves this process's data from (`GdkContentProvider`).
    package final class ContentProvider: GLib.Object {
        override package class var gType: GType { gdk_content_provider_get_type() }
    }
}
