import Foundation

/// The name of a pasteboard.
public struct PasteboardName: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The system clipboard (X11/GTK CLIPBOARD).
    public static let general = PasteboardName("general")
    /// The PRIMARY selection (X11, or Wayland's primary-selection protocol): what is
    /// selected, pasted with a middle click.
    public static let selection = PasteboardName("selection")
}

/// How contents are put on a pasteboard (UIPasteboard.OptionsKey).
public struct PasteboardOptions: Sendable, Equatable {
    /// Keep the contents in this application: not offered to other applications or a
    /// clipboard manager.
    public var localOnly: Bool
    /// After this date the pasteboard reads as empty.
    public var expirationDate: Date?

    public init(localOnly: Bool = false, expirationDate: Date? = nil) {
        self.localOnly = localOnly
        self.expirationDate = expirationDate
    }
}

/// A pasteboard: the UIPasteboard of this library.
///
/// What is offered (``types``) is known without reading anything, so menus can decide
/// whether Paste is available at once; the contents are read asynchronously, because the
/// system clipboard's owner is another process (GTK's requests are asynchronous).
///
/// ```swift
/// let pasteboard = Pasteboards.general
/// pasteboard.setString("Hello")
/// if pasteboard.hasStrings {
///     let text = try await pasteboard.string()   // "Hello"
/// }
/// pasteboard.setItems([PasteboardItem([tileType: tileData])],
///                     options: PasteboardOptions(localOnly: true))
/// ```
@MainActor
public protocol Pasteboard: AnyObject {
    /// The pasteboard's name.
    var name: PasteboardName { get }

    /// Increases whenever the contents change, by this application or another.
    var changeCount: Int { get }

    /// The types offered, over all items, without reading any contents.
    var types: [PasteboardType] { get }

    /// How many items there are.
    var numberOfItems: Int { get }

    /// Reads every item with all its representations.
    func items() async throws -> [PasteboardItem]

    /// Reads the data of `type` from the first item that has it; nil when none does.
    func data(forType type: PasteboardType) async throws -> Data?

    /// ``data(forType:)`` refusing more than `limit` bytes with
    /// `PasteboardError.tooLarge`: a pasteboard that can tell the size first
    /// (another application's, announced before the transfer) refuses
    /// without reading it all. By default, reads and then checks.
    func data(forType type: PasteboardType, limit: Int) async throws -> Data?

    /// The types offered, once the owner has said what it offers; throws
    /// `PasteboardError.ownerDidNotAnswer` when it never said, so a paste
    /// can tell "did not answer" from "offers nothing". By default, ``types``.
    func answeredTypes() async throws -> [PasteboardType]

    /// Replaces the contents with `items`.
    func setItems(_ items: [PasteboardItem], options: PasteboardOptions)
}

// MARK: - Defaults

extension Pasteboard {
    /// Reads the data, then refuses it when it is over `limit` bytes.
    ///
    /// ```swift
    /// let text = try await pasteboard.data(forType: .utf8PlainText, limit: 65_536)
    /// ```
    public func data(forType type: PasteboardType, limit: Int) async throws -> Data? {
        guard let data = try await data(forType: type) else { return nil }
        guard data.count <= limit else { throw PasteboardError.tooLarge(byteCount: data.count, limit: limit) }
        return data
    }

    /// What is offered now: a pasteboard in this process always knows.
    ///
    /// ```swift
    /// let types = try await pasteboard.answeredTypes()
    /// ```
    public func answeredTypes() async throws -> [PasteboardType] { types }
}

// MARK: - Offered types (no content read)

extension Pasteboard {
    /// Whether any of `types` is offered.
    public func contains(types: [PasteboardType]) -> Bool {
        let offered = self.types
        return types.contains { offered.contains($0) }
    }

    /// Whether text is offered.
    public var hasStrings: Bool { types.contains(where: \.isText) }
    /// Whether an image is offered.
    public var hasImages: Bool { types.contains(where: \.isImage) }
    /// Whether URLs are offered.
    public var hasURLs: Bool { types.contains(where: \.isURLList) }
}

// MARK: - Reading

extension Pasteboard {
    /// The first item's text, nil when no text is offered. Large text is
    /// decoded on another thread (validating 100 MB takes a tenth of a
    /// second), so the main loop keeps turning.
    public func string() async throws -> String? {
        guard let type = PasteboardType.preferredTextType(in: types),
              let data = try await data(forType: type) else { return nil }
        guard data.count > PasteboardItem.offMainDecodingThreshold else { return try PasteboardItem.decodeUTF8(data, type: type) }
        return try await Task.detached(priority: .userInitiated) { try PasteboardItem.decodeUTF8(data, type: type) }.value
    }

    /// The text of every item that has some.
    public func strings() async throws -> [String] {
        try await items().compactMap { try $0.string() }
    }

    /// The first PNG image's bytes (the model has no image type; decode them as you like).
    public func image() async throws -> Data? {
        try await data(forType: .png)
    }

    /// Every item's PNG bytes.
    public func images() async throws -> [Data] {
        try await items().compactMap(\.png)
    }

    /// The first URL offered.
    public func url() async throws -> URL? {
        try await urls().first
    }

    /// Every URL of every item.
    public func urls() async throws -> [URL] {
        try await items().flatMap { try $0.urls() }
    }
}

// MARK: - Writing (never blocks)

extension Pasteboard {
    /// Replaces the contents with `items`, with default options.
    public func setItems(_ items: [PasteboardItem]) {
        setItems(items, options: PasteboardOptions())
    }

    /// Replaces the contents with one text item; nil empties the pasteboard.
    public func setString(_ string: String?) {
        setItems(string.map { [PasteboardItem(string: $0)] } ?? [])
    }

    /// Replaces the contents with one text item per string.
    public func setStrings(_ strings: [String]) {
        setItems(strings.map { PasteboardItem(string: $0) })
    }

    /// Replaces the contents with one PNG image.
    public func setImage(png: Data) {
        setItems([PasteboardItem(png: png)])
    }

    /// Replaces the contents with one URL (offered as URI list and as text).
    public func setURL(_ url: URL) {
        setItems([PasteboardItem(url: url)])
    }

    /// Replaces the contents with one item holding all `urls` as a URI list.
    public func setURLs(_ urls: [URL]) {
        setItems([PasteboardItem(urls: urls)])
    }

    /// Replaces the contents with one item holding `data` as `type`.
    public func setData(_ data: Data, forType type: PasteboardType) {
        setItems([PasteboardItem([type: data])])
    }

    /// Empties the pasteboard.
    public func clear() {
        setItems([])
    }
}

/// Where the app's well-known pasteboards live. In-memory by default; EditMenuGTK replaces
/// them with GtkClipboard-backed ones at start-up.
///
/// ```swift
/// Pasteboards.general.setString("copied")        // CLIPBOARD
/// Pasteboards.selection.setString("selected")    // PRIMARY
/// ```
@MainActor
public enum Pasteboards {
    /// Posted (object: the pasteboard) whenever a pasteboard's ``Pasteboard/changeCount``
    /// goes up, like `UIPasteboard.changedNotification`.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: Pasteboards.changedNotification,
    ///                                        object: nil, queue: nil) { _ in refreshPasteButton() }
    /// ```
    nonisolated public static let changedNotification = Notification.Name("EditMenuPasteboardChanged")

    /// The system clipboard (CLIPBOARD): the configured one
    /// (``EditMenuSystem/Configuration/pasteboard``), else one in memory.
    public static var general: any Pasteboard { pasteboard(.general) }
    /// The PRIMARY selection: the configured one, else one in memory.
    public static var selection: any Pasteboard { pasteboard(.selection) }

    private static func pasteboard(_ name: PasteboardName) -> any Pasteboard {
        EditMenuSystem.configuration.pasteboard(name) ?? InMemoryPasteboard.named(name)
    }
}
