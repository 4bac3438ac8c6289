import Foundation

/// The type of one representation of a pasteboard item: a MIME-like name, which is also
/// what GTK calls a clipboard target.
///
/// ```swift
/// let tile = PasteboardType("application/x-edit-menu-color-tile")
/// let item = PasteboardItem([.utf8PlainText: Data("red".utf8), tile: tileData])
/// ```
public struct PasteboardType: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    /// UTF-8 text; what strings are written as.
    public static let utf8PlainText = PasteboardType("text/plain;charset=utf-8")
    /// Text without a declared charset; read as UTF-8.
    public static let plainText = PasteboardType("text/plain")
    /// A PNG image.
    public static let png = PasteboardType("image/png")
    /// A list of URIs, one per line (RFC 2483), CRLF-separated.
    public static let uriList = PasteboardType("text/uri-list")

    // X11 clipboard owners often offer only these atom-named text targets.
    static let x11TextTargets: Set<String> = ["UTF8_STRING", "STRING", "TEXT", "COMPOUND_TEXT"]

    /// Whether the type holds text (`text/plain…` or an X11 text target).
    public var isText: Bool {
        rawValue.hasPrefix("text/plain") || Self.x11TextTargets.contains(rawValue)
    }

    /// Whether the type holds an image (`image/…`).
    public var isImage: Bool { rawValue.hasPrefix("image/") }

    /// Whether the type holds URLs.
    public var isURLList: Bool { self == .uriList }

    /// Text types in the order they are preferred when reading a string.
    static func preferredTextType(in types: [PasteboardType]) -> PasteboardType? {
        if types.contains(.utf8PlainText) { return .utf8PlainText }
        if let utf8 = types.first(where: { $0.rawValue == "UTF8_STRING" }) { return utf8 }
        return types.first(where: \.isText)
    }
}
