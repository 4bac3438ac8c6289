import EditMenu
import Foundation
import GtkKit4

/// Text the user edits on GTK 4: what ``TextField`` (GtkEntry) and
/// ``TextView`` (GtkTextView) share. The rules are EditMenuText's, the same
/// as on GTK 3: the standard actions (Undo, Redo, Cut, Copy, Paste, Paste
/// Selection, Delete, Select, Select All, each enabled when it can do
/// something), a paste that reads without blocking, removes NULs and refuses
/// invalid UTF-8 or text that does not fit whole (``onPasteFailed(_:)``),
/// and one undo history (typing in runs, Cut, Paste, Delete) with Ctrl+Z
/// and Ctrl+Shift+Z. GTK 4's own undo is off.
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.onPasteFailed { error in log.append("Nothing pasted: \(error)") }
/// field.replaceText(with: "Hello", undoableAs: "Paste")
/// field.undoActionName   // "Paste"
/// ```
@MainActor
open class EditableText: View {
    let storage: any TextStorage
    /// The shared editing rules over `storage`.
    private(set) var editor: TextEditor!

    init(wrapping widget: Gtk.Widget, storage: any TextStorage) {
        self.storage = storage
        super.init(wrapping: widget.opaque)
        acceptsFirstResponder = true
        editMenuTriggers = .standard
        editor = TextEditor(storage: storage, host: self)
        editor.registerStandardActions(on: self)
        TextShortcuts.install(on: self)
        // Its handlers go with the widget's, as GLib drops those on destroy.
        gtkWidget.connect(.destroy) { [weak self] in self?.editor.widgetWillBeDestroyed() }
    }

    /// The longest text a paste inserts, in characters (Unicode scalars, as
    /// GTK counts them), or nil for no limit of the application's; longer
    /// text is refused whole. A text field also never takes more than its
    /// GtkEntry holds (65,534 UTF-8 bytes).
    public var maximumPasteLength: Int? {
        get { editor.maximumPasteLength }
        set { editor.maximumPasteLength = newValue }
    }

    // MARK: Events

    /// Calls `handler` with the reason each time a paste finds nothing
    /// usable (no text offered, invalid UTF-8, too long, stopped); the text
    /// is left as it was. The returned connection removes the handler.
    ///
    /// ```swift
    /// notes.onPasteFailed { error in statusLine.text = "Nothing pasted: \(error)" }
    /// ```
    @discardableResult
    public func onPasteFailed(_ handler: @escaping @MainActor (PasteFailure) -> Void) -> SignalConnection {
        SignalConnection(editor.pasteFailedSignal.connect(handler))
    }

    /// Calls `handler` with what a paste put in, once it is all in.
    ///
    /// ```swift
    /// field.onPasted { pasted in if pasted.removedNULs > 0 { log.append("NULs removed") } }
    /// ```
    @discardableResult
    public func onPasted(_ handler: @escaping @MainActor (PastedText) -> Void) -> SignalConnection {
        SignalConnection(editor.pastedSignal.connect(handler))
    }

    /// Calls `handler` after every change of the text, whoever made it.
    ///
    /// ```swift
    /// field.onChanged { [unowned field] in save(field.text) }
    /// ```
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(storage.onChanged(handler))
    }

    // MARK: Text and selection

    /// The whole text. Setting it is the program's change: it cannot be
    /// undone, and it clears the undo history.
    public var text: String {
        get { editor.text }
        set { editor.text = newValue }
    }

    /// Replaces the whole text with `newText` as one step the user can
    /// undo, named `actionName`; the caret goes to the end.
    ///
    /// ```swift
    /// field.replaceText(with: clipboardText, undoableAs: Action.paste.localizedTitle)
    /// ```
    public func replaceText(with newText: String, undoableAs actionName: String) {
        editor.replaceText(with: newText, undoableAs: actionName)
    }

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { storage.isEditable }
        set { storage.isEditable = newValue }
    }

    /// The selected text, or nil.
    public var selectedText: String? { storage.selection.map(storage.characters(in:)) }

    /// Selects the whole text.
    public func selectAll() { storage.select(0..<storage.length) }

    /// Replaces the selection (or inserts at the caret) with `string`, as typing would.
    public func replaceSelection(with string: String) { storage.replaceSelectionAsTyping(with: string) }

    // MARK: Paste

    /// Reads text from `pasteboard` without blocking and puts it in place of
    /// `target` (the selection by default), as one undo step named
    /// `actionName`. Nothing changes when the pasteboard has no usable text
    /// or it does not fit; ``onPasteFailed(_:)`` says why.
    ///
    /// ```swift
    /// field.paste(from: Pasteboards.general, replacing: .allText)
    /// ```
    public func paste(from pasteboard: any Pasteboard, undoableAs actionName: String = Action.paste.localizedTitle,
                      replacing target: PasteTarget = .selection) {
        editor.paste(from: pasteboard, undoableAs: actionName, replacing: target)
    }

    /// The text a paste from `pasteboard` would insert, checked against
    /// ``maximumPasteLength`` and the room left, without NULs; nil when no
    /// text is offered.
    ///
    /// ```swift
    /// guard let pasted = try await field.readPastedText(from: Pasteboards.general) else { return }
    /// ```
    public func readPastedText(from pasteboard: any Pasteboard) async throws -> PastedText? {
        try await editor.readPastedText(from: pasteboard)
    }

    // MARK: Undo

    /// The name of the step Undo would take back ("Paste", "Typing"), or nil.
    public var undoActionName: String? { editor.recorder.history.undoActionName }
    /// The name of the step Redo would make again, or nil.
    public var redoActionName: String? { editor.recorder.history.redoActionName }

    /// Takes back the user's last change, restoring the text and the
    /// selection; returns its name, nil when there was nothing to undo.
    @discardableResult
    public func undo() -> String? { editor.undo() }

    /// Makes the last undone change again; returns its name, or nil.
    @discardableResult
    public func redo() -> String? { editor.redo() }

    /// Forgets every undo and redo step (the text stays).
    public func clearUndoHistory() { editor.recorder.forgetHistory() }

    /// Whether a paste or an undo is under way (Esc stops it).
    public var isPerformingLongEdit: Bool { editor.longEdit != nil }

    /// Stops the paste or undo under way, leaving the text as it was.
    public func stopLongEdit() { editor.longEdit?.stop() }
}

extension EditableText: TextEditorHost {
    package func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        PasteboardItem(string: text ?? storage.characters(in: range))
    }
}
