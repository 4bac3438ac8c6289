/// Why a text widget refused text it was asked to paste.
public enum PasteRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is longer than the widget takes: its `maximumPasteLength`,
    /// or the room left in a text field (65,534 UTF-8 bytes in all).
    case tooLong(byteCount: Int, limit: Int)
    /// The text takes more UTF-8 bytes than the text field has room for
    /// (a GtkEntry holds 65,534 bytes).
    case doesNotFit(byteCount: Int, room: Int)
    /// The user stopped the paste (Esc); the text is as it was.
    case stopped

    public var description: String {
        switch self {
        case .tooLong(let bytes, let limit):
            return "the text is \(bytes) bytes long, more than the \(limit) characters the field can take"
        case .doesNotFit(let bytes, let room):
            return "the text is \(bytes) bytes long, and the field has room for \(room) more (it holds 65,534 bytes)"
        case .stopped:
            return "the paste was stopped; the text is as it was"
        }
    }
}
