import CGtk4
import Foundation

extension Gtk {
    /// A popover (`GtkPopover`): a surface of its own attached to a parent
    /// widget, which holds it.
    package class Popover: Widget {
        override package class var gType: GType { gtk_popover_get_type() }

        var popover: UnsafeMutablePointer<GtkPopover> { pointer.assumingMemoryBound(to: GtkPopover.self) }

        /// Attaches the popover to `widget` (nil: detaches it). A widget
        /// must drop its popover before it goes, or GTK finds a child left.
        package func attach(to widget: Widget?) {
            if gtk_widget_get_parent(self.widget) != nil { gtk_widget_unparent(self.widget) }
            if let widget { gtk_widget_set_parent(self.widget, widget.widget) }
        }

        /// Whether a click elsewhere closes it; an autohiding popover also
        /// grabs the keyboard while it is up.
        package var autohides: Bool {
            get { gtk_popover_get_autohide(popover) != 0 }
            set { gtk_popover_set_autohide(popover, newValue ? 1 : 0) }
        }

        package var hasArrow: Bool {
            get { gtk_popover_get_has_arrow(popover) != 0 }
            set { gtk_popover_set_has_arrow(popover, newValue ? 1 : 0) }
        }

        /// Points the popover at `rect` in its parent's coordinates.
        package func point(at rect: CGRect) {
            var area = GdkRectangle(x: gint(rect.minX), y: gint(rect.minY),
                                    width: gint(max(rect.width, 1)), height: gint(max(rect.height, 1)))
            gtk_popover_set_pointing_to(popover, &area)
        }

        package func popup() { gtk_popover_popup(popover) }
        package func popdown() { gtk_popover_popdown(popover) }
    }

    /// A popover that shows a menu model (`GtkPopoverMenu`): each item runs
    /// the action it names, found from the popover's parent up.
    package final class PopoverMenu: Popover {
        override package class var gType: GType { gtk_popover_menu_get_type() }

        package convenience init(model: Gio.Menu) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_popover_menu_new_from_model(model.menuModel)))
        }

        /// Shows `model` from now on.
        package func setModel(_ model: Gio.Menu) {
            gtk_popover_menu_set_menu_model(OpaquePointer(pointer), model.menuModel)
        }
    }
}

extension Signal where Emitter: Gtk.Popover, Handler == VoidHandler {
    /// `closed`: the popover went away.
    package static var closed: Self { Self(withoutArguments: "closed") }
}
