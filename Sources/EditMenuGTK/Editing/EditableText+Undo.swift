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
    public func undo() -> String? { replay(.undo) }

    /// Makes the last undone change again, leaving the caret after it;
    /// returns its name, or nil.
    @discardableResult
    public func redo() -> String? { replay(.make) }

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

    private func replay(_ direction: TextEditJob.Direction) -> String? {
        let history = recorder.history
        guard longEdit == nil, let step = direction == .undo ? history.nextUndoStep : history.nextRedoStep else { return nil }
        let player = TextChangePlayer(direction, changes: step.changes, in: storage, keepsHeldText: true)
        let selection = selectionOrCaret
        recorder.suspend()
        if player.isSmall {
            while !player.isFinished { player.advance(for: Self.sliceMicroseconds) }
            recorder.resume()
            finishReplay(step, direction, player)
            return step.actionName
        }
        var task: Task<Void, Never>?
        // Translators: a long undo or redo in a progress bar; %s is what it
        // takes back or makes again ("Paste", "Delete").
        let title = direction == .undo ? tr("Undoing %s", step.actionName) : tr("Redoing %s", step.actionName)
        let edit = beginLongEdit(title) { task?.cancel() }
        // The first piece now, so that the text starts to change at once.
        player.advance(for: Self.sliceMicroseconds)
        task = Task { @MainActor [weak self] in
            guard let self else { return }
            defer {
                recorder.resume()
                endLongEdit(edit)
            }
            do {
                try await play(player, in: edit)
                finishReplay(step, direction, player)
            } catch {
                if !isDestroyed { selectOffsets(selection) }
                Log.message("\(title) in \(diagnosticName) was stopped; the text is as it was")
            }
        }
        return step.actionName
    }

    /// The step is played: the history keeps it for the other direction,
    /// and the selection is as the step says.
    private func finishReplay(_ step: UndoStep<TextChange>, _ direction: TextEditJob.Direction, _ player: TextChangePlayer) {
        let played = step.replacingChanges(with: player.result)
        switch direction {
        case .undo:
            recorder.commitUndo(keepingForRedo: played)
            if let first = step.changes.first { selectOffsets(first.selectionBefore) }
        case .make:
            recorder.commitRedo(keepingForUndo: played)
            if let last = step.changes.last { selectOffsets(last.selectionAfter) }
        }
        storage.scrollToCaret()
    }
}
