import EditMenu
@_spi(Toolkit) import EditMenuSpelling
@_spi(Toolkit) import EditMenuText
import Foundation
import GtkKit4

/// Text the user edits on GTK 4: what ``TextField`` (GtkEntry) and
/// ``TextView`` (GtkTextView) share. The rules are EditMenuText's, the same
/// as on GTK 3: the standard actions (Undo, Redo, Cut, Copy, Paste, Paste
/// Selection, Delete, Select, Select All, each enabled when it can do
/// something), a paste that reads without blocking, removes NULs and refuses
/// invalid UTF-8 or text that does not fit whole (``onPasteFailed(_:)``),
/// and one undo history (typing in runs, Cut, Paste, Delete) with Ctrl+Z
/// and Ctrl+Shift+Z. GTK 4's own undo is off. With ``checksSpelling``,
/// misspelled words are underlined and corrected from the menu, as on GTK 3.
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
    /// What a finger does in it.
    private var touch: TextTouch?
    /// Spelling, shared with GTK 3: on while ``checksSpelling`` is.
    private(set) var spelling: TextSpelling!
    /// What the input method composes here, committed before an action.
    private(set) var composition: InputMethodComposition!

    init(wrapping widget: Gtk.Widget, storage: any GtkTextStorage) {
        self.storage = storage
        super.init(wrapping: widget.opaque)
        acceptsFirstResponder = true
        editMenuTriggers = .standard
        editor = TextEditor(storage: storage, host: self)
        editor.registerStandardActions(on: self)
        spelling = TextSpelling(editor: editor, storage: storage)
        spelling.registerActions(on: self)
        TextShortcuts.install(on: self)
        if let storage = storage as? any TouchTextStorage { touch = TextTouch(self, storage: storage) }
        composition = InputMethodComposition { [storage] in storage.resetInputMethod() }
        storage.onCompositionChanged { [composition] text in composition?.preeditChanged(to: text) }
        // Its handlers go with the widget's, as GLib drops those on destroy.
        gtkWidget.connect(.destroy) { [weak self] in self?.editor.widgetWillBeDestroyed() }
    }

    /// The triggers' long press and the finger's taps stay one group.
    public override var editMenuTriggers: EditMenuTriggers {
        didSet { touch?.groupWithLongPress() }
    }

    /// A long touch selects the word under the finger first; then the word
    /// the menu is about (spelling) is found, and the menu shows.
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

    /// The widget that takes the keyboard, whose input method sees a key first.
    var inputWidget: Gtk.Widget { storage.inputWidget }

    /// A menu opened from the keyboard points at the composition while an
    /// input method composes, else at the selection or the caret.
    open override func editMenuTargetRect(for trigger: EditMenuTriggerEvent) -> CGRect {
        guard case .keyboard = trigger else { return super.editMenuTargetRect(for: trigger) }
        return storage.keyboardMenuRect(composition: composition.text)
    }

    /// The chain's suggestion with the spelling part around it while
    /// ``checksSpelling`` is on; then whatever a subclass makes of it.
    open override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let menu = spelling.menu(around: suggestedActions, from: self)
        return super.editMenu(suggestedActions: menu) ?? menu
    }

    // MARK: Selection

    /// The selected text, or nil.
    public var selectedText: String? { storage.selection.map(storage.characters(in:)) }

    /// Selects the whole text.
    public func selectAll() { storage.select(0..<storage.length) }

    /// Selects `range`, in GTK's code points (the demo's styled sample).
    package func selectOffsets(_ range: Range<Int>) { storage.select(range) }

    // MARK: The pasteboard

    /// What Copy and Cut put on the clipboard for `range`: its plain text (a
    /// text view that allows styling adds the styled text).
    package func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        PasteboardItem(string: text ?? storage.characters(in: range))
    }

    /// Styled text a paste reads before plain text: none but a styled text view's.
    package func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? { nil }
    package func stylesAround(_ offset: Int) -> Set<TextStyle>? { nil }
}

extension EditableText: TextEditing, SpellCheckingText {
    @_spi(Toolkit) public var textEditor: TextEditor { editor }
    @_spi(Toolkit) public var textSpelling: TextSpelling { spelling }
}

extension EditableText: TextEditorHost {}
