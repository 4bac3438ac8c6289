import Foundation

/// One item on a pasteboard, with several representations keyed by type.
///
/// ```swift
/// let item = PasteboardItem(string: "hello")
/// let both = PasteboardItem([.png: pngData, .utf8PlainText: Data("a picture".utf8)])
/// try both.string()     // "a picture"
/// both.types            // [.png, .utf8PlainText] — sorted by name for a stable order
/// ```
public struct PasteboardItem: Sendable, Hashable {
    /// The representations, keyed by type.
    public var representations: [PasteboardType: Data] {
        didSet { textIsValidUTF8 = false }
    }

    /// Whether the UTF-8 text is known to be valid: it was made from a
    /// `String`, so a pasteboard need not check megabytes of it again.
    package private(set) var textIsValidUTF8 = false

    public init(_ representations: [PasteboardType: Data] = [:]) {
        self.representations = representations
    }

    /// An item holding `string` as UTF-8 text.
    public init(string: String) {
        self.init([.utf8PlainText: Data(string.utf8)])
        textIsValidUTF8 = true
    }

    public static func == (lhs: PasteboardItem, rhs: PasteboardItem) -> Bool {
        lhs.representations == rhs.representations
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(representations)
    }

    /// An item holding `string` as UTF-8 text and `other` representations
    /// besides (styled text, say).
    public init(string: String, with other: [PasteboardType: Data]) {
        var representations = other
        representations[.utf8PlainText] = Data(string.utf8)
        self.init(representations)
        textIsValidUTF8 = true
    }

    /// An item holding `utf8`, which the caller knows to be valid UTF-8 (text
    /// read out of a GTK widget), and `other` representations besides.
    package init(validUTF8 utf8: Data, with other: [PasteboardType: Data] = [:]) {
        var representations = other
        representations[.utf8PlainText] = utf8
        self.init(representations)
        textIsValidUTF8 = true
    }

    /// An item holding PNG-encoded image bytes.
    public init(png: Data) {
        self.init([.png: png])
    }

    /// An item holding `urls` as a URI list.
    public init(urls: [URL]) {
        self.init([.uriList: Self.uriListData(urls)])
    }

    /// An item holding one URL (as a URI list and as text, so text fields can paste it).
    public init(url: URL) {
        self.init([.uriList: Self.uriListData([url]), .utf8PlainText: Data(url.absoluteString.utf8)])
    }

    /// The types present, sorted by name so the order does not depend on hashing.
    public var types: [PasteboardType] {
        representations.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// The data of `type`, if present.
    public func data(forType type: PasteboardType) -> Data? {
        representations[type]
    }

    /// The text of this item, preferring UTF-8; nil when it holds no text.
    /// Throws ``PasteboardError/invalidUTF8(_:)`` for undecodable bytes.
    public func string() throws -> String? {
        guard let type = PasteboardType.preferredTextType(in: types), let data = representations[type] else {
            return nil
        }
        return try Self.decodeUTF8(data, type: type)
    }

    /// The PNG bytes of this item, if any.
    public var png: Data? { representations[.png] }

    /// The URLs of this item's URI list (comments and blank lines skipped).
    public func urls() throws -> [URL] {
        guard let data = representations[.uriList] else { return [] }
        let text = try Self.decodeUTF8(data, type: .uriList)
        return text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .compactMap { URL(string: $0) }
    }

    /// Text up to this size is decoded where the caller is (well under a
    /// millisecond); bigger text goes to a detached task, as validating tens
    /// of megabytes of UTF-8 takes longer than a frame.
    package static let offMainDecodingThreshold = 256 << 10

    static func decodeUTF8(_ data: Data, type: PasteboardType) throws -> String {
        // String(decoding:) would silently repair bad bytes; a paste must not invent text.
        guard let string = String(data: data, encoding: .utf8) else { throw PasteboardError.invalidUTF8(type) }
        return string
    }

    static func uriListData(_ urls: [URL]) -> Data {
        Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
    }
}
