import EditMenu
import GtkKit4

/// A view that edits text (`TextField`, `TextView`): what Cut, Copy, Paste,
/// Select All and Delete need of it, so the five are written once.
///
/// ```swift
/// final class Notes: View, EditableTextView { … }
/// notes.handleStandardTextActions()
/// ```
@MainActor
protocol EditableTextView: View {
    var isEditable: Bool { get }
    /// The selected text, or nil when nothing (or nothing but "") is selected.
    var selectedText: String? { get }
    /// Whether Select All would select more than is selected now.
    var canSelectMore: Bool { get }
    func selectAll()
    func deleteSelection()
    /// Puts pasted `text` in place of the selection, as the view takes it
    /// (a field makes it one line).
    func insertPasted(_ text: String)
}

extension EditableTextView {
    /// Handles the five standard actions, each enabled when it can do something.
    func handleStandardTextActions() {
        let hasSelection: @MainActor (ActionSender) -> Bool = { [weak self] _ in self?.selectedText != nil }
        let canChange: @MainActor (ActionSender) -> Bool = { [weak self] sender in
            (self?.isEditable ?? false) && hasSelection(sender)
        }
        handle(.cut, when: canChange) { [weak self] _ in
            guard let self, let text = selectedText else { return }
            Pasteboards.general.setString(text)
            deleteSelection()
        }
        handle(.copy, when: hasSelection) { [weak self] _ in
            guard let text = self?.selectedText else { return }
            Pasteboards.general.setString(text)
        }
        handle(.paste, when: { [weak self] _ in (self?.isEditable ?? false) && Pasteboards.general.hasStrings }) { [weak self] _ in
            // The pasteboard may belong to another process: read without blocking.
            Task { @MainActor in
                guard let text = try? await Pasteboards.general.string() else { return }
                self?.insertPasted(text)
            }
        }
        handle(.selectAll, when: { [weak self] _ in self?.canSelectMore ?? false }) { [weak self] _ in self?.selectAll() }
        handle(.delete, when: canChange) { [weak self] _ in self?.deleteSelection() }
    }
}
