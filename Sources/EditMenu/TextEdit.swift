import Foundation

/// One change to a text, as an ``UndoHistory`` keeps it: `removed` replaced
/// by `inserted` at `offset`, and the selection as it was before.
///
/// Positions count Unicode scalars (code points): they stay meaningful
/// while the text changes, where a `String.Index` would not, and they are
/// the unit GTK counts in.
///
/// Typing runs: a keystroke's edit ``merged(with:)`` the one before it when
/// it continues it — an insertion right where the last one ended, a
/// BackSpace right before the last deletion, a Delete at the same place —
/// and whitespace after a word ends the run, so undo takes back a word at a
/// time.
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
    public var removed: String
    /// The text put in its place.
    public var inserted: String
    /// The selection before the change, in Unicode scalars (empty: the caret).
    public var selectionBefore: Range<Int>

    public init(offset: Int, removed: String, inserted: String, selectionBefore: Range<Int>) {
        self.offset = offset
        self.removed = removed
        self.inserted = inserted
        self.selectionBefore = selectionBefore
    }

    /// The caret after the change: after what was inserted.
    public var selectionAfter: Range<Int> {
        let end = offset + inserted.unicodeScalars.count
        return end..<end
    }

    /// The change that takes this one back; its selection before is this
    /// one's after.
    public var inverse: TextEdit {
        TextEdit(offset: offset, removed: inserted, inserted: removed, selectionBefore: selectionAfter)
    }

    public var byteCount: Int { removed.utf8.count + inserted.utf8.count }

    /// `text` with this change made; `text` must be what the change was
    /// recorded on (the removed text at `offset`).
    public func applied(to text: String) -> String {
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex) ?? scalars.endIndex
        let end = scalars.index(start, offsetBy: removed.unicodeScalars.count, limitedBy: scalars.endIndex) ?? scalars.endIndex
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<start])
        result.append(contentsOf: inserted.unicodeScalars)
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    public func merged(with next: TextEdit) -> TextEdit? {
        let isInsertion = removed.isEmpty && !inserted.isEmpty
        let isDeletion = inserted.isEmpty && !removed.isEmpty
        if isInsertion, next.removed.isEmpty, !next.inserted.isEmpty,
           next.offset == offset + inserted.unicodeScalars.count,
           !Self.endsWord(inserted, before: next.inserted) {
            return TextEdit(offset: offset, removed: "", inserted: inserted + next.inserted, selectionBefore: selectionBefore)
        }
        if isDeletion, next.inserted.isEmpty, !next.removed.isEmpty {
            if next.offset + next.removed.unicodeScalars.count == offset {   // BackSpace, BackSpace
                return TextEdit(offset: next.offset, removed: next.removed + removed, inserted: "", selectionBefore: selectionBefore)
            }
            if next.offset == offset {   // Delete, Delete
                return TextEdit(offset: offset, removed: removed + next.removed, inserted: "", selectionBefore: selectionBefore)
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
