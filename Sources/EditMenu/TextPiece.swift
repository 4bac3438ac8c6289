/// Text that a ``TextEdit`` took out or put in, as a history keeps it: the
/// characters themselves, or only how many there are, when the document
/// holds them.
///
/// A history needs to hold only what the document no longer has. The text
/// an edit inserted is in the document for as long as the edit is not
/// undone, so an undo step keeps its length, and the characters are read
/// back from the document when the step is undone (then the redo step holds
/// them, and what the undo put back is the document's). Each text is held
/// once: pasting 100 MB adds nothing to the history, and deleting it adds
/// the 100 MB that left the document.
///
/// ```swift
/// let pasted = TextPiece("🇫🇷 bonjour")   // held: 2 + 8 scalars
/// pasted.count                              // 10
/// TextPiece.inDocument(count: 10).text      // nil: read it from the document
/// ```
public struct TextPiece: Hashable, Sendable {
    /// How many Unicode scalars (code points, as GTK counts) the text has.
    public let count: Int
    /// The characters, or nil when the document holds them.
    public let text: String?

    /// Holds `text`.
    public init(_ text: String) {
        self.init(text, count: text.unicodeScalars.count)
    }

    /// Holds `text`, whose length in Unicode scalars the caller knows
    /// (counting 100 MB again takes a while).
    public init(_ text: String, count: Int) {
        precondition(count >= 0, "a text piece has a length of zero or more")
        self.count = count
        self.text = text
    }

    private init(inDocumentCount count: Int) {
        self.count = count
        text = nil
    }

    /// `count` scalars that the document holds where the edit is (no
    /// scalars at all are ``empty``).
    public static func inDocument(count: Int) -> TextPiece {
        count == 0 ? .empty : TextPiece(inDocumentCount: count)
    }

    /// No text.
    public static let empty = TextPiece("", count: 0)

    /// Whether the piece has no characters.
    public var isEmpty: Bool { count == 0 }

    /// Whether the characters are held here (rather than in the document).
    public var isHeld: Bool { text != nil }

    /// The bytes this piece holds: its text's UTF-8, or nothing.
    public var heldByteCount: Int { text?.utf8.count ?? 0 }
}

extension TextPiece: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
