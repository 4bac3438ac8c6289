import EditMenu
import Foundation

/// Undo and redo of every text widget. A step that goes back within one
/// piece of work is taken back at once; a bigger one (the deletion of a long
/// document) goes back a piece at a time as a long edit, which has begun
/// when ``undo()`` returns.
extension TextEditor {
    /// Takes back the user's last change, restoring the text and the
    /// selection as they were; returns its name, nil when there was nothing
    /// to undo (or a long edit is under way).
    ///
    /// ```swift
    /// editor.undo()   // "Typing"
    /// ```
    @discardableResult
    package func undo() -> String? { replay(.undo) }

    /// Makes the last undone change again, leaving the caret after it;
    /// returns its name, or nil.
    @discardableResult
    package func redo() -> String? { replay(.make) }

    private func replay(_ direction: TextEditJob.Direction) -> String? {
        let history = recorder.history
        guard longEdit == nil, let step = direction == .undo ? history.nextUndoStep : history.nextRedoStep else { return nil }
        let player = TextChangePlayer(direction, changes: step.changes, in: storage, keepsHeldText: true)
        let selection = storage.selectionOrCaret
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
                if !isDestroyed { storage.select(selection) }
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
            if let first = step.changes.first { storage.select(first.selectionBefore) }
        case .make:
            recorder.commitRedo(keepingForUndo: played)
            if let last = step.changes.last { storage.select(last.selectionAfter) }
        }
        storage.scrollToCaret()
    }
}
