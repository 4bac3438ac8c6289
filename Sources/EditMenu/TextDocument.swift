/// A text that ``TextEditJob`` edits: read, delete and insert by Unicode
/// scalar offsets (code points, as GTK counts).
///
/// GTK's text widgets are documents; so is a ``PlainTextDocument``, which
/// holds a `String` (for tests and headless use).
///
/// ```swift
/// var document = PlainTextDocument("hello world")
/// var job = TextEditJob(.make, edits: [TextEdit(offset: 0, removed: .inDocument(count: 5),
///                                               inserted: "goodbye", selectionBefore: 0..<5)])
/// job.finish(in: &document)   // document.text == "goodbye world"
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

/// A document held in a `String`.
///
/// ```swift
/// var document = PlainTextDocument("🇫🇷 ok")
/// document.characters(in: 0..<2)   // "🇫🇷": offsets count Unicode scalars
/// ```
public struct PlainTextDocument: TextDocument, Sendable {
    /// The whole text.
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public func characters(in range: Range<Int>) -> String {
        let scalars = text.unicodeScalars
        let start = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
        return String(scalars[start..<scalars.index(start, offsetBy: range.count)])
    }

    public mutating func deleteCharacters(in range: Range<Int>) {
        let start = text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: range.lowerBound)
        text.unicodeScalars.removeSubrange(start..<text.unicodeScalars.index(start, offsetBy: range.count))
    }

    public mutating func insert(_ piece: Substring, count: Int, at offset: Int) {
        text.unicodeScalars.insert(contentsOf: piece.unicodeScalars,
                                   at: text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: offset))
    }
}
