import EditMenuText

/// The Notes page's sample, the same on both toolkits: three lines to start
/// from, the first bold, the last word of the second italic and that of the
/// third underlined (in any language the sample is translated into).
///
/// ```swift
/// NotesSample.fill(notes, select: notes.selectOffsets) { _ = notes.perform($0.action, sender: .program) }
/// ```
@MainActor
package enum NotesSample {
    /// Puts the styled sample in `notes` as where the user starts: no undo
    /// step, the caret at the end. `select` selects code points; `style`
    /// gives the selection a style, as the program (nothing logged).
    package static func fill(_ notes: some TextEditing, select: (Range<Int>) -> Void, style: (TextStyle) -> Void) {
        notes.text = text
        for (textStyle, range) in styling(of: notes.text) {
            select(range)
            style(textStyle)
        }
        let end = notes.text.unicodeScalars.count
        select(end..<end)
        notes.clearUndoHistory()
    }

    /// The three lines, in the user's language.
    package static var text: String {
        // Translators: the Notes page's sample text, three lines.
        tr("Shopping list\nTea, bread and 🍓 strawberries\nCall Dana about the trip to Zürich")
    }

    /// Where the sample's styles go in `text`, by code points (as the
    /// toolkits count): its first line bold, the last word of its second
    /// line italic, that of its third underlined.
    package static func styling(of text: String) -> [(style: TextStyle, range: Range<Int>)] {
        var lines: [Range<Int>] = []
        var lastWords: [Range<Int>] = []
        var start = 0, wordStart = 0, offset = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(start..<offset)
                lastWords.append(wordStart..<offset)
                start = offset + 1
                wordStart = start
            } else if scalar == " " {
                wordStart = offset + 1
            }
            offset += 1
        }
        lines.append(start..<offset)
        lastWords.append(wordStart..<offset)
        let styled: [(TextStyle, Range<Int>?)] = [
            (.bold, lines.first),
            (.italic, lastWords.dropFirst().first),
            (.underline, lastWords.dropFirst(2).first),
        ]
        return styled.compactMap { style, range in range.flatMap { $0.isEmpty ? nil : (style, $0) } }
    }
}
