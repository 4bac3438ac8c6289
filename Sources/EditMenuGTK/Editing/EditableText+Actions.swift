import EditMenu
import Foundation

/// The standard edit actions of every text widget, answered from its text,
/// selection and the pasteboards. While a long edit runs only Copy and the
/// selection actions are offered: the text is about to move.
extension EditableText {
    private var canEdit: Bool { isEditable && longEdit == nil }
    private var hasSelection: Bool { selectedOffsets != nil }

    func registerStandardActions() {
        handle(.undo, when: { [weak self] _ in self.map { $0.canEdit && $0.recorder.history.canUndo } ?? false }) { [weak self] _ in
            self?.undo()
        }
        handle(.redo, when: { [weak self] _ in self.map { $0.canEdit && $0.recorder.history.canRedo } ?? false }) { [weak self] _ in
            self?.redo()
        }
        handle(.cut, when: { [weak self] _ in self.map { $0.canEdit && $0.hasSelection && $0.allowsCopying } ?? false }) { [weak self] _ in
            guard let self, let range = selectedOffsets else { return }
            // Read once: the clipboard and the undo history both hold it.
            let text = characters(in: range)
            Pasteboards.general.setItems([pasteboardItem(for: range, text: text)])
            recorder.recording(Action.cut.localizedTitle, removing: range, known: text) { storage.deleteCharacters(in: range) }
        }
        handle(.copy, when: { [weak self] _ in self.map { $0.hasSelection && $0.allowsCopying } ?? false }) { [weak self] _ in
            guard let self, let range = selectedOffsets else { return }
            copy(range)
        }
        handle(.paste, when: { [weak self] _ in self?.canEdit == true && Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle)
        }
        handle(.pasteSelection, when: { [weak self] _ in self?.canEdit == true && Pasteboards.selection.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.selection, undoableAs: Action.pasteSelection.localizedTitle)
        }
        handle(.delete, when: { [weak self] _ in self.map { $0.canEdit && $0.hasSelection } ?? false }) { [weak self] _ in
            guard let self, let range = selectedOffsets else { return }
            recorder.recording(Action.delete.localizedTitle) { storage.deleteCharacters(in: range) }
        }
        handle(.select, when: { [weak self] _ in self.map { $0.textLength > 0 && !$0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            selectWord(at: storage.caret)
        }
        handle(.selectAll, when: { [weak self] _ in
            self.map { $0.textLength > 0 && $0.selectedOffsets != 0..<$0.textLength } ?? false
        }) { [weak self] _ in
            self?.selectAll()
        }
        handle(.insertEmoji, when: { [weak self] _ in self.map { $0.longEdit == nil && $0.storage.allowsEmoji } ?? false }) { [weak self] _ in
            self?.storage.insertEmoji()
        }
    }

    /// Puts `range` on the clipboard, as ``pasteboardItem(for:text:)`` makes it.
    private func copy(_ range: Range<Int>) {
        Pasteboards.general.setItems([pasteboardItem(for: range, text: nil)])
    }
}
