/// What a one-line field underlines, on either toolkit: Pango error
/// attributes over UTF-8 byte ranges, made again only when the words or the
/// text changed (new attributes make the field lay its whole line out again).
///
/// ```swift
/// var underlines = FieldUnderlines()
/// underlines.update([2..<6], in: "ü wrld")   // [3..<7]: "ü" is two bytes
/// underlines.update([2..<6], in: "ü wrld")   // nil: shown already
/// ```
package struct FieldUnderlines {
    /// The text and the misspelled code points last underlined.
    private var shown: (text: String, ranges: [Range<Int>])?

    package init() {}

    /// The byte ranges to underline in `text` for the `misspelled` code-point
    /// ranges, or nil when the field shows them already (or shows none and
    /// should show none: a long field, a correct text).
    package mutating func update(_ misspelled: [Range<Int>], in text: String) -> [Range<Int>]? {
        if let shown, shown.ranges == misspelled, shown.text == text { return nil }
        if shown == nil, misspelled.isEmpty { return nil }
        shown = (text, misspelled)
        return Self.utf8Ranges(of: misspelled, in: text)
    }

    /// The UTF-8 byte ranges of the code-point `ranges` of `text`, in order:
    /// what Pango's attributes count in.
    static func utf8Ranges(of ranges: [Range<Int>], in text: String) -> [Range<Int>] {
        // One walk through the text, the ranges in order.
        let scalars = text.unicodeScalars
        var index = scalars.startIndex, offset = 0, byte = 0
        func advance(to target: Int) {
            while offset < target, index < scalars.endIndex {
                byte += UTF8.width(scalars[index]); scalars.formIndex(after: &index); offset += 1
            }
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }.map { range in
            advance(to: range.lowerBound)
            let start = byte
            advance(to: range.upperBound)
            return start..<byte
        }
    }
}
