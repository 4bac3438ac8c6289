import Foundation

/// An edit action, as a value: what `#selector(copy(_:))` is in UIKit.
///
/// Swift on Linux has no selectors, so an action is identified by its name. The standard
/// edit actions are provided as statics and carry a default title, a freedesktop icon name
/// and their usual accelerator; any other name makes a custom action.
///
/// ```swift
/// let changeColor = Action("changeColor")
/// view.handle(.copy) { sender in Pasteboards.general.setString(text) }
/// view.handle(changeColor) { _ in toggleColor() }
/// Action.copy.defaultTitle          // "Copy"
/// Action.copy.iconName              // "edit-copy"
/// Action.copy.keyShortcut?.gtkAccelerator  // "<Control>c"
/// ```
public struct Action: Hashable, Sendable, CustomStringConvertible {
    /// The identifying name. Two actions with the same name are the same action.
    public let name: String

    // Computed once here because actions are hashed and described on every menu
    // resolve (each responder's handler lookup, each item's title and icon): hashing
    // the name and looking it up in the standard table each time was a third of a
    // resolve's instructions (callgrind).
    // (An index, not a reference: copying an action must not touch a reference count.)
    private let nameHash: Int
    private let standardIndex: Int?

    /// Makes an action from its name. Standard names (`"copy"`, …) give the standard action.
    public init(_ name: String) {
        self.name = name
        self.nameHash = name.hashValue
        self.standardIndex = Self.standardIndexByName[name]
    }

    private var standard: StandardInfo? { standardIndex.map { Self.standardInfo[$0] } }

    public var description: String { name }

    /// Whether this is one of ``standardActions``.
    public var isStandard: Bool { standard != nil }

    /// The title shown in a menu when no item supplies one ("Copy"); a custom action's
    /// title is its name.
    public var defaultTitle: String { standard?.title ?? name }

    /// The freedesktop icon name ("edit-copy"), or nil for custom actions.
    public var iconName: String? { standard?.iconName }

    /// The usual accelerator (Ctrl+C for copy), or nil when the action has none.
    public var keyShortcut: KeyShortcut? { standard?.shortcut }

    // Identity is the name alone; the cached facts follow from it.
    public static func == (lhs: Action, rhs: Action) -> Bool {
        lhs.nameHash == rhs.nameHash && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameHash)
    }
}

// MARK: - Standard actions

extension Action {
    public static let cut = Action("cut")
    public static let copy = Action("copy")
    public static let paste = Action("paste")
    public static let pasteAndMatchStyle = Action("pasteAndMatchStyle")
    /// Pastes the X11 PRIMARY selection (``Pasteboards/selection``), what a middle click does.
    public static let pasteSelection = Action("pasteSelection")
    public static let delete = Action("delete")
    public static let select = Action("select")
    public static let selectAll = Action("selectAll")
    public static let toggleBoldface = Action("toggleBoldface")
    public static let toggleItalics = Action("toggleItalics")
    public static let toggleUnderline = Action("toggleUnderline")
    public static let increaseSize = Action("increaseSize")
    public static let decreaseSize = Action("decreaseSize")
    public static let find = Action("find")

    /// Every standard action, in the one order an edit menu lists them.
    ///
    /// This is the single place the order is defined: the resolver lists the standard
    /// actions a controller offers in this order, then the custom items in their own order.
    public static let standardActions: [Action] = [
        .cut, .copy, .paste, .pasteAndMatchStyle, .pasteSelection,
        .delete, .select, .selectAll,
        .toggleBoldface, .toggleItalics, .toggleUnderline,
        .increaseSize, .decreaseSize, .find,
    ]

    private struct StandardInfo: Sendable {
        let name: String
        let title: String
        let iconName: String
        let shortcut: KeyShortcut?
    }

    private static let standardIndexByName: [String: Int] = Dictionary(
        uniqueKeysWithValues: standardInfo.enumerated().map { ($0.element.name, $0.offset) })

    // One table so titles, icons and shortcuts cannot drift apart from the list above.
    private static let standardInfo: [StandardInfo] = [
        .init(name: "cut", title: "Cut", iconName: "edit-cut", shortcut: .init(key: "x", modifiers: .control)),
        .init(name: "copy", title: "Copy", iconName: "edit-copy", shortcut: .init(key: "c", modifiers: .control)),
        .init(name: "paste", title: "Paste", iconName: "edit-paste", shortcut: .init(key: "v", modifiers: .control)),
        .init(name: "pasteAndMatchStyle", title: "Paste and Match Style", iconName: "edit-paste",
              shortcut: .init(key: "v", modifiers: [.control, .shift])),
        // Shift+Insert is the traditional X11 "paste PRIMARY" key.
        .init(name: "pasteSelection", title: "Paste Selection", iconName: "edit-paste",
              shortcut: .init(key: "Insert", modifiers: .shift)),
        .init(name: "delete", title: "Delete", iconName: "edit-delete", shortcut: .init(key: "Delete")),
        // No freedesktop name exists for "select"; Adwaita ships edit-select.
        .init(name: "select", title: "Select", iconName: "edit-select", shortcut: nil),
        .init(name: "selectAll", title: "Select All", iconName: "edit-select-all", shortcut: .init(key: "a", modifiers: .control)),
        .init(name: "toggleBoldface", title: "Bold", iconName: "format-text-bold", shortcut: .init(key: "b", modifiers: .control)),
        .init(name: "toggleItalics", title: "Italic", iconName: "format-text-italic", shortcut: .init(key: "i", modifiers: .control)),
        .init(name: "toggleUnderline", title: "Underline", iconName: "format-text-underline", shortcut: .init(key: "u", modifiers: .control)),
        .init(name: "increaseSize", title: "Increase Size", iconName: "zoom-in", shortcut: .init(key: "plus", modifiers: .control)),
        .init(name: "decreaseSize", title: "Decrease Size", iconName: "zoom-out", shortcut: .init(key: "minus", modifiers: .control)),
        .init(name: "find", title: "Find", iconName: "edit-find", shortcut: .init(key: "f", modifiers: .control)),
    ]
}
