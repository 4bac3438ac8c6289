import EditMenu
import Foundation
import GtkKit

/// Multi-line text (`GtkTextView`) with the standard edit actions, paste
/// pipeline and undo of every ``EditableText``, and optional styling.
///
/// A text view takes text of any size that fits in memory: a paste of
/// 100 MB goes in a piece at a time, with its progress shown after half a
/// second and Esc to stop it, while GTK lays the text out in the background;
/// the view scrolls to the end of the paste once GTK has laid it out.
/// ``EditableText/maximumPasteLength`` (none by default) is the application's own limit.
///
/// With ``allowsEditingTextAttributes``, Bold, Italic and Underline sit in a
/// "Format" submenu (and on Ctrl+B, Ctrl+I, Ctrl+U), each showing the
/// selection's state, and styling is undoable like typing.
///
/// Put it in a ``ScrolledView`` to scroll.
///
/// ```swift
/// let notes = TextView(text: "Shopping:\n- tea\n- bread")
/// notes.accessibleName = "Notes text"
/// notes.allowsEditingTextAttributes = true
/// window.setContent(ScrolledView(notes, minimumHeight: 160))
/// ```
@MainActor
open class TextView: EditableText {
    /// Whether the user may style the text: Bold, Italic and Underline, in a
    /// "Format" submenu of the edit menu and on Ctrl+B, Ctrl+I and Ctrl+U,
    /// each showing whether the selection has it (on, off or mixed). A copy
    /// then carries the styling to styled text views of this application
    /// or another (GTK 4's too); other applications get plain text. Off by
    /// default, as UITextView has it.
    public var allowsEditingTextAttributes = false

    public init(text: String = "") {
        let storage = TextBufferStorage()
        let view = storage.textView
        view.wrapWords()
        view.setMargins(left: 6, right: 6, top: 4)
        // Not a bottom margin: with one, GTK 3 lays out every line of a long
        // text in the first frame after it changes (10 s for 20 MB here),
        // drawing down to where it believes the margin is. A border window
        // gives the same space.
        view.setBottomBorder(4)
        storage.setText(text)
        storage.text.createStyleTags()
        super.init(storage: storage)
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
    /// gtk_container_add(scrolledWindow, UnsafeMutablePointer(notes.unsafeWidget))
    /// ```
    ///
    /// `unsafeWidget` must point at a live `GtkTextView`; another widget, or
    /// one a view already has, stops the program with a message that says so.
    public init(unsafeWidget textView: OpaquePointer) {
        let storage = TextBufferStorage(Gtk.TextView.madeElsewhere(textView, by: "TextView(unsafeWidget:)"))
        storage.text.createStyleTags()
        super.init(storage: storage)
        registerFormatActions()
        followWidgetIntoResponderTree()
    }

    var bufferStorage: TextBufferStorage { storage as! TextBufferStorage }
    /// The GtkTextView.
    var gtkTextView: Gtk.TextView { bufferStorage.textView }
    /// Its GtkTextBuffer.
    var gtkBuffer: Gtk.TextBuffer { bufferStorage.buffer }

    /// The chain's suggestion with Bold, Italic and Underline gathered in a
    /// "Format" submenu, each showing the selection's state; then whatever
    /// the delegate makes of it.
    open override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let formatted = withFormatSubmenu(suggestedActions)
        return super.editMenu(suggestedActions: formatted) ?? formatted
    }

    /// Plain text for every application, and the styled text too when
    /// styling is allowed (up to `StyledPasteboardText.maximumLength`
    /// characters, in the format GTK 4's text views read as well).
    package override func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        guard allowsEditingTextAttributes, range.count <= StyledPasteboardText.maximumLength else {
            return super.pasteboardItem(for: range, text: text)
        }
        return StyledPasteboardText(text ?? storage.characters(in: range), of: range, in: bufferStorage.text).pasteboardItem
    }

    package override func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? {
        guard allowsEditingTextAttributes else { return nil }
        return try await StyledPasteboardText.pastedContent(from: pasteboard, limit: limit)
    }

    package override func stylesAround(_ offset: Int) -> Set<TextStyle>? {
        allowsEditingTextAttributes ? bufferStorage.text.stylesAround(offset) : nil
    }
}
