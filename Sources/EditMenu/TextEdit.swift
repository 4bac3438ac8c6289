import Foundation

/// One change to a text, as an ``UndoHistory`` keeps it: `removed` replaced
/// by `inserted` at `offset`, and the selection as it was before.
///
/// Positions count Unicode scalars (code points): they stay meaningful
/// while the text changes, where a `String.Index` would not, and they are
/// the unit GTK counts in.
///
/// **Text held once.** Each side is a ``TextPiece``: the characters, or only
/// their length when the document holds them. An edit that has been made
/// holds what it removed and leaves what it inserted in the document
/// (``made(removing:)``); one that has been undone holds what it inserted
/// and leaves what it removed (``undone(inserting:)``). ``TextEditJob`` makes
/// and undoes edits that way, so a new edit (a paste) copies nothing the
/// document holds. A step that is replayed keeps the text it already held
/// (``holding(textsOf:)``): no byte more, and the redo of an undone delete
/// needs no read of the text back.
///
/// **Typing runs.** A keystroke's edit ``merged(with:)`` the one before it
/// when it continues it — an insertion right where the last one ended, a
/// BackSpace right before the last deletion, a Delete at the same place —
/// and whitespace after a word ends the run, so undo takes back a word at a
/// time. Typing keeps its characters (they are few) so that runs can merge.
///
/// ```swift
/// let edit = TextEdit(offset: 0, removed: "precious", inserted: "other", selectionBefore: 0..<8)
/// edit.applied(to: "precious")           // "other"
/// edit.inverse.applied(to: "other")      // "precious"
/// ```
public struct TextEdit: UndoableChange, Hashable, Sendable {
    /// Where the change starts, in Unicode scalars.
    public var offset: Int
    /// The text that was there.
    public var removed: TextPiece
    /// The text put in its place.
    public var inserted: TextPiece
    /// The selection before the change, in Unicode scalars (empty: the caret).
    public var selectionBefore: Range<Int>

    public init(offset: Int, removed: TextPiece, inserted: TextPiece, selectionBefore: Range<Int>) {
        self.offset = offset
        self.removed = removed
        self.inserted = inserted
        self.selectionBefore = selectionBefore
    }

    /// An edit that holds both texts.
    public init(offset: Int, removed: String, inserted: String, selectionBefore: Range<Int>) {
        self.init(offset: offset, removed: TextPiece(removed), inserted: TextPiece(inserted), selectionBefore: selectionBefore)
    }

    /// The range the removed text had, in Unicode scalars.
    public var removedRange: Range<Int> { offset..<(offset + removed.count) }

    /// The range the inserted text has once the edit is made.
    public var insertedRange: Range<Int> { offset..<(offset + inserted.count) }

    /// The caret after the change: after what was inserted.
    public var selectionAfter: Range<Int> {
        let end = offset + inserted.count
        return end..<end
    }

    /// The change that takes this one back; its selection before is this
    /// one's after.
    public var inverse: TextEdit {
        TextEdit(offset: offset, removed: inserted, inserted: removed, selectionBefore: selectionAfter)
    }

    /// This edit as a history keeps it once it is made: holding the text it
    /// removed (`removedText`, when it did not hold it already), its
    /// insertion left in the document.
    public func made(removing removedText: String) -> TextEdit {
        var edit = self
        edit.removed = removed.isHeld ? removed : TextPiece(removedText, count: removed.count)
        edit.inserted = .inDocument(count: inserted.count)
        return edit
    }

    /// This edit as a history keeps it once it is undone: holding the text
    /// it had inserted (`insertedText`, when it did not hold it already),
    /// what it had removed back in the document.
    public func undone(inserting insertedText: String) -> TextEdit {
        var edit = self
        edit.inserted = inserted.isHeld ? inserted : TextPiece(insertedText, count: inserted.count)
        edit.removed = .inDocument(count: removed.count)
        return edit
    }

    /// This edit, holding again each text `earlier` held: a history that
    /// replays a step keeps what it had (the text is allocated already), so
    /// the redo of an undone delete deletes at once, as GtkSourceView's does,
    /// instead of reading the text back first.
    public func holding(textsOf earlier: TextEdit) -> TextEdit {
        var edit = self
        if earlier.removed.isHeld { edit.removed = earlier.removed }
        if earlier.inserted.isHeld { edit.inserted = earlier.inserted }
        return edit
    }

    /// The bytes this change takes in a history: the text it holds, and the
    /// change itself.
    public var byteCount: Int {
        removed.heldByteCount + inserted.heldByteCount + MemoryLayout<TextEdit>.stride
    }

    /// `text` with this change made; `text` must be what the change was
    /// recorded on (the removed text at `offset`), and the change must hold
    /// its inserted text.
    public func applied(to text: String) -> String {
        guard let insertedText = inserted.text else {
            preconditionFailure("an edit whose inserted text is in the document cannot be applied to another text")
        }
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let end = scalars.index(start, offsetBy: removed.count, limitedBy: scalars.endIndex) ?? scalars.endIndex
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: insertedText.unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    public func merged(with next: TextEdit) -> TextEdit? {
        let isInsertion = removed.isEmpty && !inserted.isEmpty
        let isDeletion = inserted.isEmpty && !removed.isEmpty
        if isInsertion, next.removed.isEmpty, !next.inserted.isEmpty,
           let typed = inserted.text, let nextTyped = next.inserted.text,
           next.offset == offset + inserted.count, !Self.endsWord(typed, before: nextTyped) {
            return TextEdit(offset: offset, removed: .empty,
                            inserted: TextPiece(typed + nextTyped, count: inserted.count + next.inserted.count),
                            selectionBefore: selectionBefore)
        }
        if isDeletion, next.inserted.isEmpty, !next.removed.isEmpty,
           let gone = removed.text, let nextGone = next.removed.text {
            let count = removed.count + next.removed.count
            if next.offset + next.removed.count == offset {   // BackSpace, BackSpace
                return TextEdit(offset: next.offset, removed: TextPiece(nextGone + gone, count: count), inserted: .empty,
                                selectionBefore: selectionBefore)
            }
            if next.offset == offset {   // Delete, Delete
                return TextEdit(offset: offset, removed: TextPiece(gone + nextGone, count: count), inserted: .empty,
                                selectionBefore: selectionBefore)
            }
        }
        return nil
    }

    /// Whether typing `next` after `typed` starts a new word: whitespace
    /// came after a word, and now something else does.
    private static func endsWord(_ typed: String, before next: String) -> Bool {
        guard let last = typed.unicodeScalars.last, let first = next.unicodeScalars.first else { return false }
        return last.properties.isWhitespace && !first.properties.isWhitespace
    }
}
