import CGtk
import EditMenu

/// A `ResolvedMenu` as GTK wants it: a `GMenu` for the layout and a
/// `GSimpleActionGroup` with one `GSimpleAction` per item (enabled = the item
/// can be chosen; check items carry a boolean state).
///
/// `rebuild` replaces the contents of the same `GMenu`, so a popover bound to
/// it updates in place.
@MainActor
final class MenuModel {
    /// The action-group prefix item actions are looked up under (`editmenu.item3`).
    static let actionPrefix = "editmenu"

    let menu: GObjectRef
    let actionGroup: GObjectRef
    private var actionNames: [String] = []
    private let onActivate: @MainActor (_ itemID: String) -> Void

    init(onActivate: @escaping @MainActor (_ itemID: String) -> Void) {
        menu = GObjectRef(adopting: UnsafeMutableRawPointer(g_menu_new()))
        actionGroup = GObjectRef(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
        self.onActivate = onActivate
    }

    var gMenu: OpaquePointer { OpaquePointer(menu.pointer) }

    /// Replaces the menu's contents with `resolved`.
    func rebuild(_ resolved: ResolvedMenu) {
        let map = cgtk_action_map(actionGroup.pointer)
        for name in actionNames { g_action_map_remove_action(map, name) }
        actionNames.removeAll()
        g_menu_remove_all(gMenu)
        append(resolved.entries, to: gMenu)
    }

    private func append(_ entries: [ResolvedMenuEntry], to target: OpaquePointer) {
        for entry in entries {
            switch entry {
            case .item(let item):
                appendItem(item, to: target)
            case .section(let group):
                let section = g_menu_new()!
                append(group.entries, to: section)
                g_menu_append_section(target, group.title.isEmpty ? nil : Self.literal(group.title),
                                      cgtk_menu_model(UnsafeMutableRawPointer(section)))
                g_object_unref(UnsafeMutableRawPointer(section))
            case .submenu(let group):
                let submenu = g_menu_new()!
                append(group.entries, to: submenu)
                g_menu_append_submenu(target, Self.literal(group.title), cgtk_menu_model(UnsafeMutableRawPointer(submenu)))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            }
        }
    }

    private func appendItem(_ item: ResolvedMenuItem, to target: OpaquePointer) {
        // Generated names, not item ids: ids may hold characters GAction names may not.
        let name = "item\(actionNames.count)"
        actionNames.append(name)
        // `.on` shows a check mark (a boolean-state action). `.off` looks like
        // a plain item, as in UIKit; GAction has no "mixed" state, so mixed
        // items are plain too.
        let action: OpaquePointer = item.state == .on
            ? g_simple_action_new_stateful(name, nil, g_variant_new_boolean(1))
            : g_simple_action_new(name, nil)
        g_simple_action_set_enabled(action, item.isEnabled ? 1 : 0)
        let actionRef = GObjectRef(adopting: UnsafeMutableRawPointer(action))
        let id = item.id
        actionRef.connect("activate", pointer: { [weak self] _ in self?.onActivate(id) })
        g_action_map_add_action(cgtk_action_map(actionGroup.pointer), action)

        let menuItem = g_menu_item_new(Self.literal(item.title), "\(Self.actionPrefix).\(name)")!
        if let accelerator = item.keyShortcut?.gtkAccelerator {
            g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
        }
        if item.isDestructive {
            g_menu_item_set_attribute_value(menuItem, "destructive", g_variant_new_boolean(1))
        }
        g_menu_append_item(target, menuItem)
        g_object_unref(UnsafeMutableRawPointer(menuItem))
    }

    /// Titles are plain text: GtkModelButton reads `_` as a mnemonic marker,
    /// so each is doubled ("Save_As" shows as "Save_As", not "SaveAs").
    /// Markup needs no escaping: menu labels are never parsed as markup.
    static func literal(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }
}
