import CGtk4

extension Gtk {
    /// A button that opens a menu (`GtkMenuButton`): GNOME's main menu at
    /// the end of a header bar.
    ///
    /// ```swift
    /// let menu = Gio.Menu()
    /// menu.append("About", action: "app.about")
    /// let button = Gtk.MenuButton(menu: menu, iconName: "open-menu-symbolic")
    /// button.isPrimary = true   // F10 opens it
    /// ```
    package final class MenuButton: Widget {
        override package class var gType: GType { gtk_menu_button_get_type() }

        package convenience init(menu: Gio.Menu, iconName: String) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_menu_button_new()))
            gtk_menu_button_set_menu_model(menuButton, menu.menuModel)
            gtk_menu_button_set_icon_name(menuButton, iconName)
        }

        var menuButton: OpaquePointer { OpaquePointer(pointer) }

        /// Whether F10 opens it: the window's main menu.
        package var isPrimary: Bool {
            get { gtk_menu_button_get_primary(menuButton) != 0 }
            set { gtk_menu_button_set_primary(menuButton, newValue ? 1 : 0) }
        }
    }
}
