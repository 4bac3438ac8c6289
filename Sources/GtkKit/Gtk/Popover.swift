import CGtk
import CGtkShims
import Foundation

extension Gtk {
    /// A bubble pointing at a widget (`GtkPopover`).
    package class Popover: Bin {
        override package class var gType: GType { gtk_popover_get_type() }

        /// An empty popover pointing at `widget`. GTK hands it to the
        /// widget's window, which owns its first reference: the wrapper
        /// takes one of its own.
        package convenience init(relativeTo widget: Widget) {
            self.init(retaining: UnsafeMutableRawPointer(gtk_popover_new(widget.widget)))
        }

        var popover: UnsafeMutablePointer<GtkPopover> { pointer.assumingMemoryBound(to: GtkPopover.self) }

        /// The widget it points at.
        package var relativeTo: Widget? {
            get { Widget.wrap(gtk_popover_get_relative_to(popover)) }
            set { gtk_popover_set_relative_to(popover, newValue?.widget) }
        }
        /// The rectangle of `relativeTo` it points at.
        package func setPointingTo(_ rect: CGRect) {
            var target = GdkRectangle(x: gint(rect.minX), y: gint(rect.minY), width: gint(rect.width), height: gint(rect.height))
            gtk_popover_set_pointing_to(popover, &target)
        }
        /// The side of its widget it shows on.
        package func setPosition(_ position: PositionType) { gtk_popover_set_position(popover, position.gtk) }
        /// A modal popover takes the keyboard and closes on a click elsewhere.
        package var isModal: Bool {
            get { gtk_popover_get_modal(popover) != 0 }
            set { gtk_popover_set_modal(popover, newValue ? 1 : 0) }
        }
        /// Whether showing and hiding fade and slide.
        package var transitionsEnabled: Bool {
            get { bool("transitions-enabled") }
            set { gtk_popover_set_transitions_enabled(popover, newValue ? 1 : 0) }
        }
        package func popup() { gtk_popover_popup(popover) }
        package func popdown() { gtk_popover_popdown(popover) }

        /// Its accessible reads as a menu, named `name` ("Edit menu").
        package func readAsMenu(named name: String) {
            cgtk_set_accessible_role(widget, ATK_ROLE_MENU)
            accessible.name = name
        }
    }

    /// A popover showing a menu model, with a page per submenu
    /// (`GtkPopoverMenu`).
    package final class PopoverMenu: Popover {
        override package class var gType: GType { gtk_popover_menu_get_type() }

        /// A popover showing `model`, pointing at `widget` (which the window
        /// it is in then owns, as with any popover).
        package convenience init(model: Gio.Menu, relativeTo widget: Widget) {
            self.init(retaining: UnsafeMutableRawPointer(gtk_popover_new_from_model(widget.widget, model.menuModel)))
        }

        /// The stack of pages (one per submenu; the top level is "main").
        package var pages: Stack? { child?.as(Stack.self) }
    }

    /// The side of a widget a popover shows on.
    package enum PositionType: Sendable {
        case left, right, top, bottom
        var gtk: GtkPositionType {
            switch self {
            case .left: GTK_POS_LEFT
            case .right: GTK_POS_RIGHT
            case .top: GTK_POS_TOP
            case .bottom: GTK_POS_BOTTOM
            }
        }
    }

    /// A row of a popover menu (`GtkModelButton`, which GTK 3 has no header
    /// for: its properties are read by name).
    package enum ModelButton {
        /// Whether `widget` is a model button.
        @MainActor package static func `is`(_ widget: Widget) -> Bool { widget.is(typeNamed: "GtkModelButton") }

        /// Model buttons made from now on read as menu items to assistive
        /// technology (`EditMenuItemAccessible`). Once is enough.
        @MainActor package static func readAsMenuItems() { cgtk_menu_items_install() }
    }
}

extension Signal where Emitter: Gtk.Popover, Handler == VoidHandler {
    /// `closed`: the popover started closing.
    package static var closed: Self { Self(withoutArguments: "closed") }
}

extension Gtk.Widget {
    // MARK: Menu rows (GtkModelButton, and the compact row's buttons)

    /// A model button's text (its `text` property); nil for other widgets.
    package var modelButtonText: String? { Gtk.ModelButton.is(self) ? string("text") : nil }
    /// Whether a model button is a submenu's header, the way back.
    package var isModelButtonBackRow: Bool { Gtk.ModelButton.is(self) && bool("inverted") }
    /// Whether activating a menu row turns the list's page: a model button
    /// that opens a submenu, or a submenu's header that goes back.
    package var turnsMenuPage: Bool { cgtk_menu_item_turns_page(widget) != 0 }

    /// Marks a row as a menu item for assistive technology, with `role`
    /// (nil: a model button's own) and `accelerator` ("<Control>x") as its
    /// shortcut.
    package func markAsMenuRow(role: Atk.Role?, accelerator: String?) {
        cgtk_menu_item_mark(widget, role?.atk ?? ATK_ROLE_INVALID, accelerator)
    }
    /// Puts the keyboard's highlight on (or off) a marked row, and tells
    /// assistive technology it has (or lost) the focus.
    package func setMenuRowHighlighted(_ highlighted: Bool) { cgtk_menu_item_set_highlighted(widget, highlighted ? 1 : 0) }
    /// Makes this menu the functional parent of `rows` (how a screen reader
    /// counts "2 of 8" over rows GTK nests in boxes), and tells assistive
    /// technology `active` is the active one.
    package func setMenuRows(_ rows: [Gtk.Widget], active: Gtk.Widget?) {
        let pointers: [UnsafeMutablePointer<GtkWidget>?] = rows.map { $0.widget }
        pointers.withUnsafeBufferPointer { cgtk_menu_set_rows(widget, $0.baseAddress, gint($0.count)) }
        if let active {
            cgtk_emit_active_descendant_changed(gtk_widget_get_accessible(widget), gtk_widget_get_accessible(active.widget))
        }
    }

    /// A new button of the compact row, whose accessible reads as a menu item.
    package static func menuRowButton() -> Gtk.Button {
        Gtk.Button(adopting: UnsafeMutableRawPointer(cgtk_menu_row_button_new()))
    }
}

extension Gtk.Window {
    /// Tells assistive technology where the keyboard is now that a menu that
    /// held the accessible focus closed: the focused widget, or the window.
    package func announceFocusReturned() { cgtk_notify_focus_returned(gtkWindow) }
}
