import Foundation

/// Something that can appear in an edit menu: a ``MenuItem``, a ``MenuAction`` or a ``Menu``.
///
/// The set is closed: a presenter renders exactly these three, so nothing given to a
/// menu can be silently dropped. ``EditMenuController/menuItems`` is an array of these,
/// so the usual array operations (`append`, `insert(_:at:)`, `remove(at:)`,
/// `firstIndex(where:)`) work on it directly:
///
/// ```swift
/// let controller = EditMenuController.shared
/// controller.menuItems.append(.item(MenuItem(title: "Menu 3", action: Action("menu3"))))
/// if let i = controller.menuItems.firstIndex(where: { $0.title == "Menu 3" }) {
///     controller.menuItems.remove(at: i)
/// }
/// ```
// Indirect: each element is one reference to its payload. Inline, an element was a
// ~70-byte enum that every switch over it copied whole (a retain and release per
// string it holds), and the resolver switches over each element twice per resolve
// (callgrind: 123 k → 107 k instructions per resolve at depth 10 × 50).
public indirect enum MenuElement: Sendable {
    /// A custom item performed along the responder chain.
    case item(MenuItem)
    /// An item with its own handler.
    case action(MenuAction)
    /// A submenu or an inline section.
    case menu(Menu)

    /// Identity kept across updates.
    public var id: MenuElementID {
        switch self {
        case .item(let item): item.id
        case .action(let action): action.id
        case .menu(let menu): menu.id
        }
    }

    /// The plain-text title (no markup, no mnemonics).
    public var title: String {
        switch self {
        case .item(let item): item.title
        case .action(let action): action.title
        case .menu(let menu): menu.title
        }
    }

    /// A freedesktop icon name, if any.
    public var iconName: String? {
        switch self {
        case .item(let item): item.iconName
        case .action(let action): action.iconName
        case .menu(let menu): menu.iconName
        }
    }
}

/// A custom item that sends an action along the responder chain, as UIMenuItem does.
///
/// It is shown only when a responder on the chain from the first responder can perform
/// its action; that responder receives the action with the chosen item as sender.
///
/// ```swift
/// let changeColor = Action("changeColor")
/// tile.handle(changeColor) { _ in tile.toggleColor() }
/// controller.menuItems = [.item(MenuItem(title: "Change Color", action: changeColor))]
/// ```
public struct MenuItem: Hashable, Sendable {
    public var id: MenuElementID {
        get { storage.fields.id }
        set { update { $0.id = newValue } }
    }
    public var title: String {
        get { storage.fields.title }
        set { update { $0.title = newValue } }
    }
    public var action: Action {
        get { storage.fields.action }
        set { update { $0.action = newValue } }
    }
    public var iconName: String? {
        get { storage.fields.iconName }
        set { update { $0.iconName = newValue } }
    }
    public var attributes: MenuAttributes {
        get { storage.fields.attributes }
        set { update { $0.attributes = newValue } }
    }
    public var state: MenuElementState {
        get { storage.fields.state }
        set { update { $0.state = newValue } }
    }

    public init(
        title: String,
        action: Action,
        iconName: String? = nil,
        attributes: MenuAttributes = [],
        state: MenuElementState = .off,
        id: MenuElementID = .unique()
    ) {
        storage = Storage(Fields(id: id, title: title, action: action, iconName: iconName,
                                 attributes: attributes, state: state))
    }

    /// The entry this item shows in a resolved menu, and the sender its action is asked
    /// and performed with.
    var entry: ResolvedMenuItem { storage.entry ?? ResolvedMenuItem(self) }

    // One shared, immutable reference, as for ResolvedMenuItem: a resolve copies each
    // item twice (asking, then building), and a copy is now one retain instead of one
    // per string. The storage also holds the item's entry, made with the item rather
    // than at every resolve, where making it was half of a resolve's instructions
    // (callgrind).
    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    private struct Fields: Hashable, Sendable {
        var id: MenuElementID
        var title: String
        var action: Action
        var iconName: String?
        var attributes: MenuAttributes
        var state: MenuElementState
    }

    private final class Storage: Sendable {
        let fields: Fields
        /// Nil only in the storage of the item an entry holds as its source: through
        /// this storage the entry would hold itself.
        let entry: ResolvedMenuItem?

        init(_ fields: Fields, withEntry: Bool = true) {
            self.fields = fields
            entry = withEntry ? ResolvedMenuItem(MenuItem(storage: Storage(fields, withEntry: false))) : nil
        }
    }

    private init(storage: Storage) { self.storage = storage }

    public static func == (lhs: MenuItem, rhs: MenuItem) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage.fields) }
}

/// A menu item that carries its own handler, as UIAction does.
///
/// It needs no responder: it is shown unless ``MenuAttributes/hidden``, and choosing it
/// calls the handler with the action itself.
///
/// ```swift
/// let bold = MenuAction(title: "Bold", iconName: "format-text-bold",
///                       state: isBold ? .on : .off) { _ in isBold.toggle() }
/// let erase = MenuAction(title: "Erase", attributes: .destructive) { _ in erase() }
/// ```
public struct MenuAction: Sendable {
    public var id: MenuElementID {
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
    public var attributes: MenuAttributes {
        get { storage.fields.attributes }
        set { update { $0.attributes = newValue } }
    }
    public var state: MenuElementState {
        get { storage.fields.state }
        set { update { $0.state = newValue } }
    }
    /// Called on the main actor when the item is chosen.
    public var handler: @MainActor @Sendable (MenuAction) -> Void {
        get { storage.fields.handler }
        set { update { $0.handler = newValue } }
    }

    public init(
        title: String,
        iconName: String? = nil,
        attributes: MenuAttributes = [],
        state: MenuElementState = .off,
        id: MenuElementID = .unique(),
        handler: @escaping @MainActor @Sendable (MenuAction) -> Void
    ) {
        storage = Storage(Fields(id: id, title: title, iconName: iconName, attributes: attributes,
                                 state: state, handler: handler))
    }

    /// The entry this item shows in a resolved menu, made with the item as
    /// ``MenuItem``'s is.
    var entry: ResolvedMenuItem { storage.entry ?? ResolvedMenuItem(self) }

    private var storage: Storage

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    private struct Fields: Sendable {
        var id: MenuElementID
        var title: String
        var iconName: String?
        var attributes: MenuAttributes
        var state: MenuElementState
        var handler: @MainActor @Sendable (MenuAction) -> Void
    }

    private final class Storage: Sendable {
        let fields: Fields
        /// Nil only in the storage of the item an entry holds as its source.
        let entry: ResolvedMenuItem?

        init(_ fields: Fields, withEntry: Bool = true) {
            self.fields = fields
            entry = withEntry ? ResolvedMenuItem(MenuAction(storage: Storage(fields, withEntry: false))) : nil
        }
    }

    private init(storage: Storage) { self.storage = storage }
}

/// A group of elements, as UIMenu: a submenu, or an inline section with ``Options/displayInline``.
///
/// A menu whose children all resolve away is not shown.
///
/// ```swift
/// let format = Menu(title: "Format", children: [
///     .item(MenuItem(title: "Bold", action: .toggleBoldface)),
///     .item(MenuItem(title: "Italic", action: .toggleItalics)),
/// ])
/// let section = Menu(options: .displayInline, children: [.item(shareItem), .item(exportItem)])
/// ```
public struct Menu: Sendable {
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Show the children in the parent menu, set apart as a section, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
    }

    public var id: MenuElementID
    public var title: String
    public var iconName: String?
    public var options: Options
    public var children: [MenuElement]

    public init(
        title: String = "",
        iconName: String? = nil,
        options: Options = [],
        id: MenuElementID = .unique(),
        children: [MenuElement]
    ) {
        self.id = id
        self.title = title
        self.iconName = iconName
        self.options = options
        self.children = children
    }
}
