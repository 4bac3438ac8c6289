import Foundation

/// A pasteboard kept in this process: the default ``Pasteboards/general`` until a platform
/// one replaces it, named pasteboards, and the pasteboard of tests.
///
/// ```swift
/// let pasteboard = InMemoryPasteboard.withUniqueName()
/// pasteboard.setItems([PasteboardItem(string: "hi")],
///                     options: PasteboardOptions(expirationDate: Date().addingTimeInterval(60)))
/// pasteboard.hasStrings                 // true
/// try await pasteboard.string()         // "hi"
/// InMemoryPasteboard.remove(name: pasteboard.name)
/// ```
@MainActor
public final class InMemoryPasteboard: Pasteboard {
    public let name: PasteboardName
    /// Counts every change of contents, including expiry.
    ///
    /// Reading never changes the pasteboard: contents past their expiration date read as
    /// empty and count as one change from that moment; they are dropped at the next write.
    public var changeCount: Int { storedChangeCount + (hasExpired ? 1 : 0) }

    private var storedChangeCount = 0 {
        didSet { NotificationCenter.default.post(name: Pasteboards.changedNotification, object: self) }
    }

    /// The options the current contents were set with.
    public var options: PasteboardOptions { hasExpired ? PasteboardOptions() : storedOptions }
    private var storedOptions = PasteboardOptions()

    /// The largest representation a read returns; bigger ones throw
    /// ``PasteboardError/tooLarge(byteCount:limit:)``. Nil: no limit.
    public var readLimit: Int?

    /// The clock used for `expirationDate`; replaceable so tests need not sleep.
    public var now: @MainActor () -> Date = { Date() }

    private var storedItems: [PasteboardItem] = []

    /// A pasteboard not in the registry (see ``named(_:)`` for shared ones).
    public init(name: PasteboardName) {
        self.name = name
    }

    // MARK: Registry

    private static var registry: [PasteboardName: InMemoryPasteboard] = [:]

    /// The pasteboard called `name`, created on first use; the same object every time.
    public static func named(_ name: PasteboardName) -> InMemoryPasteboard {
        if let existing = registry[name] { return existing }
        let pasteboard = InMemoryPasteboard(name: name)
        registry[name] = pasteboard
        return pasteboard
    }

    /// A new registered pasteboard with a name nobody else has.
    public static func withUniqueName() -> InMemoryPasteboard {
        named(PasteboardName("unique-\(UUID().uuidString)"))
    }

    /// Forgets the pasteboard called `name`; ``named(_:)`` then makes a fresh, empty one.
    public static func remove(name: PasteboardName) {
        registry[name] = nil
    }

    // MARK: Contents

    /// The current items, without the async read path (the in-memory store cannot block).
    public var currentItems: [PasteboardItem] { hasExpired ? [] : storedItems }

    public var types: [PasteboardType] {
        var seen = Set<PasteboardType>()
        return currentItems.flatMap(\.types).filter { seen.insert($0).inserted }
    }

    public var numberOfItems: Int { currentItems.count }

    /// Whether the current contents are limited to this application.
    public var isLocalOnly: Bool { options.localOnly }

    public func items() async throws -> [PasteboardItem] {
        let items = currentItems
        for item in items {
            for data in item.representations.values { try checkSize(data) }
        }
        return items
    }

    public func data(forType type: PasteboardType) async throws -> Data? {
        guard let data = currentItems.lazy.compactMap({ $0.data(forType: type) }).first else { return nil }
        try checkSize(data)
        return data
    }

    public func setItems(_ items: [PasteboardItem], options: PasteboardOptions) {
        let expiry = hasExpired ? 1 : 0   // counted already; now made real
        storedItems = items
        storedOptions = options
        storedChangeCount += expiry + 1
    }

    private func checkSize(_ data: Data) throws {
        if let readLimit, data.count > readLimit {
            throw PasteboardError.tooLarge(byteCount: data.count, limit: readLimit)
        }
    }

    private var hasExpired: Bool {
        storedOptions.expirationDate.map { now() >= $0 } ?? false
    }
}
