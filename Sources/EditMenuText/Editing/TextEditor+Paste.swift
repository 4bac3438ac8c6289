import EditMenu
import Foundation

/// The paste pipeline of every text widget: read without blocking, check,
/// then put the text in as one undo step — a piece at a time when it is big.
extension TextEditor {
    /// Reads text from `pasteboard` without blocking and puts it in place of
    /// `target`, as one undo step named `actionName`. Nothing changes when
    /// the pasteboard has no usable text or it does not fit;
    /// ``pasteFailedSignal`` says why and ``pastedSignal`` what went in.
    ///
    /// ```swift
    /// editor.paste(from: Pasteboards.general, replacing: .allText)
    /// ```
    package func paste(from pasteboard: any Pasteboard, undoableAs actionName: String = Action.paste.localizedTitle,
                       replacing target: PasteTarget = .selection, matchingStyle: Bool = false) {
        guard longEdit == nil else {
            Log.message("paste into \(diagnosticName) waits: \(longEdit?.title ?? "an edit") is under way")
            return
        }
        let range = target == .allText ? 0..<storage.length : storage.selectionOrCaret
        let room = self.room(replacing: range)
        // The style around the start of what the paste replaces, read before it goes.
        let matchedStyles = matchingStyle ? host?.stylesAround(range.lowerBound) : nil
        var task: Task<Void, Never>?
        // Translators: a paste under way, in its progress bar ("Pasting… 45 %").
        let edit = beginLongEdit(tr("Pasting")) { task?.cancel() }
        task = Task { @MainActor [weak self] in
            defer { self?.endLongEdit(edit) }
            do {
                guard let self, let pasted = try await readPaste(from: pasteboard, room: room, matching: matchedStyles) else { return }
                try await insert(pasted, replacing: range, undoableAs: actionName, in: edit)
            } catch {
                guard let self else { return }
                let reason = PasteFailure(error)
                Log.message("paste into \(diagnosticName) failed: \(reason)")
                pasteFailedSignal.emit { $0(reason) }
            }
        }
    }

    /// The text a paste from `pasteboard` would insert in place of the
    /// selection, checked against what the widget has room for, without NULs;
    /// nil when no text is offered.
    package func readPastedText(from pasteboard: any Pasteboard) async throws -> PastedText? {
        let room = self.room(replacing: storage.selectionOrCaret)
        guard let pasted = try await PastedText.read(from: pasteboard, maximumLength: room.characters) else { return nil }
        try room.check(pasted.text)
        return pasted
    }

    /// What a paste in place of `range` may bring: ``maximumPasteLength``,
    /// and what the widget has room for.
    package func room(replacing range: Range<Int>) -> PasteRoom {
        PasteRoom(capacity: storage.capacity, maximumLength: maximumPasteLength, length: storage.length,
                  byteCount: storage.byteCount, replacedCount: range.count) { storage.characters(in: range).utf8.count }
    }

    /// Reads the pasteboard's text (styled text first, where the host reads
    /// it), refused whole when it does not fit in `room`; with `matched`
    /// styles, the plain text in exactly those (Paste and Match Style).
    private func readPaste(from pasteboard: any Pasteboard, room: PasteRoom,
                           matching matched: Set<TextStyle>? = nil) async throws -> PastedContent? {
        if matched == nil, let styled = try await host?.styledPaste(from: pasteboard, limit: room.characters) { return styled }
        guard let pasted = try await PastedText.read(from: pasteboard, maximumLength: room.characters) else {
            throw PasteboardError.typeNotAvailable(.utf8PlainText)
        }
        try Task.checkCancellation()
        if pasted.removedNULs > 0 {
            Log.message("pasting into \(diagnosticName): removed \(pasted.removedNULs) NUL characters")
        }
        let text = storage.pasteable(pasted.text)
        try room.check(text)
        let count = text.utf8.count == pasted.text.utf8.count ? pasted.count : text.unicodeScalars.count
        var styling: [TextStyle: [Range<Int>]] = [:]
        if let matched, count > 0 {
            // Every style named: those around on the whole text, the others
            // off it (text put in a styled run takes the run's styles).
            for style in TextStyle.allCases { styling[style] = matched.contains(style) ? [0..<count] : [] }
        }
        return PastedContent(pasted: pasted, text: TextPiece(text, count: count), styling: styling)
    }

    /// Puts `content` in place of `range`, a piece at a time, and records it
    /// as one step; stopped, it leaves the text and the selection as they were.
    private func insert(_ content: PastedContent, replacing range: Range<Int>, undoableAs actionName: String,
                        in edit: LongTextEdit) async throws {
        guard !isDestroyed else { return }
        let selection = storage.selectionOrCaret
        var changes: [TextChange] = []
        if !range.isEmpty, let styling = storage.stylingRemoved(from: range) { changes.append(.format(styling)) }
        changes.append(.text(TextEdit(offset: range.lowerBound, removed: .inDocument(count: range.count),
                                      inserted: content.text, selectionBefore: selection)))
        if !content.styling.isEmpty {
            // The text goes in plain; its styling is a change of its own in
            // the same step, so that Redo puts back both.
            let pasted = range.lowerBound..<(range.lowerBound + content.text.count)
            let styled = content.styling.mapValues { $0.map { ($0.lowerBound + pasted.lowerBound)..<($0.upperBound + pasted.lowerBound) } }
            changes.append(.format(FormatChange(range: pasted, styledBefore: styled.mapValues { _ in [] }, styledAfter: styled)))
        }
        let player = TextChangePlayer(.make, changes: changes, in: storage, keepsHeldText: false)
        recorder.suspend()
        defer { recorder.resume() }
        do {
            try await play(player, in: edit)
        } catch {
            if !isDestroyed { storage.select(selection) }
            throw error
        }
        recorder.recordMade(player.result, named: actionName)
        let end = range.lowerBound + content.text.count
        storage.select(end..<end)
        storage.scrollToCaret()
        pastedSignal.emit { $0(content.pasted) }
    }
}

/// Text a paste puts in: the checked text, as it goes in, and its styling.
package struct PastedContent {
    package var pasted: PastedText
    package var text: TextPiece
    /// Styles the text brings (styled text from a text view of this app), by
    /// offsets into the pasted text.
    package var styling: [TextStyle: [Range<Int>]]

    package init(pasted: PastedText, text: TextPiece, styling: [TextStyle: [Range<Int>]]) {
        self.pasted = pasted
        self.text = text
        self.styling = styling
    }
}
