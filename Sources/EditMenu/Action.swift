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

// Each standard action is declared once, here: its name, English title and
// where that title is translated, icon, key and what it does in text are
// facts of its registration, so they cannot drift apart. Localization,
// key handling and text views' handlers follow from them.
extension Action {
    /// Undoes the last change (Ctrl+Z); see ``UndoHistory``.
    public static let undo = Action(standard: "undo", gtkTitle("Undo", "_Undo", context: "Stock label"),
                                    iconName: "edit-undo", key: "z", .control, text: .edits)
    /// Redoes the last undone change (Ctrl+Shift+Z; Ctrl+Y as well).
    public static let redo = Action(standard: "redo", gtkTitle("Redo", "_Redo", context: "Stock label"),
                                    iconName: "edit-redo", key: "z", [.control, .shift], text: .edits)
    public static let cut = Action(standard: "cut", gtkTitle("Cut", "Cu_t"), iconName: "edit-cut",
                                   key: "x", .control, text: .edits)
    public static let copy = Action(standard: "copy", gtkTitle("Copy", "_Copy"), iconName: "edit-copy",
                                    key: "c", .control, text: .edits)
    public static let paste = Action(standard: "paste", gtkTitle("Paste", "_Paste"), iconName: "edit-paste",
                                     key: "v", .control, text: .edits)
    public static let pasteAndMatchStyle = Action(standard: "pasteAndMatchStyle", ownTitle("Paste and Match Style"),
                                                  iconName: "edit-paste", key: "v", [.control, .shift], text: .edits)
    /// Pastes the X11 PRIMARY selection (``Pasteboards/selection``), what a middle click does.
    ///
    /// No key: Shift+Insert, X11's old "paste PRIMARY", pastes CLIPBOARD in GTK.
    public static let pasteSelection = Action(standard: "pasteSelection", ownTitle("Paste Selection"),
                                              iconName: "edit-paste", text: .edits)
    public static let delete = Action(standard: "delete", gtkTitle("Delete", "_Delete"), iconName: "edit-delete",
                                      key: "Delete", text: .edits)
    // No freedesktop name exists for "select"; Adwaita ships edit-select.
    public static let select = Action(standard: "select", gtkTitle("Select", "_Select"), iconName: "edit-select",
                                      text: .edits)
    public static let selectAll = Action(standard: "selectAll", gtkTitle("Select All", "Select _All"),
                                         iconName: "edit-select-all", key: "a", .control, text: .edits)
    /// Searches the web for the selected text (at most 200 characters) in
    /// the desktop's default browser.
    public static let searchTheWeb = Action(standard: "searchTheWeb", ownTitle("Search the Web"),
                                            iconName: "system-search",
                                            text: .opensSelection(in: "https://duckduckgo.com/?q=%s", maximumLength: 200))
    public static let toggleBoldface = Action(standard: "toggleBoldface",
                                              gtkTitle("Bold", "_Bold", context: "Stock label", inGTK4: false),
                                              iconName: "format-text-bold", key: "b", .control)
    public static let toggleItalics = Action(standard: "toggleItalics",
                                             gtkTitle("Italic", "_Italic", context: "Stock label", inGTK4: false),
                                             iconName: "format-text-italic", key: "i", .control)
    public static let toggleUnderline = Action(standard: "toggleUnderline",
                                               gtkTitle("Underline", "_Underline", context: "Stock label", inGTK4: false),
                                               iconName: "format-text-underline", key: "u", .control)
    public static let increaseSize = Action(standard: "increaseSize", ownTitle("Increase Size"), iconName: "zoom-in",
                                            key: "plus", .control)
    public static let decreaseSize = Action(standard: "decreaseSize", ownTitle("Decrease Size"), iconName: "zoom-out",
                                            key: "minus", .control)
    public static let find = Action(standard: "find", gtkTitle("Find", "_Find", context: "Stock label", inGTK4: false),
                                    iconName: "edit-find", key: "f", .control)

    // Spelling (``SpellingMenu``): not suggested by a controller, but added
    // to a text view's menu for the word it was opened on.

    /// Replaces the misspelled word with the chosen item's title, a suggestion.
    public static let replaceWithSuggestion = Action(standard: "replaceWithSuggestion", ownTitle("Replace"),
                                                     iconName: "tools-check-spelling")
    /// Adds the misspelled word to the user's dictionary.
    public static let learnSpelling = Action(standard: "learnSpelling", ownTitle("Add to Dictionary"),
                                             iconName: "tools-check-spelling")
    /// Accepts the misspelled word everywhere, for this session.
    public static let ignoreSpelling = Action(standard: "ignoreSpelling", ownTitle("Ignore All"),
                                              iconName: "tools-check-spelling")
    /// Shows the suggestions for the misspelled word ("Replace…", the touch row's way to them).
    public static let showSpellingSuggestions = Action(standard: "showSpellingSuggestions", ownTitle("Replace…"),
                                                       iconName: "tools-check-spelling")
    /// Checks the language of the chosen item (``SpellingMenu/language(chosenBy:among:)``).
    public static let selectSpellingLanguage = Action(standard: "selectSpellingLanguage", ownTitle("Language"),
                                                      iconName: "preferences-desktop-locale")
    /// Turns checking as you type on or off.
    public static let toggleSpellCheckingWhileTyping = Action(standard: "toggleSpellCheckingWhileTyping",
                                                              ownTitle("Check Spelling While Typing"),
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
        .delete, .select, .selectAll, .searchTheWeb,
        .toggleBoldface, .toggleItalics, .toggleUnderline,
        .increaseSize, .decreaseSize, .find,
    ]

    /// Every standard action declared: the suggested ones, then the
    /// spelling ones. Tests go through it (each has its translations, text
    /// views handle each that has a ``textBehaviour``).
    package static let everyStandardAction: [Action] = standardActions + [
        .replaceWithSuggestion, .learnSpelling, .ignoreSpelling, .showSpellingSuggestions,
        .selectSpellingLanguage, .toggleSpellCheckingWhileTyping,
    ]

    /// Registers a standard action with the facts every menu shows of it.
    private init(standard name: String, _ title: (english: String, catalogue: TitleCatalogue), iconName: String,
                 key: String? = nil, _ modifiers: KeyShortcut.Modifiers = [], text: TextBehaviour? = nil) {
        let facts = Registration.Standard(title: title.english, catalogue: title.catalogue, iconName: iconName,
                                          shortcut: key.map { KeyShortcut(key: $0, modifiers: modifiers) }, text: text)
        registration = Registration.registered(name) { serial in
            Registration(name: name, serial: serial, standard: facts)
        }
    }

    /// A title GTK's own menus have: `english`, translated as GTK's msgid
    /// `message` (with its mnemonic) under `context` in GTK 3's catalogue;
    /// GTK 4's has the same msgid, without the context, when `inGTK4`.
    private static func gtkTitle(_ english: String, _ message: String, context: String? = nil,
                                 inGTK4: Bool = true) -> (english: String, catalogue: TitleCatalogue) {
        (english, .gtk(message: message, context: context, inGTK4: inGTK4))
    }

    /// A title GTK has no word for: the application's text domain translates
    /// `english` (xgettext's keyword `ownTitle`, scripts/update-pot.sh).
    private static func ownTitle(_ english: String) -> (english: String, catalogue: TitleCatalogue) {
        (english, .application)
    }

    /// Where a standard action's title is translated.
    package enum TitleCatalogue: Sendable, Equatable {
        /// GTK's own catalogue, where GtkEntry's and GtkLabel's menus find it.
        case gtk(message: String, context: String?, inGTK4: Bool)
        /// The application's text domain, the English title its msgid.
        case application
    }

    /// Where this standard action's title is translated; nil for a custom action.
    package var titleCatalogue: TitleCatalogue? { registration.standard?.catalogue }

    /// What a standard action does in a text field or text view; text views
    /// handle every action that has one (a test checks).
    package enum TextBehaviour: Sendable, Equatable {
        /// An edit the text editor performs itself (Cut, Paste, Undo…).
        case edits
        /// Opens `template` with the selected text in place of `%s`
        /// (percent-encoded) in the desktop's default browser, for a
        /// selection of at most `maximumLength` characters.
        case opensSelection(in: String, maximumLength: Int)
    }

    /// What this action does in text, or nil when text views leave it alone.
    package var textBehaviour: TextBehaviour? { registration.standard?.text }
}

// MARK: - Registration

extension Action {
    /// What an action name stands for, made once per name.
    private final class Registration: Sendable {
        /// The facts of a standard action.
        struct Standard: Sendable {
            let title: String
            let catalogue: TitleCatalogue
            let iconName: String
            let shortcut: KeyShortcut?
            let text: TextBehaviour?
        }

        let name: String
        // Each fact its own property, so reading one copies only that one.
        let isStandard: Bool
        let title: String
        let iconName: String?
        let shortcut: KeyShortcut?
        let standard: Standard?

        let serial: Int

        /// A standard action when `standard` gives its facts; a custom one, titled by its
        /// name, otherwise.
        init(name: String, serial: Int, standard: Standard? = nil) {
            self.name = name
            self.serial = serial
            self.standard = standard
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
