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
/// answer Ctrl+B, Ctrl+I and Ctrl+U, each one undo step, as on GTK 3; a
/// copy then carries the styles to styled text views of this application or
/// another (GTK 3's too), while other applications get plain text.
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
    }

    /// Our text view over a GtkTextView made elsewhere (in C, by another
    /// binding), which keeps its buffer, text, look and place: from now on
    /// it has our edit menu, undo, paste rules and keyboard shortcuts, and
    /// its place in the responder chain, as ``TextField/init(unsafeWidget:)``
    /// describes. Styling is off until ``allowsEditingTextAttributes``.
    ///
    /// ```swift
    /// let notes = TextView(unsafeWidget: OpaquePointer(gtk_text_view_new()))
    /// gtk_scrolled_window_set_child(scrolled, UnsafeMutablePointer(notes.unsafeWidget))
    /// ```
    ///
    /// `unsafeWidget` must point at a live `GtkTextView`; another widget, or
    /// one a view already has, stops the program with a message that says so.
    public init(unsafeWidget textView: OpaquePointer) {
        self.textView = Gtk.TextView.madeElsewhere(textView, by: "TextView(unsafeWidget:)")
        super.init(wrapping: self.textView, storage: TextBufferStorage(self.textView))
        registerFormatActions()
        followWidgetIntoResponderTree()
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

    /// Plain text for every application, and the styled text beside it when
    /// styling is allowed (up to `StyledPasteboardText.maximumLength` characters).
    package override func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        guard allowsEditingTextAttributes, range.count <= StyledPasteboardText.maximumLength else {
            return super.pasteboardItem(for: range, text: text)
        }
        return StyledPasteboardText(text ?? storage.characters(in: range), of: range, in: bufferStorage).pasteboardItem
    }

    package override func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? {
        guard allowsEditingTextAttributes else { return nil }
        return try await StyledPasteboardText.pastedContent(from: pasteboard, limit: limit)
    }

    package override func stylesAround(_ offset: Int) -> Set<TextStyle>? {
        allowsEditingTextAttributes ? bufferStorage.stylesAround(offset) : nil
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
