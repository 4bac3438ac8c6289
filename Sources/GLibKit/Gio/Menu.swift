import CGLib
import CGLibShims

extension Gio {
    /// A menu as a model (`GMenu`): items, sections and submenus that a
    /// popover or a menu button shows, each item naming the action it runs.
    package final class Menu: GLib.Object {
        override package class var gType: GType { g_menu_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(g_menu_new())) }

        var menu: OpaquePointer { OpaquePointer(pointer) }
        package var menuModel: UnsafeMutablePointer<GMenuModel> { pointer.assumingMemoryBound(to: GMenuModel.self) }

        /// Appends an item titled `title` that runs `detailedAction` ("app.quit").
        package func append(_ title: String, action detailedAction: String) { g_menu_append(menu, title, detailedAction) }
        package func append(_ item: MenuItem) { g_menu_append_item(menu, item.item) }
        /// Appends `section`'s items under a line (and `title`, when given).
        package func appendSection(_ title: String?, _ section: Menu) { g_menu_append_section(menu, title, section.menuModel) }
        /// Appends a row titled `title` that opens `submenu`.
        package func appendSubmenu(_ title: String, _ submenu: Menu) { g_menu_append_submenu(menu, title, submenu.menuModel) }
        /// Puts `item` at `position` (GMenu copies it: one item can go in again later).
        package func insert(_ item: MenuItem, at position: Int) { g_menu_insert_item(menu, gint(position), item.item) }
        package func remove(at position: Int) { g_menu_remove(menu, gint(position)) }
        package func removeAll() { g_menu_remove_all(menu) }
    }

    /// One item of a menu model (`GMenuItem`).
    package final class MenuItem: GLib.Object {
        override package class var gType: GType { g_menu_item_get_type() }

        /// An item titled `title`.
        package convenience init(title: String) { self.init(adopting: UnsafeMutableRawPointer(g_menu_item_new(title, nil))) }

        var item: OpaquePointer { OpaquePointer(pointer) }

        /// The action the item runs, and for a radio item the state it stands for.
        package func setAction(_ detailedAction: String, target: String?) {
            g_menu_item_set_action_and_target_value(item, detailedAction, target.map { g_variant_new_string($0) })
        }
        /// A string attribute ("accel": the shortcut a row shows).
        package func setAttribute(_ name: String, _ value: String) { g_menu_item_set_attribute_value(item, name, g_variant_new_string(value)) }
        /// A boolean attribute.
        package func setAttribute(_ name: String, _ value: Bool) { g_menu_item_set_attribute_value(item, name, g_variant_new_boolean(value ? 1 : 0)) }
    }

    /// An action a menu item or a shortcut runs (`GSimpleAction`).
    package final class SimpleAction: GLib.Object {
        override package class var gType: GType { g_simple_action_get_type() }

        /// What an action's state is, if it has one.
        package enum State {
            /// No state: a plain item.
            case none
            /// A boolean: a check mark.
            case bool(Bool)
            /// A string: the chosen one of a choice (radio items).
            case string(String)
        }

        package convenience init(name: String, state: State = .none) {
            let action: OpaquePointer
            switch state {
            case .none:
                action = g_simple_action_new(name, nil)
            case .bool(let value):
                action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(value ? 1 : 0))
            case .string(let value):
                action = g_simple_action_new_stateful(name, cglib_variant_type_string(), g_variant_new_string(value))
            }
            self.init(adopting: UnsafeMutableRawPointer(action))
        }

        var action: OpaquePointer { OpaquePointer(pointer) }

        package var isEnabled: Bool {
            get { bool("enabled") }
            set { g_simple_action_set_enabled(action, newValue ? 1 : 0) }
        }
        /// Sets a string state.
        package func setState(_ value: String) { g_simple_action_set_state(action, g_variant_new_string(value)) }
    }

    /// Actions a widget reaches under a prefix (`GSimpleActionGroup`).
    package final class SimpleActionGroup: GLib.Object {
        override package class var gType: GType { g_simple_action_group_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(g_simple_action_group_new())) }

        package func add(_ action: SimpleAction) { g_action_map_add_action(OpaquePointer(pointer), action.action) }
        package func remove(named name: String) { g_action_map_remove_action(OpaquePointer(pointer), name) }
    }
}

/// GSimpleAction `change-state`, for an action whose state is a string: the value asked for.
package typealias StringStateHandler = @MainActor (String) -> Void

private let stringStateThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, variant, data in
    let handler = SignalBox<StringStateHandler>.handler(data)
    let value = variant.map { String(cString: g_variant_get_string($0, nil)) } ?? ""
    MainActor.assumeIsolated { handler(value) }
}

extension Signal where Emitter: Gio.SimpleAction, Handler == VoidHandler {
    /// `activate` (its parameter is not passed on).
    package static var activated: Self { Self(ignoringArgument: "activate") }
}

extension Signal where Emitter: Gio.SimpleAction, Handler == StringStateHandler {
    /// `change-state` (string state).
    package static var changeState: Self { Self("change-state", thunk: unsafeBitCast(stringStateThunk, to: GCallback.self)) }
}
