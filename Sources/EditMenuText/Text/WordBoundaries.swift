/// The word around a code-point offset, for "Select" where the toolkit gives
/// no word boundaries of its own to a storage (GTK 4's): a run of letters,
/// digits and combining marks, and the marks and joiners that make one
/// emoji. GTK 3's storages use Pango's boundaries instead.
///
/// ```swift
/// WordBoundaries("hello wörld").word(at: 8)   // 6..<11
/// ```
package struct WordBoundaries {
    private let scalars: [Unicode.Scalar]

    package init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The word that touches `offset` (the one after it first), or an empty
    /// range at `offset` between two spaces.
    package func word(at offset: Int) -> Range<Int> {
        let offset = min(max(offset, 0), scalars.count)
        let anchor = offset < scalars.count && isWordPart(scalars[offset]) ? offset
            : offset > 0 && isWordPart(scalars[offset - 1]) ? offset - 1 : nil
        guard let anchor else { return offset..<offset }
        var start = anchor, end = anchor + 1
        while start > 0, isWordPart(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, isWordPart(scalars[end]) { end += 1 }
        return start..<end
    }

    private func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation:
            return true
        default:
            // An emoji, its modifiers, a flag's halves, the joiner between.
            return properties.isEmoji && scalar.value > 0x7F || properties.isEmojiModifier
                || (0x1F1E6...0x1F1FF).contains(scalar.value) || scalar == "\u{200D}" || scalar == "\u{FE0F}"
        }
    }
}
