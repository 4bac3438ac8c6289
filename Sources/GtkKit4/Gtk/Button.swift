import CGtk4

extension Gtk {
    /// A push button (`GtkButton`).
    package final class Button: Widget {
        override package class var gType: GType { gtk_button_get_type() }

        var button: UnsafeMutablePointer<GtkButton> { pointer.assumingMemoryBound(to: GtkButton.self) }

        package convenience init(label: String) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_button_new_with_label(label)))
        }

        /// A button that assistive technology reads as `role` (a menu's
        /// item, say): GTK 4 sets a widget's role when it is made only.
        package convenience init(role: AccessibleRole) {
            self.init(adopting: GLib.Object.newPointer(of: gtk_button_get_type(), "accessible-role",
                                                       Int32(role.gtk.rawValue)))
        }

        /// The text it shows.
        package var label: String? {
            get { GLib.string(gtk_button_get_label(button)) }
            set { gtk_button_set_label(button, newValue) }
        }

        /// Shows the themed icon `name` in place of a label.
        package func setIcon(named name: String) { gtk_button_set_icon_name(button, name) }

        /// Whether a click gives it the keyboard focus.
        package var focusOnClick: Bool {
            get { gtk_widget_get_focus_on_click(widget) != 0 }
            set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
        }
    }

    /// What a widget is to assistive technology, where GTK's default is not
    /// what it is here.
    package enum AccessibleRole {
        case menu
        case menuItem

        var gtk: GtkAccessibleRole {
            switch self {
            case .menu: GTK_ACCESSIBLE_ROLE_MENU
            case .menuItem: GTK_ACCESSIBLE_ROLE_MENU_ITEM
            }
        }
    }
}

extension Signal where Emitter: Gtk.Button, Handler == VoidHandler {
    /// `clicked`: the button was pressed and released, or activated from the keyboard.
    package static var clicked: Self { Self(withoutArguments: "clicked") }
}
