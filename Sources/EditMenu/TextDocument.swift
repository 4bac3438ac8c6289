/// A text that ``TextEditJob`` edits: read, delete and insert by Unicode
/// scalar offsets (code points, as GTK counts).
///
/// GTK's text widgets are documents; so is a `String`, for tests.
///
/// ```swift
/// var document = "hello world"
/// var job = TextEditJob(.make, edits: [TextEdit(offset: 0, removed: .inDocument(count: 5),
///                                               inserted: "goodbye", selectionBefore: 0..<5)])
/// job.finish(in: &document)   // document == "goodbye world"
/// job.result[0].removed.text  // "hello": the history holds what left the document
/// ```
public protocol TextDocument {
    /// The text between two offsets.
    func characters(in range: Range<Int>) -> String
    /// Removes the text between two offsets.
    mutating func deleteCharacters(in range: Range<Int>)
    /// Puts `text` (`count` Unicode scalars) in at `offset`.
    mutating func insert(_ text: Substring, count: Int, at offset: Int)
}

extension String: TextDocument {
    public func characters(in range: Range<Int>) -> String {
        let scalars = unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
        return String(scalars[start..<scalars.index(start, offsetBy: range.count)])
    }

    public mutating func deleteCharacters(in range: Range<Int>) {
        let start = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: range.lowerBound)
        unicodeScalars.removeSubrange(start..<unicodeScalars.index(start, offsetBy: range.count))
    }

    public mutating func insert(_ text: Substring, count: Int, at offset: Int) {
        unicodeScalars.insert(contentsOf: text.unicodeScalars,
                              at: unicodeScalars.index(unicodeScalars.startIndex, offsetBy: offset))
    }
}
