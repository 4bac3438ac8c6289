import Foundation

/// One choosable entry of a ``ResolvedMenu``: what a presenter renders as a button.
///
/// It is also the sender an action receives when the user chooses it, so handlers can read
/// which entry was chosen (`sender.menuItem?.title`).
public struct ResolvedMenuItem: Sendable, Identifiable, Equatable {
    /// Where the entry came from.
    public enum Source: Sendable {
        /// A standard action the controller offers.
        case standard(Action)
        /// A custom ``MenuItem``.
        case item(MenuItem)
        /// A closure ``MenuAction``.
        case closure(MenuAction)
    }

    /// What an entry stands for, stable across updates.
    public enum ID: Hashable, Sendable, CustomStringConvertible {
        /// One of the standard actions the controller offers.
        case standard(Action)
        /// A custom ``MenuItem`` or ``MenuAction``, by its element's id.
        case element(MenuElementID)

        public var description: String {
            switch self {
            case .standard(let action): action.name
            case .element(let id): id.rawValue
            }
        }
    }

    /// Stable across updates: ``ID/standard(_:)`` for standard actions, the
    /// element's ``MenuElementID`` otherwise.
    public var id: ID {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }
    public var title: String {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }
    public var iconName: String? {
        get { storage.fields.iconName }
        set { update { $0.iconName = newValue } }
    }
    /// False for ``MenuAttributes/disabled`` entries: shown, not choosable.
    public var isEnabled: Bool {
        get { storage.fields.isEnabled }
        set { update { $0.isEnabled = newValue } }
    }
    public var state: MenuElementState {
        get { storage.fields.state }
        set { update { $0.state = newValue } }
    }
    /// How the state shows: a check mark when on (the default), a check box or a radio button.
    public var stateStyle: MenuStateStyle {
        get { storage.fields.stateStyle }
        set { update { $0.stateStyle = newValue } }
    }
    public var isDestructive: Bool {
        get { storage.fields.isDestructive }
        set { update { $0.isDestructive = newValue } }
    }
    public var keepsMenuPresented: Bool {
        get { storage.fields.keepsMenuPresented }
        set { update { $0.keepsMenuPresented = newValue } }
    }
    /// The accelerator to show next to the title, if any.
    public var keyShortcut: KeyShortcut? {
        get { storage.fields.keyShortcut }
        set { update { $0.keyShortcut = newValue } }
    }
    public var source: Source {
        get { storage.fields.source }
        set { update { $0.source = newValue } }
    }

    /// The action sent along the chain, or nil for a closure item.
    public var action: Action? {
        switch source {
        case .standard(let action): return action
        case .item(let item): return item.action
        case .closure: return nil
        }
    }

    public init(
        id: ID, title: String, iconName: String? = nil, isEnabled: Bool = true,
        state: MenuElementState = .off, stateStyle: MenuStateStyle = .checkMarkWhenOn,
        isDestructive: Bool = false, keepsMenuPresented: Bool = false,
        keyShortcut: KeyShortcut? = nil, source: Source
    ) {
        storage = Storage(Fields(
            id: id, title: title, iconName: iconName, isEnabled: isEnabled, state: state, stateStyle: stateStyle,
            isDestructive: isDestructive, keepsMenuPresented: keepsMenuPresented,
            keyShortcut: keyShortcut, source: source))
    }

    /// The entry for a custom ``MenuItem``: its title, attributes and state, and its
    /// action's icon and accelerator unless the item names its own icon.
    init(_ item: MenuItem) {
        self.init(
            id: .element(item.id), title: item.title, iconName: item.iconName ?? item.action.iconName,
            isEnabled: !item.attributes.contains(.disabled), state: item.state,
            stateStyle: MenuStateStyle(item.attributes), isDestructive: item.attributes.contains(.destructive),
            keepsMenuPresented: item.attributes.contains(.keepsMenuPresented),
            keyShortcut: item.action.keyShortcut, source: .item(item))
    }

    /// The entry for a closure ``MenuAction``, e.g. one a view adds in
    /// ``Responder/editMenu(suggestedActions:)``.
    public init(_ action: MenuAction) {
        self.init(
            id: .element(action.id), title: action.title, iconName: action.iconName,
            isEnabled: !action.attributes.contains(.disabled), state: action.state,
            stateStyle: MenuStateStyle(action.attributes), isDestructive: action.attributes.contains(.destructive),
            keepsMenuPresented: action.attributes.contains(.keepsMenuPresented),
            source: .closure(action))
    }

    // Shared, immutable storage: an item is copied several times per resolve (into the
    // menu, into the sender each responder is asked with). Behind one reference a copy
    // is one retain, not one per string, and the item fits inline in an `Any` sender
    // without a heap box. Items are rarely changed after they are made, so a change
    // makes new storage.
    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    private struct Fields: Sendable {
        var id: ID
        var title: String
        var iconName: String?
        var isEnabled: Bool
        var state: MenuElementState
        var stateStyle: MenuStateStyle
        var isDestructive: Bool
        var keepsMenuPresented: Bool
        var keyShortcut: KeyShortcut?
        var source: Source
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    // Closures are not comparable; two entries are equal when they look and act the same.
    public static func == (lhs: ResolvedMenuItem, rhs: ResolvedMenuItem) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.id == rhs.id && lhs.title == rhs.title && lhs.iconName == rhs.iconName
            && lhs.isEnabled == rhs.isEnabled && lhs.state == rhs.state && lhs.stateStyle == rhs.stateStyle
            && lhs.isDestructive == rhs.isDestructive && lhs.keepsMenuPresented == rhs.keepsMenuPresented
            && lhs.keyShortcut == rhs.keyShortcut && lhs.action == rhs.action
    }
}

/// A resolved submenu or inline section.
public struct ResolvedMenuGroup: Sendable, Identifiable, Equatable {
    /// The ``Menu`` it was resolved from.
    public var id: MenuElementID
    public var title: String
    public var iconName: String?
    public var entries: [ResolvedMenuEntry]

    public init(id: MenuElementID, title: String, iconName: String? = nil, entries: [ResolvedMenuEntry]) {
        self.id = id
        self.title = title
        self.iconName = iconName
        self.entries = entries
    }
}

/// An entry of a ``ResolvedMenu``.
public enum ResolvedMenuEntry: Sendable, Equatable {
    case item(ResolvedMenuItem)
    /// A nested menu (GTK: a GMenu submenu).
    case submenu(ResolvedMenuGroup)
    /// Items shown inline, set apart (GTK: a GMenu section).
    case section(ResolvedMenuGroup)
}

/// The menu as it will be shown: only what the responder chain can perform, in order.
///
/// A presenter renders it without knowing about responders, and reports the user's
/// choice back with ``EditMenuController/perform(_:)``.
///
/// ```swift
/// func update(_ menu: ResolvedMenu) {
///     for item in menu.allItems { setEnabled(item.id, item.isEnabled) }
/// }
/// ```
public struct ResolvedMenu: Sendable, Equatable {
    public var entries: [ResolvedMenuEntry]

    public init(entries: [ResolvedMenuEntry] = []) {
        self.entries = entries
    }

    /// Every item, depth first, in display order.
    public var allItems: [ResolvedMenuItem] {
        func collect(_ entries: [ResolvedMenuEntry], into result: inout [ResolvedMenuItem]) {
            for entry in entries {
                switch entry {
                case .item(let item): result.append(item)
                case .submenu(let group), .section(let group): collect(group.entries, into: &result)
                }
            }
        }
        var result: [ResolvedMenuItem] = []
        collect(entries, into: &result)
        return result
    }

    /// The titles of ``allItems``, handy in tests and logs.
    public var titles: [String] { allItems.map(\.title) }

    /// Whether the menu shows nothing.
    public var isEmpty: Bool { !containsItem { _ in true } }

    /// Whether at least one item can be chosen.
    public var hasEnabledItems: Bool { containsItem { $0.isEnabled } }

    /// Whether some item satisfies `predicate`, without collecting the items:
    /// every menu shown asks this, and a long menu's items filled an array
    /// at each opening.
    private func containsItem(where predicate: (ResolvedMenuItem) -> Bool) -> Bool {
        func search(_ entries: [ResolvedMenuEntry]) -> Bool {
            for entry in entries {
                switch entry {
                case .item(let item): if predicate(item) { return true }
                case .submenu(let group), .section(let group): if search(group.entries) { return true }
                }
            }
            return false
        }
        return search(entries)
    }

    /// The item with `id`, wherever it is.
    public func item(withID id: ResolvedMenuItem.ID) -> ResolvedMenuItem? {
        allItems.first { $0.id == id }
    }

    /// The menu with only the items `isIncluded` keeps; sections and submenus left
    /// empty go too.
    ///
    /// ```swift
    /// let menu = suggested.filter { $0.action != .paste }
    /// ```
    public func filter(_ isIncluded: (ResolvedMenuItem) -> Bool) -> ResolvedMenu {
        func kept(_ entries: [ResolvedMenuEntry]) -> [ResolvedMenuEntry] {
            entries.compactMap { entry in
                switch entry {
                case .item(let item):
                    return isIncluded(item) ? entry : nil
                case .section(var group):
                    group.entries = kept(group.entries)
                    return group.entries.isEmpty ? nil : .section(group)
                case .submenu(var group):
                    group.entries = kept(group.entries)
                    return group.entries.isEmpty ? nil : .submenu(group)
                }
            }
        }
        return ResolvedMenu(entries: kept(entries))
    }

    /// The menu with `action` added at the end, as an item of its own.
    public func appending(_ action: MenuAction) -> ResolvedMenu {
        guard !action.attributes.contains(.hidden) else { return self }
        return ResolvedMenu(entries: entries + [.item(action.entry)])
    }
}
