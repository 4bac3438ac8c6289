import CGtk
import CGtkShims

extension Atk {
    /// What assistive technology is told of a widget (`AtkObject`).
    package final class Object: GLib.Object {
        override package class var gType: GType { atk_object_get_type() }

        var object: UnsafeMutablePointer<AtkObject> { pointer.assumingMemoryBound(to: AtkObject.self) }

        package var name: String? {
            get { GLib.string(atk_object_get_name(object)) }
            set { atk_object_set_name(object, newValue ?? "") }
        }
        package var description: String? {
            get { GLib.string(atk_object_get_description(object)) }
            set { atk_object_set_description(object, newValue ?? "") }
        }
        package var role: Role? { Role(atk_object_get_role(object)) }
        /// Whether its state set holds `state`.
        package func has(_ state: State) -> Bool {
            let states = atk_object_ref_state_set(object)
            defer { g_object_unref(UnsafeMutableRawPointer(states)) }
            return atk_state_set_contains_state(states, state.atk) != 0
        }
        /// The key binding of its first action (";;<Control>c" for a menu row), if it has actions.
        package var keyBinding: String? {
            cgtk_is_atk_action(object) != 0 ? GLib.string(cgtk_atk_action_get_keybinding(object, 0)) : nil
        }
    }

    /// The roles the library gives or reads.
    package enum Role: Sendable, Equatable {
        case menu, menuItem, checkMenuItem, radioMenuItem, pushButton, separator, other

        init(_ role: AtkRole) {
            switch role {
            case ATK_ROLE_MENU: self = .menu
            case ATK_ROLE_MENU_ITEM: self = .menuItem
            case ATK_ROLE_CHECK_MENU_ITEM: self = .checkMenuItem
            case ATK_ROLE_RADIO_MENU_ITEM: self = .radioMenuItem
            case ATK_ROLE_PUSH_BUTTON: self = .pushButton
            case ATK_ROLE_SEPARATOR: self = .separator
            default: self = .other
            }
        }

        var atk: AtkRole {
            switch self {
            case .menu: ATK_ROLE_MENU
            case .menuItem: ATK_ROLE_MENU_ITEM
            case .checkMenuItem: ATK_ROLE_CHECK_MENU_ITEM
            case .radioMenuItem: ATK_ROLE_RADIO_MENU_ITEM
            case .pushButton: ATK_ROLE_PUSH_BUTTON
            case .separator: ATK_ROLE_SEPARATOR
            case .other: ATK_ROLE_UNKNOWN
            }
        }
    }

    /// The states the library reads.
    package enum State: Sendable {
        case checked, indeterminate, focused, selected, selectable, checkable
        var atk: AtkStateType {
            switch self {
            case .checked: ATK_STATE_CHECKED
            case .indeterminate: ATK_STATE_INDETERMINATE
            case .focused: ATK_STATE_FOCUSED
            case .selected: ATK_STATE_SELECTED
            case .selectable: ATK_STATE_SELECTABLE
            case .checkable: ATK_STATE_CHECKABLE
            }
        }
    }
}

/// AtkObject `active-descendant-changed`: the child that is now active, if any.
package typealias AccessibleChildHandler = @MainActor (Atk.Object?) -> Void
/// AtkObject `state-change`: a state's name ("focused", "checked") and whether it is now set.
package typealias AccessibleStateHandler = @MainActor (String, Bool) -> Void

private let accessibleChildThunk: @convention(c) (gpointer?, UnsafeMutablePointer<AtkObject>?, gpointer?) -> Void = {
    _, child, data in
    let handler = SignalBox<AccessibleChildHandler>.handler(data)
    nonisolated(unsafe) let child = child
    MainActor.assumeIsolated { handler(Atk.Object.wrap(child.map(UnsafeMutableRawPointer.init))) }
}
private let accessibleStateThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gboolean, gpointer?) -> Void = {
    _, name, isSet, data in
    let handler = SignalBox<AccessibleStateHandler>.handler(data)
    let name = name.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { handler(name, isSet != 0) }
}

extension Signal where Emitter: Atk.Object, Handler == AccessibleChildHandler {
    /// `active-descendant-changed`.
    package static var activeDescendantChanged: Self {
        Self("active-descendant-changed", thunk: unsafeBitCast(accessibleChildThunk, to: GCallback.self))
    }
}

extension Signal where Emitter: Atk.Object, Handler == AccessibleStateHandler {
    /// `state-change`, every state.
    package static var stateChange: Self { Self("state-change", thunk: unsafeBitCast(accessibleStateThunk, to: GCallback.self)) }
}
