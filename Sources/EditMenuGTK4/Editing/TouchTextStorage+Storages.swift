import EditMenu
import Foundation
import GtkKit4

// The character under a point, each storage finds for spelling too
// (EntryStorage+Spelling, TextBufferStorage+Spelling).

extension EntryStorage: TouchTextStorage {
    /// The middle of the selection (or the caret) across, the field's middle down.
    var touchMenuPoint: CGPoint {
        let range = selection ?? caret..<caret
        guard let text = entry.textWidget else { return CGPoint(x: entry.width / 2, y: entry.height / 2) }
        let x = (text.caretRect(at: range.lowerBound).minX + text.caretRect(at: range.upperBound).minX) / 2
        let point = text.translate(CGPoint(x: x, y: 0), to: entry) ?? .zero
        return CGPoint(x: min(max(point.x, 0), Double(entry.width)), y: Double(entry.height) / 2)
    }
}

extension TextBufferStorage: TouchTextStorage {
    /// A selection over several lines: the middle of its first line's part.
    var touchMenuPoint: CGPoint {
        let range = selection ?? caret..<caret
        let first = textView.rect(at: range.lowerBound), last = textView.rect(at: range.upperBound)
        let right = last.minY == first.minY ? last.minX : first.minX + max(first.width, 1)
        let point = CGPoint(x: (first.minX + right) / 2, y: first.midY)
        return CGPoint(x: min(max(point.x, 0), Double(textView.width)), y: min(max(point.y, 0), Double(textView.height)))
    }
}
