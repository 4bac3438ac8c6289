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

// Each standard action is declared once, here: its name, English title, icon and key
// are facts of its registration, so they cannot drift apart.
extension Action {
    /// Undoes the last change (Ctrl+Z); see ``UndoHistory``.
    public static let undo = Action(standard: "undo", title: "Undo", iconName: "edit-undo", key: "z", .control)
    /// Redoes the last undone change (Ctrl+Shift+Z; Ctrl+Y as well).
    public static let redo = Action(standard: "redo", title: "Redo", iconName: "edit-redo", key: "z", [.control, .shift])
    public static let cut = Action(standard: "cut", title: "Cut", iconName: "edit-cut", key: "x", .control)
    public static let copy = Action(standard: "copy", title: "Copy", iconName: "edit-copy", key: "c", .control)
    public static let paste = Action(standard: "paste", title: "Paste", iconName: "edit-paste", key: "v", .control)
    public static let pasteAndMatchStyle = Action(standard: "pasteAndMatchStyle", title: "Paste and Match Style",
                                                  iconName: "edit-paste", key: "v", [.control, .shift])
    /// Pastes the X11 PRIMARY selection (``Pasteboards/selection``), what a middle click does.
    ///
    /// No key: Shift+Insert, X11's old "paste PRIMARY", pastes CLIPBOARD in GTK.
    public static let pasteSelection = Action(standard: "pasteSelection", title: "Paste Selection", iconName: "edit-paste")
    public static let delete = Action(standard: "delete", title: "Delete", iconName: "edit-delete", key: "Delete")
    // No freedesktop name exists for "select"; Adwaita ships edit-select.
    public static let select = Action(standard: "select", title: "Select", iconName: "edit-select")
    public static let selectAll = Action(standard: "selectAll", title: "Select All", iconName: "edit-select-all",
                                         key: "a", .control)
    public static let toggleBoldface = Action(standard: "toggleBoldface", title: "Bold", iconName: "format-text-bold",
                                              key: "b", .control)
    public static let toggleItalics = Action(standard: "toggleItalics", title: "Italic", iconName: "format-text-italic",
                                             key: "i", .control)
    public static let toggleUnderline = Action(standard: "toggleUnderline", title: "Underline",
                                               iconName: "format-text-underline", key: "u", .control)
    public static let increaseSize = Action(standard: "increaseSize", title: "Increase Size", iconName: "zoom-in",
                                            key: "plus", .control)
    public static let decreaseSize = Action(standard: "decreaseSize", title: "Decrease Size", iconName: "zoom-out",
                                            key: "minus", .control)
    public static let find = Action(standard: "find", title: "Find", iconName: "edit-find", key: "f", .control)

    // Spelling (``SpellingMenu``): not suggested by a controller, but added
    // to a text view's menu for the word it was opened on.

    /// Replaces the misspelled word with the chosen item's title, a suggestion.
    public static let replaceWithSuggestion = Action(standard: "replaceWithSuggestion", title: "Replace",
                                                     iconName: "tools-check-spelling")
    /// Adds the misspelled word to the user's dictionary.
    public static let learnSpelling = Action(standard: "learnSpelling", title: "Add to Dictionary",
                                             iconName: "tools-check-spelling")
    /// Accepts the misspelled word everywhere, for this session.
    public static let ignoreSpelling = Action(standard: "ignoreSpelling", title: "Ignore All",
                                              iconName: "tools-check-spelling")
    /// Shows the suggestions for the misspelled word ("Replace…", the touch row's way to them).
    public static let showSpellingSuggestions = Action(standard: "showSpellingSuggestions", title: "Replace…",
                                                       iconName: "tools-check-spelling")
    /// Checks the language of the chosen item (``SpellingMenu/language(chosenBy:among:)``).
    public static let selectSpellingLanguage = Action(standard: "selectSpellingLanguage", title: "Language",
                                                      iconName: "preferences-desktop-locale")
    /// Turns checking as you type on or off.
    public static let toggleSpellCheckingWhileTyping = Action(standard: "toggleSpellCheckingWhileTyping",
                                                              title: "Check Spelling While Typing",
                                                              iconName: "tools-check-spelling")

    /// Every standard action a controller suggests, in the one order an edit menu lists them
    /// (the spelling actions are the view's to add, with ``SpellingMenu``).
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

    /// Registers a standard action with the facts every menu shows of it.
    private init(standard name: String, title: String, iconName: String,
                 key: String? = nil, _ modifiers: KeyShortcut.Modifiers = []) {
        let shortcut = key.map { KeyShortcut(key: $0, modifiers: modifiers) }
        registration = Registration.registered(name) { serial in
            Registration(name: name, serial: serial, standard: (title, iconName, shortcut))
        }
    }
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

        /// A standard action when `standard` gives its facts; a custom one, titled by its
        /// name, otherwise.
        init(name: String, serial: Int,
             standard: (title: String, iconName: String, shortcut: KeyShortcut?)? = nil) {
            self.name = name
            self.serial = serial
            isStandard = standard != nil
            title = standard?.title ?? name
            iconName = standard?.iconName
            shortcut = standard?.shortcut
        }

        /// Every registration ever made; never shrinks, so registrations live forever.
        private static let registry = Mutex<[String: Registration]>([:])

        /// The registration of `name`, made by `make` (given the next serial) if there is none.
        static func registered(_ name: String, make: (Int) -> Registration) -> Registration {
            registry.withLock { registry in
                if let existing = registry[name] { return existing }
                let registration = make(registry.count)
                registry[name] = registration
                return registration
            }
        }

        /// The registration of `name`: the standard action's when it names one.
        static func interned(_ name: String) -> Registration {
            // The standard actions register themselves when first used; make sure they
            // have before a name that may be one of theirs is looked up.
            _ = Action.standardActions
            return registered(name) { serial in Registration(name: name, serial: serial) }
        }
    }
}
