/// Why `text/html` from the clipboard was not read: the caller pastes the
/// plain text offered beside it instead, or, with none, says why nothing
/// went in (its ``description`` is written for that message).
///
/// HTML is refused only for its encoding or its length: markup, however
/// broken, always reads to text (see ``HTMLReader``).
///
/// ```swift
/// do { styled = try HTMLReader(maximumLength: room).read(data).styled }
/// catch { Log.message("HTML on the clipboard not read (\(error)); pasting its plain text") }
/// ```
package enum HTMLReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not valid UTF-8 and declare no charset this reader
    /// decodes (a paste never invents characters to repair them).
    case invalidUTF8
    /// The bytes look like UTF-16 (a byte-order mark, or NULs in every
    /// other byte) but hold a lone surrogate.
    case invalidUTF16
    /// The bytes are not valid UTF-8, and the charset they declare is one
    /// this reader does not decode (only UTF-8, UTF-16 and Windows-1252 /
    /// ISO-8859-1 / ASCII are).
    case unsupportedCharset(String)
    /// Its text is longer than `limit` code points, the most the paste takes.
    case tooLong(limit: Int)

    package var description: String {
        switch self {
        case .invalidUTF8: "its HTML is not valid UTF-8 and declares no charset that could be read"
        case .invalidUTF16: "its HTML is UTF-16 with an unpaired surrogate"
        case .unsupportedCharset(let label): "its HTML is in the charset \"\(label)\", which cannot be read"
        case .tooLong(let limit): "its HTML holds more than the \(limit) characters the paste can take"
        }
    }
}
