import EditMenu
import Foundation

/// The paste pipeline of every text widget: read without blocking, check,
/// then put the text in as one undo step — a piece at a time when it is big
/// (EditMenuText's `TextEditor`, shared with GTK 4).
extension EditableText {
    /// Reads text from `pasteboard` without blocking and puts it in place of
    /// `target` (the selection by default), as one undo step named
    /// `actionName`. Nothing changes when the pasteboard has no usable text
    /// or it does not fit; ``onPasteFailed(_:)`` says why, and
    /// ``onPasted(_:)`` says what went in.
    ///
    /// While the text is read and put in, the widget takes no typing; after
    /// half a second the progress shows, and Esc stops the paste with the
    /// text as it was.
    ///
    /// ```swift
    /// field.paste(from: Pasteboards.general, replacing: .allText)
    /// ```
    public func paste(from pasteboard: any Pasteboard, undoableAs actionName: String = Action.paste.localizedTitle,
                      replacing target: PasteTarget = .selection) {
        editor.paste(from: pasteboard, undoableAs: actionName, replacing: target)
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
        try await editor.readPastedText(from: pasteboard)
    }
}
