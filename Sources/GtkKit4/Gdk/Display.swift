import CGtk4

extension Gdk {
    /// The connection to a window system (`GdkDisplay`).
    package final class Display: GLib.Object {
        override package class var gType: GType { gdk_display_get_type() }

        /// The display GTK opened, or nil before it has one.
        package static var `default`: Display? {
            gdk_display_get_default().map { Display(retaining: UnsafeMutableRawPointer($0)) }
        }

        /// Its CLIPBOARD.
        package var clipboard: Clipboard {
            Clipboard(retaining: UnsafeMutableRawPointer(gdk_display_get_clipboard(OpaquePointer(pointer))))
        }

        /// Its PRIMARY selection.
        package var primaryClipboard: Clipboard {
            Clipboard(retaining: UnsafeMutableRawPointer(gdk_display_get_primary_clipboard(OpaquePointer(pointer))))
        }
    }
}
