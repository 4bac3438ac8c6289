import EditMenu
@_spi(Toolkit) import EditMenuText
import Foundation
import GtkKit4

/// Many lines of text (`GtkTextView`) with the standard edit actions, paste
/// checks and undo of every ``EditableText``, in place of GTK 4's own
/// context menu. It keeps the keyboard while its menu is up.
///
/// With ``allowsEditingTextAttributes``, Bold, Italic and Underline sit in a
/// "Format" submenu (checked where all of the selection has the style) and
/// answer Ctrl+B, Ctrl+I and Ctrl+U, each one undo step, as on GTK 3.
///
/// ```swift
/// let notes = TextView()
/// notes.text = "First line\nSecond line"
/// notes.allowsEditingTextAttributes = true
/// notes.selectAll()
/// ```
@MainActor
open class TextView: EditableText {
    let textView: Gtk.TextView
    /// Whether the user may make the selection bold, italic or underlined.
    public var allowsEditingTextAttributes = false

    public init() {
        textView = Gtk.TextView()
        super.init(wrapping: textView, storage: TextBufferStorage(textView))
        registerFormatActions()
        TextShortcuts.installFormatKeys(on: self)
    }

    var bufferStorage: TextBufferStorage { storage as! TextBufferStorage }

    /// What the menu calls the submenu of styles.
    public static var formatMenuTitle: String { tr("Format") }

    /// The chain's suggestion with Bold, Italic and Underline gathered in a
    /// "Format" submenu, each showing the selection's state; then whatever
    /// a subclass makes of it.
    open override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let formatted = bufferStorage.withFormatSubmenu(suggestedActions, for: storage.selection, title: Self.formatMenuTitle)
        return super.editMenu(suggestedActions: formatted) ?? formatted
    }

    private func registerFormatActions() {
        for style in TextStyle.allCases {
            handle(style.action, when: { [weak self] _ in
                guard let self else { return false }
                return allowsEditingTextAttributes && textEditor.canEdit && storage.selection != nil
            }) { [weak self] _ in
                self?.toggle(style)
            }
        }
    }

    /// Bold, Italic or Underline over the selection, as one undoable step.
    private func toggle(_ style: TextStyle) {
        guard let range = storage.selection else { return }
        let change = bufferStorage.toggling(style, over: range)
        textEditor.recorder.record(.format(change), named: style.action.localizedTitle)
        bufferStorage.restyle(change)
    }
}
