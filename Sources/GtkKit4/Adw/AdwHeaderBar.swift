import CAdwaita

extension Adw {
    /// GNOME's title bar (`AdwHeaderBar`): the window's controls at its
    /// ends, a title widget in the middle, and widgets packed at either side.
    ///
    /// ```swift
    /// let header = Adw.HeaderBar()
    /// header.titleWidget = Gtk.StackSwitcher(stack: stack)
    /// header.packEnd(Gtk.MenuButton(menu: menu, iconName: "open-menu-symbolic"))
    /// ```
    package final class HeaderBar: Gtk.Widget {
        override package class var gType: GType { adw_header_bar_get_type() }

        package convenience init() {
            self.init(adopting: UnsafeMutableRawPointer(adw_header_bar_new()))
        }

        var headerBar: OpaquePointer { OpaquePointer(pointer) }

        /// What sits in the middle, in place of the window's title.
        package var titleWidget: Gtk.Widget? {
            get { Gtk.Widget.wrap(adw_header_bar_get_title_widget(headerBar).map(UnsafeMutableRawPointer.init)) }
            set { adw_header_bar_set_title_widget(headerBar, newValue?.widget) }
        }

        /// Adds `child` at the end side (before the window's controls).
        package func packEnd(_ child: Gtk.Widget) { adw_header_bar_pack_end(headerBar, child.widget) }
    }
}
