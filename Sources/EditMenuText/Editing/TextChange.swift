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

    /// The change cut into consecutive parts of its range, each at most
    /// `length` code points: the same change over each part, its runs cut
    /// at the part's ends. Made one after another they make the change, so
    /// that a paste's styling over megabytes goes in a piece at a time, as
    /// its text does.
    ///
    /// ```swift
    /// FormatChange(range: 0..<10, styledBefore: [:], styledAfter: [.bold: [2..<8]]).pieces(ofLength: 5)
    /// // [0..<5 bold 2..<5, 5..<10 bold 5..<8]
    /// ```
    package func pieces(ofLength length: Int) -> [FormatChange] {
        guard range.count > length, length > 0 else { return [self] }
        return stride(from: range.lowerBound, to: range.upperBound, by: length).map { start in
            let part = start..<min(start + length, range.upperBound)
            return FormatChange(range: part, styledBefore: Self.runs(styledBefore, clampedTo: part),
                                styledAfter: Self.runs(styledAfter, clampedTo: part))
        }
    }

    private static func runs(_ styled: [TextStyle: [Range<Int>]], clampedTo part: Range<Int>) -> [TextStyle: [Range<Int>]] {
        styled.mapValues { runs in runs.filter { $0.overlaps(part) }.map { $0.clamped(to: part) } }
    }
}
