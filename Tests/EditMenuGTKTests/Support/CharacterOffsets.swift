import EditMenuGTK

// Readable assertions on text of known shape: ranges counted in Swift
// `Character`s (grapheme clusters), converted to the `String.Index`es the
// public API takes.

extension String {
    /// The indices of the characters `range` counts.
    func indices(ofCharacters range: Range<Int>) -> Range<String.Index> {
        index(startIndex, offsetBy: range.lowerBound)..<index(startIndex, offsetBy: range.upperBound)
    }

    /// `range` counted in characters.
    func characterOffsets(of range: Range<String.Index>) -> Range<Int> {
        distance(from: startIndex, to: range.lowerBound)..<distance(from: startIndex, to: range.upperBound)
    }
}

extension TextField {
    func select(characters range: Range<Int>) { select(text.indices(ofCharacters: range)) }
    var selectedCharacters: Range<Int>? { selectedRange.map { text.characterOffsets(of: $0) } }
    var cursorCharacter: Int { text.distance(from: text.startIndex, to: cursorPosition) }
}

extension Label {
    func select(characters range: Range<Int>) { select(text.indices(ofCharacters: range)) }
    var selectedCharacters: Range<Int>? { selectedRange.map { text.characterOffsets(of: $0) } }
}
