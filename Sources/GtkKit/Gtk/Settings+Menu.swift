import CGtk
import CGtkShims

extension Gtk.Settings {
    /// The longest time between two presses of a double-click, in
    /// milliseconds (`gtk-double-click-time`).
    package var doubleClickTime: UInt32 {
        UInt32(max(cgtk_settings_get_int(pointer.assumingMemoryBound(to: GtkSettings.self), "gtk-double-click-time"), 0))
    }

    /// The farthest apart, in pixels along either axis, two presses of a
    /// double-click may be (`gtk-double-click-distance`).
    package var doubleClickDistance: Int {
        Int(cgtk_settings_get_int(pointer.assumingMemoryBound(to: GtkSettings.self), "gtk-double-click-distance"))
    }
}
