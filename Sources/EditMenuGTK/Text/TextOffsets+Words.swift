import GtkKit

extension TextOffsets {
    /// The code-point range "Select" picks at `offset`: the word around it,
    /// else the next word, else the previous one, else the one character
    /// there — by Pango's word and cursor boundaries (Unicode's UAX #29,
    /// tailored to the language), which is what GTK's own double-click uses.
    /// Never splits a grapheme cluster.
    ///
    /// ```swift
    /// TextOffsets("été 👨‍👩‍👧 ok").wordRange(at: 1)   // 0..<3, "été"
    /// ```
    func wordRange(at offset: Int) -> Range<Int> {
        let boundaries = Pango.boundaries(in: text, count: count)
        let length = boundaries.count - 1
        guard length > 0 else { return 0..<0 }
        let caret = min(max(offset, 0), length)

        func end(ofWordStartingAt start: Int) -> Int {
            var end = start + 1
            while end < length, !boundaries[end].isWordEnd { end += 1 }
            return end
        }
        // The word the caret is in (or at either edge of).
        var start = caret
        while start > 0, !boundaries[start].isWordStart { start -= 1 }
        if boundaries[start].isWordStart, start < length {
            let wordEnd = end(ofWordStartingAt: start)
            if caret <= wordEnd { return start..<wordEnd }
        }
        // Between words: the next one, else the last one before the caret.
        if let next = (caret..<length).first(where: { boundaries[$0].isWordStart }) {
            return next..<end(ofWordStartingAt: next)
        }
        if boundaries[start].isWordStart, start < length {
            return start..<end(ofWordStartingAt: start)
        }
        // No word at all (spaces, punctuation): one user-perceived character.
        let from = min(caret, length - 1)
        var characterStart = from
        while characterStart > 0, !boundaries[characterStart].isCursorPosition { characterStart -= 1 }
        var characterEnd = characterStart + 1
        while characterEnd < length, !boundaries[characterEnd].isCursorPosition { characterEnd += 1 }
        return characterStart..<characterEnd
    }
}
