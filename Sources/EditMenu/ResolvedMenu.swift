import Foundation

/// One choosable entry of a ``ResolvedMenu``: what a presenter renders as a button.
///
/// It is also the sender an action receives when the user chooses it, so handlers can read
/// which entry was chosen (`(sender as? ResolvedMenuItem)?.title`).
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

    /// Stable across updates: the action name for standard actions, the element's
    /// ``MenuElementID`` otherwise. Letters, digits, `-` and `.` only for generated ids.
    public var id: String {
        get { storage.id }
        set { mutableStorage.id = newValue }
    }
    public var title: String {
        get { storage.title }
        set { mutableStorage.title = newValue }
    }
    public var iconName: String? {
        get { storage.iconName }
        set { mutableStorage.iconName = newValue }
    }
    /// False for ``MenuAttributes/disabled`` entries: shown, not choosable.
    public var isEnabled: Bool {
        get { storage.isEnabled }
        set { mutableStorage.isEnabled = newValue }
    }
    public var state: MenuElementState {
        get { storage.state }
        set { mutableStorage.state = newValue }
    }
    public var isDestructive: Bool {
        get { storage.isDestructive }
        set { mutableStorage.isDestructive = newValue }
    }
    public var keepsMenuPresented: Bool {
        get { storage.keepsMenuPresented }
        set { mutableStorage.keepsMenuPresented = newValue }
    }
    /// The accelerator to show next to the title, if any.
    public var keyShortcut: KeyShortcut? {
        get { storage.keyShortcut }
        set { mutableStorage.keyShortcut = newValue }
    }
    public var source: Source {
        get { storage.source }
        set { mutableStorage.source = newValue }
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
        id: String, title: String, iconName: String? = nil, isEnabled: Bool = true,
        state: MenuElementState = .off, isDestructive: Bool = false, keepsMenuPresented: Bool = false,
        keyShortcut: KeyShortcut? = nil, source: Source
    ) {
        storage = Storage(
            id: id, title: title, iconName: iconName, isEnabled: isEnabled, state: state,
            isDestructive: isDestructive, keepsMenuPresented: keepsMenuPresented,
            keyShortcut: keyShortcut, source: source)
    }

    // Copy-on-write: an item is copied several times per resolve (into the menu, into
    // the sender each responder is asked with), and as a plain struct each copy
    // retained a dozen strings (callgrind: a third of a resolve). Now a copy is one
    // retain, and the item fits inline in an `Any` sender without a heap box.
    private var storage: Storage

    private var mutableStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    // Mutated only through `mutableStorage`, i.e. when no other item shares it.
    private final class Storage: @unchecked Sendable {
        var id: String
        var title: String
        var iconName: String?
        var isEnabled: Bool
        var state: MenuElementState
        var isDestructive: Bool
        var keepsMenuPresented: Bool
        var keyShortcut: KeyShortcut?
        var source: Source

        init(id: String, title: String, iconName: String?, isEnabled: Bool, state: MenuElementState,
             isDestructive: Bool, keepsMenuPresented: Bool, keyShortcut: KeyShortcut?, source: Source) {
            self.id = id
            self.title = title
            self.iconName = iconName
            self.isEnabled = isEnabled
            self.state = state
            self.isDestructive = isDestructive
            self.keepsMenuPresented = keepsMenuPresented
            self.keyShortcut = keyShortcut
            self.source = source
        }

        func copy() -> Storage {
            Storage(id: id, title: title, iconName: iconName, isEnabled: isEnabled, state: state,
                    isDestructive: isDestructive, keepsMenuPresented: keepsMenuPresented,
                    keyShortcut: keyShortcut, source: source)
        }
    }

    // Closures are not comparable; two entries are equal when they look and act the same.
    public static func == (lhs: ResolvedMenuItem, rhs: ResolvedMenuItem) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.id == rhs.id && lhs.title == rhs.title && lhs.iconName == rhs.iconName
            && lhs.isEnabled == rhs.isEnabled && lhs.state == rhs.state
            && lhs.isDestructive == rhs.isDestructive && lhs.keepsMenuPresented == rhs.keepsMenuPresented
            && lhs.keyShortcut == rhs.keyShortcut && lhs.action == rhs.action
    }
}

/// A resolved submenu or inline section.
public struct ResolvedMenuGroup: Sendable, Identifiable, Equatable {
    public var id: String
    public var title: String
    public var iconName: String?
    public var entries: [ResolvedMenuEntry]

    public init(id: String, title: String, iconName: String? = nil, entries: [ResolvedMenuEntry]) {
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
    public var isEmpty: Bool { allItems.isEmpty }

    /// Whether at least one item can be chosen.
    public var hasEnabledItems: Bool { allItems.contains { $0.isEnabled } }

    /// The item with `id`, wherever it is.
    public func item(withID id: String) -> ResolvedMenuItem? {
        allItems.first { $0.id == id }
    }
}
