import CGtk

extension Gdk {
    /// A window of the display server's, or a part of one GDK made for a
    /// widget (`GdkWindow`; GTK 3 widgets draw into them).
    package final class Window: GLib.Object {
        override package class var gType: GType { gdk_window_get_type() }

        var window: OpaquePointer { OpaquePointer(pointer) }

        /// Where the window is in its parent.
        package var position: (x: Int, y: Int) {
            var x: gint = 0, y: gint = 0
            gdk_window_get_position(window, &x, &y)
            return (Int(x), Int(y))
        }
        package var width: Int { Int(gdk_window_get_width(window)) }
        package var height: Int { Int(gdk_window_get_height(window)) }
        package var isVisible: Bool { gdk_window_is_visible(window) != 0 }

        /// The window's kind: another application's (`foreign`), a
        /// subsurface (a Wayland popover's), or anything else.
        package enum Kind: Sendable { case foreign, subsurface, other }
        package var kind: Kind {
            switch gdk_window_get_window_type(window) {
            case GDK_WINDOW_FOREIGN: .foreign
            case GDK_WINDOW_SUBSURFACE: .subsurface
            default: .other
            }
        }

        /// The window's children, topmost first (`gdk_window_peek_children`).
        package var children: [Window] {
            var result: [Window] = []
            var node = gdk_window_peek_children(window)
            while let element = node {
                if let child = Window.wrap(element.pointee.data) { result.append(child) }
                node = element.pointee.next
            }
            return result
        }

        /// The widget the window draws for, if any (its user data).
        package var widget: Gtk.Widget? {
            var owner: gpointer?
            gdk_window_get_user_data(window, &owner)
            return Gtk.Widget.wrap(owner, as: Gtk.Widget.self)
        }

        /// Stops drawing until `thawUpdates()` (a long edit's text window).
        package func freezeUpdates() { gdk_window_freeze_updates(window) }
        package func thawUpdates() { gdk_window_thaw_updates(window) }
    }

    /// An input device (`GdkDevice`): a mouse, a touchscreen, a pen.
    package final class Device: GLib.Object {
        override package class var gType: GType { gdk_device_get_type() }

        /// Whether it is a touchscreen or a pen, or moves a pointer.
        package var inputSource: InputSource {
            switch gdk_device_get_source(OpaquePointer(pointer)) {
            case GDK_SOURCE_TOUCHSCREEN, GDK_SOURCE_PEN, GDK_SOURCE_ERASER: .touch
            default: .pointer
            }
        }
    }
}
