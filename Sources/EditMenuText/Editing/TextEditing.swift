import EditMenu
import Foundation

/// A view that edits text by the shared rules: GTK 3's and GTK 4's
/// `EditableText` (`TextField`, `TextView`). Its text, paste, undo and
/// events are written here once for both toolkits, over the view's
/// `TextEditor` (toolkit SPI).
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.onPasteFailed { error in log.append("Nothing pasted: \(error)") }
/// field.replaceText(with: "Hello", undoableAs: "Paste")
/// field.undoActionName   // "Paste"
/// ```
@MainActor
public protocol TextEditing: AnyObject {
    /// The shared editing core the view edits through.
    @_spi(Toolkit) var textEditor: TextEditor { get }
}

extension TextEditing {
    // MARK: Events

    /// Calls `handler` with the reason each time a paste finds nothing
    /// usable (no text offered, invalid UTF-8, too long, an owner that
    /// vanished or did not answer, stopped with Esc); the text is left as it
    /// was. The returned connection removes the handler.
    ///
    /// ```swift
    /// notes.onPasteFailed { error in statusLine.text = "Nothing pasted: \(error)" }
    /// ```
    @discardableResult
    public func onPasteFailed(_ handler: @escaping @MainActor (PasteFailure) -> Void) -> SignalConnection {
        SignalConnection(textEditor.pasteFailedSignal.connect(handler))
    }

    /// Calls `handler` with what a paste put in, once it is all in.
    ///
    /// ```swift
    /// field.onPasted { pasted in if pasted.removedNULs > 0 { log.append("NULs removed") } }
    /// ```
    @discardableResult
    public func onPasted(_ handler: @escaping @MainActor (PastedText) -> Void) -> SignalConnection {
        SignalConnection(textEditor.pastedSignal.connect(handler))
    }

    /// Calls `handler` after every change of the text, whoever made it
    /// (typing, a paste, an undo, the program setting ``text``; a long edit
    /// changes it once per piece). The returned connection removes the handler.
    ///
    /// ```swift
    /// field.onChanged { [unowned field] in save(field.text) }
    /// ```
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(textEditor.storage.onChanged(handler))
    }

    // MARK: Text

    /// The whole text. Setting it is the program's change, not the user's:
    /// it cannot be undone, and it clears the undo history (use
    /// ``replaceText(with:undoableAs:)`` for a change the user can undo). A
    /// long edit under way is stopped first.
    ///
    /// ```swift
    /// field.text = "Ada"
    /// ```
    public var text: String {
        get { textEditor.text }
        set { textEditor.text = newValue }
    }

    /// Replaces the whole text with `newText` as one step the user can
    /// undo, named `actionName` ("Undo Paste"); the caret goes to the end.
    ///
    /// ```swift
    /// field.replaceText(with: clipboardText, undoableAs: Action.paste.localizedTitle)
    /// ```
    public func replaceText(with newText: String, undoableAs actionName: String) {
        textEditor.replaceText(with: newText, undoableAs: actionName)
    }

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { textEditor.storage.isEditable }
        set { textEditor.storage.isEditable = newValue }
    }

    /// Replaces the selection (or inserts at the caret) with `string`, as typing would.
    public func replaceSelection(with string: String) {
        textEditor.storage.replaceSelectionAsTyping(with: string)
    }

    // MARK: Paste

    /// The longest text a paste inserts, in characters (Unicode scalars, as
    /// GTK counts them), or nil for no limit of the application's; longer
    /// text is refused whole with ``PasteRefusal/tooLong(byteCount:limit:)``.
    /// A text field also never takes more than its GtkEntry holds (65,534
    /// UTF-8 bytes in all, and its `max-length` if set); on GTK 3 a text
    /// view, no more than a third of the memory available.
    public var maximumPasteLength: Int? {
        get { textEditor.maximumPasteLength }
        set { textEditor.maximumPasteLength = newValue }
    }

    /// Reads text from `pasteboard` without blocking and puts it in place of
    /// `target` (the selection by default), as one undo step named
    /// `actionName`. Nothing changes when the pasteboard has no usable text
    /// or it does not fit; ``onPasteFailed(_:)`` says why, and
    /// ``onPasted(_:)`` says what went in.
    ///
    /// While the text is read and put in, the widget takes no typing; a big
    /// paste goes in a piece at a time (on GTK 3 its progress shows after
    /// half a second), and Esc stops it with the text as it was.
    ///
    /// ```swift
    /// field.paste(from: Pasteboards.general, replacing: .allText)
    /// ```
    public func paste(from pasteboard: any Pasteboard, undoableAs actionName: String = Action.paste.localizedTitle,
                      replacing target: PasteTarget = .selection) {
        textEditor.paste(from: pasteboard, undoableAs: actionName, replacing: target)
    }

    /// The text a paste from `pasteboard` would insert, checked against
    /// ``maximumPasteLength`` and what the widget still has room for, without
    /// NULs; nil when no text is offered. Never blocks the main loop. For
    /// subclasses with their own paste.
    ///
    /// ```swift
    /// guard let pasted = try await field.readPastedText(from: Pasteboards.general) else { return }
    /// field.replaceText(with: pasted.text.uppercased(), undoableAs: "Paste")
    /// ```
    public func readPastedText(from pasteboard: any Pasteboard) async throws -> PastedText? {
        try await textEditor.readPastedText(from: pasteboard)
    }

    // MARK: Undo

    /// The name of the step Undo would take back ("Paste", "Typing", "Bold"), or nil.
    public var undoActionName: String? { textEditor.recorder.history.undoActionName }
    /// The name of the step Redo would make again, or nil.
    public var redoActionName: String? { textEditor.recorder.history.redoActionName }

    /// How much the undo history keeps (`UndoLimits/standard`: 256 MiB).
    public var undoLimits: UndoLimits {
        get { textEditor.recorder.limits }
        set { textEditor.recorder.limits = newValue }
    }

    /// Takes back the user's last change (text or styling), restoring the
    /// text and the selection as they were; returns its name, nil when there
    /// was nothing to undo (or a long edit is under way). A big step
    /// continues as a long edit after this returns.
    ///
    /// ```swift
    /// if field.undo() == nil { statusLine.text = "Nothing to undo" }
    /// ```
    @discardableResult
    public func undo() -> String? { textEditor.undo() }

    /// Makes the last undone change again, leaving the caret after it;
    /// returns its name, or nil.
    @discardableResult
    public func redo() -> String? { textEditor.redo() }

    /// Forgets every undo and redo step (the text and its styling stay).
    public func clearUndoHistory() { textEditor.recorder.forgetHistory() }

    /// Runs `body` as the user action `actionName`: what it changes is one
    /// undo step with that name. For a subclass's own menu actions.
    ///
    /// ```swift
    /// notes.recordingUndoStep(named: "Uppercase") { notes.replaceSelection(with: word.uppercased()) }
    /// ```
    public func recordingUndoStep(named actionName: String, _ body: () -> Void) {
        textEditor.recorder.recording(actionName, body)
    }

    // MARK: Long edits

    /// Whether a paste or an undo is going in a piece at a time (editing
    /// waits for it; Esc stops it).
    public var isPerformingLongEdit: Bool { textEditor.longEdit != nil }

    /// Stops the long edit under way, leaving the text and the selection as
    /// they were before it; nothing happens when there is none.
    public func stopLongEdit() { textEditor.longEdit?.stop() }
}
