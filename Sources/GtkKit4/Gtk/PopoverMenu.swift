import CGtk4
import Foundation

extension Gtk {
    /// A popover (`GtkPopover`): a surface of its own attached to a parent
    /// widget, which holds it.
    package class Popover: Widget {
        override package class var gType: GType { gtk_popover_get_type() }

        var popover: UnsafeMutablePointer<GtkPopover> { pointer.assumingMemoryBound(to: GtkPopover.self) }

        /// A popover that assistive technology reads as `role` (a menu).
        package convenience init(role: AccessibleRole) {
            self.init(adopting: GLib.Object.newPointer(of: gtk_popover_get_type(), "accessible-role",
                                                       Int32(role.gtk.rawValue)))
        }

        /// What it shows; the popover holds it.
        package func setChild(_ child: Widget?) { gtk_popover_set_child(popover, child?.widget) }

        /// Which side of what it points at it shows on (its arrow on the
        /// other); GTK flips it where there is no room.
        package var position: Side {
            get { Side(gtk_popover_get_position(popover)) }
            set { gtk_popover_set_position(popover, newValue.gtk) }
        }

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

        /// Sizes and places it again for what it shows now: GTK 4 sizes a
        /// popover's surface when it shows, and when its parent is
        /// allocated, not when its contents grow.
        package func present() { gtk_popover_present(popover) }

        /// Sizes and places it again before the next frame, once GTK's
        /// high-priority idle work (a popover menu's section lines) has
        /// changed what it shows; nothing when it is down by then.
        package func presentOnceLaidOut() {
            GLib.MainLoop.beforeNextFrame { [weak self] in
                guard let self, isVisible else { return }
                present()
            }
        }
        package func popdown() { gtk_popover_popdown(popover) }
    }

    /// A side of a rectangle (`GtkPositionType`).
    package enum Side {
        case left, right, top, bottom

        init(_ position: GtkPositionType) {
            switch position {
            case GTK_POS_LEFT: self = .left
            case GTK_POS_RIGHT: self = .right
            case GTK_POS_TOP: self = .top
            default: self = .bottom
            }
        }

        var gtk: GtkPositionType {
            switch self {
            case .left: GTK_POS_LEFT
            case .right: GTK_POS_RIGHT
            case .top: GTK_POS_TOP
            case .bottom: GTK_POS_BOTTOM
            }
        }
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
