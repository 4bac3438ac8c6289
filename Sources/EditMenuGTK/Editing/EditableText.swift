import EditMenu
@_spi(Toolkit) import EditMenuSpelling
@_spi(Toolkit) import EditMenuText
import Foundation
import GtkKit

/// Text the user edits: what ``TextField`` (one line, GtkEntry) and
/// ``TextView`` (many lines, GtkTextView) share — the text and selection,
/// the standard edit actions, the paste pipeline, undo and redo, long edits,
/// and touch. The rules themselves are EditMenuText's `TextEditor`, written
/// once for GTK 3 and GTK 4; this class puts them on a GTK 3 view.
///
/// - **Actions.** Cut, Copy, Paste, Delete, Select, Select All, Paste
///   Selection, Insert Emoji, Undo and Redo, answered from the text, the
///   selection and the pasteboards, so menus and Ctrl+X/C/V/Z agree. GTK's
///   own context menu never opens: right-click, long-press and the Menu key
///   show the edit menu instead.
/// - **Paste.** Another application decides what is on the clipboard, so a
///   paste reads without blocking, removes NUL characters, and refuses text
///   that is not UTF-8 or does not fit (``maximumPasteLength``, and what the
///   widget holds: 65,534 UTF-8 bytes in a text field, as much as GtkEntry
///   holds; a text view, what fits in memory) whole, never cut short;
///   ``onPasteFailed(_:)`` says why. Nothing changes then.
/// - **Long edits.** A paste or an undo of text too big to go in within a
///   frame goes in a piece at a time while the window keeps drawing and
///   taking input; after half a second its progress shows in the widget,
///   and Esc stops it, leaving the text and the selection exactly as they
///   were (``isPerformingLongEdit``, ``stopLongEdit()``).
/// - **Undo.** Every change the user makes is recorded: typing (in runs that
///   break at a pause, at whitespace after a word and when the caret jumps),
///   Cut, Paste, Paste Selection, Delete, a middle-click paste, a drop and an
///   input method's commit. Undo restores the text and the selection as they
///   were; Redo makes the change again. Each text is held once: what goes
///   into the widget is not copied into the history (see `TextEdit`), which
///   keeps `UndoLimits/standard` (256 MiB, the newest step always).
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.onPasteFailed { error in log.append("Nothing pasted: \(error)") }
/// field.replaceText(with: "Hello", undoableAs: "Paste")
/// field.undoActionName   // "Paste"
/// ```
@MainActor
open class EditableText: View {
    let storage: any GtkTextStorage
    /// The shared editing rules over `storage`.
    private(set) var editor: TextEditor!
    var recorder: TextEditRecorder { editor.recorder }
    /// A menu up while the text changes follows it once the keys pause.
    private let menuRefresh = MenuRefreshAfterTyping()
    /// What a finger does here.
    private(set) var touch: TextTouch?
    /// The paste or undo going in a piece at a time, if any.
    var longEdit: LongTextEdit? { editor.longEdit }
    /// Spelling, shared with GTK 4 (EditMenuSpelling): on while ``checksSpelling`` is.
    private(set) var spelling: TextSpelling!
    /// What the input method composes here, committed before an action.
    private(set) var composition: InputMethodComposition!

    init(storage: any GtkTextStorage) {
        self.storage = storage
        super.init(wrapping: storage.widget.opaque)
        acceptsFirstResponder = true
        suppressesBuiltInContextMenu = true
        editMenuTriggers = .standard
        editor = TextEditor(storage: storage, host: self)
        editor.registerStandardActions(on: self)
        spelling = TextSpelling(editor: editor, storage: storage)
        spelling.registerActions(on: self)
        touch = TextTouch(self)
        composition = InputMethodComposition { [storage] in storage.resetInputMethod() }
        storage.onCompositionChanged { [composition] text in composition?.preeditChanged(to: text) }
        storage.onChanged { [menuRefresh] in menuRefresh.textChanged() }
        // Its handlers go with the widget's, as GLib drops those on destroy.
        gtkWidget.connect(.destroy) { [weak self] in self?.editor.widgetWillBeDestroyed() }
    }

    /// False where nothing typed may be kept (a password field).
    package var keepsUndoHistory: Bool { true }

    /// Whether the selection may leave the widget (not from a password field).
    package var allowsCopying: Bool { true }

    /// Styled text on `pasteboard` that this widget reads in preference to
    /// plain text, or nil (a text view that allows styling reads its own
    /// kind).
    package func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? { nil }
    package func stylesAround(_ offset: Int) -> Set<TextStyle>? { nil }

    /// What Copy and Cut put on the clipboard for `range`: its text (a text
    /// view that allows styling adds the styled text). `text` is the range's
    /// text when the caller has read it already.
    package func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        text.map { PasteboardItem(string: $0) } ?? PasteboardItem(validUTF8: storage.utf8(in: range))
    }

    // MARK: Text and selection
    //
    // Positions are `String.Index`es into `text`; GTK's code-point offsets
    // are converted by `TextOffsets` and nowhere else.

    /// The caret position, an index into ``text``.
    ///
    /// ```swift
    /// field.cursorPosition = field.text.endIndex   // the caret after the last character
    /// ```
    public var cursorPosition: String.Index {
        get { TextOffsets(text).index(at: storage.caret) }
        set {
            let offset = TextOffsets(text).offset(of: newValue)
            storage.select(offset..<offset)
        }
    }

    /// The selected range of ``text``, or nil when nothing is selected.
    ///
    /// ```swift
    /// if let range = field.selectedRange { print(field.text[range]) }
    /// ```
    public var selectedRange: Range<String.Index>? {
        selectedOffsets.map { TextOffsets(text).range(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// The selected text, exactly as GTK holds it, or nil.
    public var selectedText: String? { selectedOffsets.map(characters(in:)) }

    /// Selects `range` of ``text`` (the caret goes to its end).
    ///
    /// ```swift
    /// if let word = notes.text.range(of: "tea") { notes.select(word) }
    /// ```
    public func select(_ range: Range<String.Index>) {
        selectOffsets(TextOffsets(text).offsets(of: range))
    }

    /// Selects the whole text.
    public func selectAll() { selectOffsets(0..<textLength) }

    /// Takes focus (GtkTextView keeps its selection when it gets the keyboard;
    /// a text field takes it without selecting everything, see TextField).
    open override func takeKeyboardFocus() {
        gtkWidget.grabFocus()
    }

    /// A long touch selects the word under the finger before the menu shows.
    @discardableResult
    open override func showEditMenu(for trigger: EditMenuTriggerEvent = .programmatic,
                                    from source: MenuInputSource? = nil) -> EditMenuController.ShowResult {
        if case .longPress(let point) = trigger, source == .touch { touch?.selectWord(at: point) }
        spelling.aim(at: trigger)
        return super.showEditMenu(for: trigger, from: source)
    }

    /// An input method's composition goes in first, where it shows, and the
    /// action applies after it; Copy, which changes nothing, leaves it going
    /// (the composition rule, ARCHITECTURE.md).
    open override func perform(_ action: Action, sender: ActionSender) -> Bool {
        if action != .copy { composition.commit(into: storage) }
        return super.perform(action, sender: sender)
    }

    /// Whether an input method is composing here (its pre-edit shows at the caret).
    package var isComposing: Bool { composition.isActive }

    /// A menu opened from the keyboard points at the composition while an
    /// input method composes, else at the selection or the caret.
    open override func editMenuTargetRect(for trigger: EditMenuTriggerEvent) -> CGRect {
        guard case .keyboard = trigger else { return super.editMenuTargetRect(for: trigger) }
        return storage.keyboardMenuRect(composition: composition.text)
    }

    /// The chain's suggestion with the spelling part around it while
    /// ``checksSpelling`` is on; then whatever the delegate makes of it.
    open override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let menu = spelling.menu(around: suggestedActions, from: self)
        return super.editMenu(suggestedActions: menu) ?? menu
    }

    /// Replaces the text in `range` with `replacement` as one undo step
    /// named `actionName`, the caret after it.
    func replaceCharacters(in range: Range<Int>, with replacement: String, undoableAs actionName: String) {
        editor.replaceCharacters(in: range, with: replacement, undoableAs: actionName)
    }

    // MARK: Offsets

    var textLength: Int { storage.length }

    /// The selection in GTK's code points.
    var selectedOffsets: Range<Int>? { storage.selection }

    /// The selection, or the caret as an empty range, in code points.
    var selectionOrCaret: Range<Int> { storage.selectionOrCaret }

    /// Selects `range`, in GTK's code points (the demo's styled sample).
    package func selectOffsets(_ range: Range<Int>) { storage.select(range) }

    /// The text between two code-point offsets.
    func characters(in range: Range<Int>) -> String { storage.characters(in: range) }

    /// The widget's touch selection handles that exist now (tests look at them).
    var touchHandleWidgets: [Gtk.Widget] { touch?.handleWidgets ?? [] }

    /// Selects the word around code-point `offset` (Pango's word boundaries).
    func selectWord(at offset: Int) { selectOffsets(storage.wordRange(at: offset)) }
}

extension EditableText: TextEditorHost, TextEditing, SpellCheckingText {
    @_spi(Toolkit) public var textEditor: TextEditor { editor }
    @_spi(Toolkit) public var textSpelling: TextSpelling { spelling }
}

extension EditableText {
    /// The bytes the undo history holds: the text that left the widget, and
    /// what it takes to keep each change.
    package var undoHistoryByteCount: Int { recorder.history.byteCount }
}
