import CGtk4
import EditMenu

/// What baselines A and B share: the menu's items as a `GMenu` + a
/// `GSimpleActionGroup`, and a `GtkPopoverMenu` over them configured as
/// ours is, all with C calls — no responder chain, no resolution, no Swift
/// wrappers or signal boxes.
@MainActor
enum RawMenuParts {
    /// The prefix the baselines' actions are inserted under (`raw.item0`, …).
    static let prefix = "raw"

    /// A `GMenu` and the group of its actions, one reference each, owned by the caller.
    struct Model {
        let menu: OpaquePointer
        let group: UnsafeMutablePointer<GSimpleActionGroup>

        var menuModel: UnsafeMutablePointer<GMenuModel> { UnsafeMutablePointer(menu) }
        var actionGroup: OpaquePointer { OpaquePointer(group) }

        /// Lets both go (a popover holds its own reference to the menu).
        func release() {
            g_object_unref(UnsafeMutableRawPointer(menu))
            g_object_unref(UnsafeMutableRawPointer(group))
        }
    }

    /// `resolved`'s items and sections as a C program would declare them, so
    /// the baselines show exactly what ours shows: the same rows, each with
    /// its shortcut (ours shows "Ctrl+X" beside Cut).
    static func model(of resolved: ResolvedMenu) -> Model {
        let group = g_simple_action_group_new()!
        var count = 0
        func build(_ entries: [ResolvedMenuEntry]) -> OpaquePointer {
            let menu = g_menu_new()!
            for entry in entries {
                switch entry {
                case .item(let item):
                    let name = "item\(count)"
                    count += 1
                    let action = g_simple_action_new(name, nil)!
                    g_simple_action_set_enabled(action, item.isEnabled ? 1 : 0)
                    g_action_map_add_action(OpaquePointer(group), action)
                    g_object_unref(UnsafeMutableRawPointer(action))
                    // The row as ours shows it, its shortcut on the right (as
                    // GTK 3's baselines show it too): GTK lays out and draws
                    // the same text.
                    let menuItem = g_menu_item_new(item.title, "\(prefix).\(name)")!
                    if let accelerator = item.keyShortcut?.gtkAccelerator {
                        g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
                    }
                    g_menu_append_item(menu, menuItem)
                    g_object_unref(UnsafeMutableRawPointer(menuItem))
                case .section(let section):
                    let child = build(section.entries)
                    g_menu_append_section(menu, section.title.isEmpty ? nil : section.title, UnsafeMutablePointer(child))
                    g_object_unref(UnsafeMutableRawPointer(child))
                case .submenu(let submenu):
                    let child = build(submenu.entries)
                    g_menu_append_submenu(menu, submenu.title, UnsafeMutablePointer(child))
                    g_object_unref(UnsafeMutableRawPointer(child))
                }
            }
            return menu
        }
        return Model(menu: build(resolved.entries), group: group)
    }

    /// A popover over `model`, configured as `PopoverMenuPresenter`'s: no
    /// autohide (it would grab the keyboard), not focusable, with an arrow.
    /// Its actions are inserted on `parent`, which it is attached to.
    static func popover(for model: Model, on parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_menu_new_from_model(model.menuModel)!
        let typed = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_autohide(typed, 0)
        gtk_popover_set_has_arrow(typed, 1)
        gtk_widget_set_focusable(popover, 0)
        gtk_widget_set_can_focus(popover, 0)
        gtk_widget_set_parent(popover, parent)
        gtk_widget_insert_action_group(parent, prefix, model.actionGroup)
        return popover
    }

    /// Points `popover` at `spot` of its parent and shows it.
    static func popup(_ popover: UnsafeMutablePointer<GtkWidget>, at spot: (x: Double, y: Double)) {
        let typed = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        var area = GdkRectangle(x: gint(spot.x), y: gint(spot.y), width: 1, height: 1)
        gtk_popover_set_pointing_to(typed, &area)
        gtk_popover_popup(typed)
    }

    static func popdown(_ popover: UnsafeMutablePointer<GtkWidget>) {
        gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
    }
}
