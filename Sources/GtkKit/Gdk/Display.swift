import CGtk

extension Gdk {
    /// A connection to a display server, X11 or Wayland (`GdkDisplay`).
    package final class Display: GLib.Object {
        override package class var gType: GType { gdk_display_get_type() }

        var display: OpaquePointer { OpaquePointer(pointer) }

        /// The display GTK opened, or nil before `gtk_init` (or without one).
        package static var `default`: Display? { wrap(gdk_display_get_default().map(UnsafeMutableRawPointer.init)) }

        /// Whether this is a Wayland display (GDK's Wayland backend registers
        /// its display type only when it is built in).
        package var isWayland: Bool { `is`(typeNamed: "GdkWaylandDisplay") }

        /// Whether GDK tells of selection owner changes (`owner-change`).
        package var supportsSelectionNotification: Bool { gdk_display_supports_selection_notification(display) != 0 }
        /// Whether a clipboard manager can keep the clipboard after the app quits.
        package var supportsClipboardPersistence: Bool { gdk_display_supports_clipboard_persistence(display) != 0 }

        /// Asks the clipboard manager to keep what `window`'s application owns.
        package func storeClipboard(from window: Window) {
            gdk_display_store_clipboard(display, window.window, guint32(GDK_CURRENT_TIME), nil, 0)
        }

        /// Whether this process owns `selection` (a window of ours is its owner).
        package func ownsSelection(_ selection: Atom) -> Bool {
            gdk_selection_owner_get_for_display(display, selection.atom) != nil
        }

        /// The display's screen.
        package var defaultScreen: Screen { Screen(retaining: UnsafeMutableRawPointer(gdk_display_get_default_screen(display))) }
    }

    /// A display's screen (`GdkScreen`), where style providers apply.
    package final class Screen: GLib.Object {
        override package class var gType: GType { gdk_screen_get_type() }

        var screen: OpaquePointer { OpaquePointer(pointer) }

        /// The default display's screen, or nil without a display.
        package static var `default`: Screen? { wrap(gdk_screen_get_default().map(UnsafeMutableRawPointer.init)) }
    }
}

extension Gdk.Display {
    /// The display's name (":0" on X11, "wayland-0").
    package var name: String? { GLib.string(gdk_display_get_name(display)) }
}
