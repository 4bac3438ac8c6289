import Foundation

/// Turns the configured menu (standard actions + custom elements) into the ``ResolvedMenu``
/// the user sees, by asking the responder chain.
///
/// Rules, in one place:
/// 1. The offered standard actions come first, in ``Action/standardActions`` order; each is
///    shown iff the chain from `firstResponder` can perform it.
/// 2. Then the custom elements in their order. A ``MenuItem`` is shown iff the chain can
///    perform its action; a ``MenuAction`` always can (it carries its handler).
/// 3. ``MenuAttributes/hidden`` removes an element; ``MenuAttributes/disabled`` keeps it
///    visible but not choosable.
/// 4. Submenus and sections with nothing left are dropped.
///
/// ```swift
/// let menu = MenuResolver.resolve(standardActions: [.copy, .paste],
///                                 items: controller.menuItems, from: window.firstResponder!)
/// menu.titles   // e.g. ["Copy", "Change Color"]
/// ```
@MainActor
public enum MenuResolver {
    /// Resolves `standardActions` (any order; ``Action/standardActions`` order is used) and
    /// `items` against the chain from `firstResponder`.
    public static func resolve(
        standardActions: Set<Action>,
        items: [any MenuElement],
        from firstResponder: Responder?
    ) -> ResolvedMenu {
        var entries: [ResolvedMenuEntry] = []
        for action in Action.standardActions where standardActions.contains(action) {
            let item = ResolvedMenuItem(
                id: action.name, title: action.defaultTitle, iconName: action.iconName,
                keyShortcut: action.keyShortcut, source: .standard(action))
            // The sender asked about is the item that would be chosen, as when it is performed.
            if firstResponder?.chainCanPerform(action, withSender: item) == true {
                entries.append(.item(item))
            }
        }
        entries += resolve(items, from: firstResponder)
        return ResolvedMenu(entries: entries)
    }

    static func resolve(_ elements: [any MenuElement], from firstResponder: Responder?) -> [ResolvedMenuEntry] {
        elements.compactMap { resolve($0, from: firstResponder) }
    }

    static func resolve(_ element: any MenuElement, from firstResponder: Responder?) -> ResolvedMenuEntry? {
        switch element {
        case let item as MenuItem:
            guard !item.attributes.contains(.hidden) else { return nil }
            let resolved = ResolvedMenuItem(
                id: item.id.rawValue, title: item.title, iconName: item.iconName ?? item.action.iconName,
                isEnabled: !item.attributes.contains(.disabled), state: item.state,
                isDestructive: item.attributes.contains(.destructive),
                keepsMenuPresented: item.attributes.contains(.keepsMenuPresented),
                keyShortcut: item.action.keyShortcut, source: .item(item))
            guard firstResponder?.chainCanPerform(item.action, withSender: resolved) == true else { return nil }
            return .item(resolved)
        case let action as MenuAction:
            guard !action.attributes.contains(.hidden) else { return nil }
            return .item(ResolvedMenuItem(
                id: action.id.rawValue, title: action.title, iconName: action.iconName,
                isEnabled: !action.attributes.contains(.disabled), state: action.state,
                isDestructive: action.attributes.contains(.destructive),
                keepsMenuPresented: action.attributes.contains(.keepsMenuPresented),
                source: .closure(action)))
        case let menu as Menu:
            let children = resolve(menu.children, from: firstResponder)
            guard !children.isEmpty else { return nil }
            let group = ResolvedMenuGroup(id: menu.id.rawValue, title: menu.title, iconName: menu.iconName, entries: children)
            return menu.options.contains(.displayInline) ? .section(group) : .submenu(group)
        default:
            // Unknown conformers have no way to be performed; showing them would be a lie.
            return nil
        }
    }
}
