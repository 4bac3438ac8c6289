import EditMenu
import Foundation

/// Undo and redo of every text widget. A step that goes back within one
/// piece of work is taken back at once; a bigger one (the deletion of a long
/// document) goes back a piece at a time as a long edit, which has begun
/// when ``undo()`` returns.
extension EditableText {
    /// The name of the step Undo would take back ("Paste", "Typing", "Bold"), or nil.
    public var undoActionName: String? { recorder.history.undoActionName }
    /// The name of the step Redo would make again, or nil.
    public var redoActionName: String? { recorder.history.redoActionName }

    /// How much the undo history keeps (`UndoLimits/standard`: 256 MiB).
    public var undoLimits: UndoLimits {
        get { recorder.limits }
        set { recorder.limits = newValue }
    }

    /// The bytes the undo history holds: the text that left the widget, and
    /// what it takes to keep each change.
    package var undoHistoryByteCount: Int { recorder.history.byteCount }

    /// Takes back the user's last change (text or styling), restoring the
    /// text and the selection as they were; returns its name, nil when there
    /// was nothing to undo (or a long edit is under way). A big step
    /// continues as a long edit after this returns.
    @discardableResult
    public func undo() -> String? { editor.undo() }

    /// Makes the last undone change again, leaving the caret after it;
    /// returns its name, or nil.
    @discardableResult
    public func redo() -> String? { editor.redo() }

    /// Forgets every undo and redo step (the text and its styling stay).
    public func clearUndoHistory() { recorder.forgetHistory() }

    /// Runs `body` as the user action `actionName`: what it changes is one
    /// undo step with that name. For a subclass's own menu actions.
    ///
    /// ```swift
    /// notes.recordingUndoStep(named: "Uppercase") { notes.replaceSelection(with: word.uppercased()) }
    /// ```
    public func recordingUndoStep(named actionName: String, _ body: () -> Void) {
        recorder.recording(actionName, body)
    }
}
