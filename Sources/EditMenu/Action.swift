import Foundation
import Synchronization

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
///
/// Like a selector, an action is interned: each distinct name is registered once for the
/// life of the process, and an action value is a reference to that registration. Copying,
/// comparing and hashing an action therefore never touch the name, which matters because
/// a menu resolve does each hundreds of times.
public struct Action: Hashable, Sendable, CustomStringConvertible {
    // Unowned and unsafe on purpose: registrations are never freed, and a plain
    // reference would make every copy of an action a retain and a release
    // (callgrind: a fifth of a resolve, one per item per responder asked).
    private unowned(unsafe) let registration: Registration

    /// Makes an action from its name. Standard names (`"copy"`, …) give the standard action.
    public init(_ name: String) {
        registration = Registration.interned(name)
    }

    /// The identifying name. Two actions with the same name are the same action.
    public var name: String { registration.name }

    public var description: String { name }

    /// Whether this is one of ``standardActions``.
    public var isStandard: Bool { registration.isStandard }

    /// Whether this is ``undo`` or ``redo``, which a menu lists first, in a
    /// section of their own.
    public var isUndoOrRedo: Bool { self == .undo || self == .redo }

    /// The title shown in a menu when no item supplies one ("Copy"); a custom action's
    /// title is its name.
    public var defaultTitle: String { registration.title }

    /// The freedesktop icon name ("edit-copy"), or nil for custom actions.
    public var iconName: String? { registration.iconName }

    /// The usual accelerator (Ctrl+C for copy), or nil when the action has none.
    public var keyShortcut: KeyShortcut? { registration.shortcut }

    /// Where this action's name was first registered: 0 for the first, then 1, 2, …
    /// ``ActionTable`` hashes with it.
    var serial: Int { registration.serial }

    // One registration per name, so identity is the registration.
    public static func == (lhs: Action, rhs: Action) -> Bool {
        lhs.registration === rhs.registration
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(registration))
    }
}

// MARK: - Standard actions

extension Action {
    /// Undoes the last change (Ctrl+Z); see ``UndoHistory``.
    public static let undo = Action("undo")
    /// Redoes the last undone change (Ctrl+Shift+Z; Ctrl+Y as well).
    public static let redo = Action("redo")
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
    /// Undo and Redo come first, in a section of their own (``isUndoOrRedo``).
    public static let standardActions: [Action] = [
        .undo, .redo,
        .cut, .copy, .paste, .pasteAndMatchStyle, .pasteSelection,
        .delete, .select, .selectAll,
        .toggleBoldface, .toggleItalics, .toggleUnderline,
        .increaseSize, .decreaseSize, .find,
    ]

    fileprivate struct StandardInfo: Sendable {
        let name: String
        let title: String
        let iconName: String
        let shortcut: KeyShortcut?
    }

    // One table so titles, icons and shortcuts cannot drift apart from the list above.
    fileprivate static let standardInfo: [StandardInfo] = [
        .init(name: "undo", title: "Undo", iconName: "edit-undo", shortcut: .init(key: "z", modifiers: .control)),
        .init(name: "redo", title: "Redo", iconName: "edit-redo", shortcut: .init(key: "z", modifiers: [.control, .shift])),
        .init(name: "cut", title: "Cut", iconName: "edit-cut", shortcut: .init(key: "x", modifiers: .control)),
        .init(name: "copy", title: "Copy", iconName: "edit-copy", shortcut: .init(key: "c", modifiers: .control)),
        .init(name: "paste", title: "Paste", iconName: "edit-paste", shortcut: .init(key: "v", modifiers: .control)),
        .init(name: "pasteAndMatchStyle", title: "Paste and Match Style", iconName: "edit-paste",
              shortcut: .init(key: "v", modifiers: [.control, .shift])),
        // No key: Shift+Insert, X11's old "paste PRIMARY", pastes CLIPBOARD in GTK.
        .init(name: "pasteSelection", title: "Paste Selection", iconName: "edit-paste", shortcut: nil),
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

// MARK: - Registration

extension Action {
    /// What an action name stands for, made once per name.
    private final class Registration: Sendable {
        let name: String
        // Each fact its own property, so reading one copies only that one.
        let isStandard: Bool
        let title: String
        let iconName: String?
        let shortcut: KeyShortcut?

        let serial: Int

        private init(name: String, serial: Int) {
            let standard = Action.standardInfo.first { $0.name == name }
            self.name = name
            self.serial = serial
            isStandard = standard != nil
            title = standard?.title ?? name
            iconName = standard?.iconName
            shortcut = standard?.shortcut
        }

        /// Every registration ever made; never shrinks, so registrations live forever.
        private static let registry = Mutex<[String: Registration]>([:])

        static func interned(_ name: String) -> Registration {
            registry.withLock { registry in
                if let existing = registry[name] { return existing }
                let registration = Registration(name: name, serial: registry.count)
                registry[name] = registration
                return registration
            }
        }
    }
}
