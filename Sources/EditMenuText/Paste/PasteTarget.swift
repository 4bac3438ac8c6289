/// What a paste replaces.
public enum PasteTarget: Sendable {
    /// The selection, or nothing at the caret.
    case selection
    /// The whole text (a field whose Paste replaces what it holds).
    case allText
}
