import CGtk4

extension Gtk {
    /// The states a widget is drawn in (`GtkStateFlags`), each matched by a
    /// CSS pseudo-class: `.selected` is `:selected`, the look GtkPopoverMenu
    /// gives the item under the pointer.
    ///
    /// ```swift
    /// item.setState(.selected)   // drawn as hovered in a popover menu
    /// ```
    package struct StateFlags: OptionSet, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        package static let prelight = StateFlags(rawValue: GTK_STATE_FLAG_PRELIGHT.rawValue)
        package static let selected = StateFlags(rawValue: GTK_STATE_FLAG_SELECTED.rawValue)

        var gtk: GtkStateFlags { GtkStateFlags(rawValue: rawValue) }
    }
}
