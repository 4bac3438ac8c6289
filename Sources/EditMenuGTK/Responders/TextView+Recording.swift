import CGtk
import EditMenu

/// A change a text view's undo history keeps: its text, or its styling.
enum TextViewChange: RecordedTextChange, Hashable, Sendable {
    case text(TextEdit)
    case format(FormatChange)

    init(_ edit: TextEdit) { self = .text(edit) }

    var inverse: TextViewChange {
        switch self {
        case .text(let edit): .text(edit.inverse)
        case .format(let change): .format(change.inverse)
        }
    }

    var selectionBefore: Range<Int> {
        switch self {
        case .text(let edit): edit.selectionBefore
        case .format(let change): change.range
        }
    }

    var selectionAfter: Range<Int> {
        switch self {
        case .text(let edit): edit.selectionAfter
        case .format(let change): change.range
        }
    }

    var byteCount: Int {
        switch self {
        case .text(let edit): edit.byteCount
        case .format(let change): change.byteCount
        }
    }

    /// Keystrokes merge as a text field's do; styling never merges.
    func merged(with next: TextViewChange) -> TextViewChange? {
        guard case .text(let edit) = self, case .text(let nextEdit) = next else { return nil }
        return edit.merged(with: nextEdit).map(TextViewChange.text)
    }
}

/// Styling changed over a range: for each style it touched, the parts of
/// the range that had it before, and after.
struct FormatChange: Hashable, Sendable {
    /// The range whose styling changed, in code points.
    var range: Range<Int>
    var styledBefore: [TextStyle: [Range<Int>]]
    var styledAfter: [TextStyle: [Range<Int>]]

    var inverse: FormatChange {
        FormatChange(range: range, styledBefore: styledAfter, styledAfter: styledBefore)
    }

    var byteCount: Int {
        32 + 16 * (styledBefore.values.map(\.count).reduce(0, +) + styledAfter.values.map(\.count).reduce(0, +))
    }
}

extension TextView: RecordableText {
    typealias Change = TextViewChange

    /// A text view keeps its history (it has no password mode).
    var keepsUndoHistory: Bool { true }

    func apply(_ change: TextViewChange) {
        switch change {
        case .text(let edit):
            var start = iterator(at: edit.offset)
            if !edit.removed.isEmpty {
                var end = iterator(at: edit.offset + edit.removed.count)
                gtk_text_buffer_delete(buffer, &start, &end)
            }
            if let inserted = edit.inserted.text, !inserted.isEmpty { gtk_text_buffer_insert(buffer, &start, inserted, -1) }
        case .format(let format):
            for (style, ranges) in format.styledAfter { setStyle(style, on: ranges, within: format.range) }
        }
    }

    /// Reports every change of the buffer to `recorder`, with what caused it.
    func report(to recorder: TextEditRecorder<TextView>) {
        let buffer = bufferObject
        buffer.connect(.deleteRange) { [unowned self, unowned recorder] start, end in
            // The styling goes first, so Undo restores the text, then its styling.
            recorder.textWillBeDeleted(start, end) { range in self.strippingStyles(from: range) }
        }
        buffer.connect(.bufferInsertText) { [unowned recorder] offset in recorder.textWillBeInserted(at: offset) }
        buffer.connect(.bufferInsertText, after: true) { [unowned recorder] _ in recorder.textWasInserted() }
        recorder.watchEvents(of: object)
    }
}
