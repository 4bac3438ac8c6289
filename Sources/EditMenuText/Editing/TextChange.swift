import EditMenu

/// A change a text widget's undo history keeps: its text, or its styling.
package enum TextChange: UndoableChange, Hashable, Sendable {
    case text(TextEdit)
    case format(FormatChange)

    package var selectionBefore: Range<Int> {
        switch self {
        case .text(let edit): edit.selectionBefore
        case .format(let change): change.range
        }
    }

    package var selectionAfter: Range<Int> {
        switch self {
        case .text(let edit): edit.selectionAfter
        case .format(let change): change.range
        }
    }

    package var byteCount: Int {
        switch self {
        case .text(let edit): edit.byteCount
        case .format(let change): change.byteCount
        }
    }

    /// Keystrokes merge as ``TextEdit`` says; styling never merges.
    package func merged(with next: TextChange) -> TextChange? {
        guard case .text(let edit) = self, case .text(let nextEdit) = next else { return nil }
        return edit.merged(with: nextEdit).map(TextChange.text)
    }
}

/// Styling changed over a range: for each style it touched, the parts of
/// the range that had it before, and after.
package struct FormatChange: Hashable, Sendable {
    /// The range whose styling changed, in code points.
    package var range: Range<Int>
    package var styledBefore: [TextStyle: [Range<Int>]]
    package var styledAfter: [TextStyle: [Range<Int>]]

    package init(range: Range<Int>, styledBefore: [TextStyle: [Range<Int>]], styledAfter: [TextStyle: [Range<Int>]]) {
        self.range = range
        self.styledBefore = styledBefore
        self.styledAfter = styledAfter
    }

    package var inverse: FormatChange {
        FormatChange(range: range, styledBefore: styledAfter, styledAfter: styledBefore)
    }

    package var byteCount: Int {
        32 + 16 * (styledBefore.values.map(\.count).reduce(0, +) + styledAfter.values.map(\.count).reduce(0, +))
    }
}
