import EditMenu
import Foundation

/// The standard edit actions of every text widget, answered from its text,
/// selection and the pasteboards, so menus and Ctrl+X/C/V/Z agree. While a
/// long edit runs only Copy and the selection actions are offered: the text
/// is about to move.
extension TextEditor {
    private var hasSelection: Bool { storage.selection != nil }

    /// Registers Undo, Redo, Cut, Copy, Paste, Paste and Match Style (in a
    /// view that takes styles), Paste Selection, Delete, Select, Select All
    /// and Insert Emoji on `responder`, the view this editor edits for, and
    /// the actions that open the selection (Search the Web).
    ///
    /// ```swift
    /// editor.registerStandardActions(on: field)
    /// field.canPerformAction(.undo, withSender: .keyboard)   // false: nothing typed yet
    /// ```
    package func registerStandardActions(on responder: Responder) {
        responder.handle(.undo, when: { [weak self] _ in self.map { $0.canEdit && $0.recorder.history.canUndo } ?? false }) { [weak self] _ in
            self?.undo()
        }
        responder.handle(.redo, when: { [weak self] _ in self.map { $0.canEdit && $0.recorder.history.canRedo } ?? false }) { [weak self] _ in
            self?.redo()
        }
        responder.handle(.cut, when: { [weak self] _ in self.map { $0.canEdit && $0.hasSelection && $0.allowsCopying } ?? false }) { [weak self] _ in
            self?.cut()
        }
        responder.handle(.copy, when: { [weak self] _ in self.map { $0.hasSelection && $0.allowsCopying } ?? false }) { [weak self] _ in
            guard let self, let host, let range = storage.selection else { return }
            Pasteboards.general.setItems([host.pasteboardItem(for: range, text: nil)])
        }
        responder.handle(.paste, when: { [weak self] _ in self?.canEdit == true && Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle)
        }
        responder.handle(.pasteAndMatchStyle, when: { [weak self] _ in
            // Offered when there are styles to leave behind, as browsers do.
            guard let self, canEdit, host?.stylesAround(storage.caret) != nil else { return false }
            return Pasteboards.general.hasStrings && Pasteboards.general.types.contains(where: StyledPasteboardText.styledTypes.contains)
        }) { [weak self] _ in
            self?.paste(from: Pasteboards.general, undoableAs: Action.pasteAndMatchStyle.localizedTitle, matchingStyle: true)
        }
        responder.handle(.pasteSelection, when: { [weak self] _ in self?.canEdit == true && Pasteboards.selection.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.selection, undoableAs: Action.pasteSelection.localizedTitle)
        }
        responder.handle(.delete, when: { [weak self] _ in self.map { $0.canEdit && $0.hasSelection } ?? false }) { [weak self] _ in
            guard let self, let range = storage.selection else { return }
            recorder.recording(Action.delete.localizedTitle) { storage.deleteCharacters(in: range) }
        }
        responder.handle(.select, when: { [weak self] _ in self.map { $0.storage.length > 0 && !$0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            storage.select(storage.wordRange(at: storage.caret))
        }
        responder.handle(.selectAll, when: { [weak self] _ in
            self.map { $0.storage.length > 0 && $0.storage.selection != 0..<$0.storage.length } ?? false
        }) { [weak self] _ in
            guard let self else { return }
            storage.select(0..<storage.length)
        }
        responder.handle(.insertEmoji, when: { [weak self] _ in self.map { $0.longEdit == nil && $0.storage.allowsEmoji } ?? false }) { [weak self] _ in
            self?.storage.insertEmoji()
        }
        registerSelectionOpeners(on: responder)
    }

    /// Whether the selection may leave the widget (not from a password
    /// field, nor from a view that is gone).
    private var allowsCopying: Bool { host?.allowsCopying ?? false }

    /// Puts the selection on the clipboard and deletes it, as one undo step "Cut".
    private func cut() {
        guard let host, let range = storage.selection else { return }
        // Read once: the clipboard and the undo history both hold it.
        let text = storage.characters(in: range)
        Pasteboards.general.setItems([host.pasteboardItem(for: range, text: text)])
        recorder.recording(Action.cut.localizedTitle, removing: range, known: text) { storage.deleteCharacters(in: range) }
    }
}
