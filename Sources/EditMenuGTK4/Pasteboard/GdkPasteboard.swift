import EditMenu
import Foundation
import GtkKit4

/// A pasteboard over one of the display's clipboards (`GdkClipboard`):
/// CLIPBOARD for `.general`, PRIMARY for `.selection`. What another
/// application offers is known at once from GDK's formats (text, and any
/// other MIME type); the data itself is read asynchronously, as sent.
///
/// ```swift
/// Pasteboards.general.setString("Hello")
/// let text = try await Pasteboards.general.string()
/// ```
@MainActor
public final class GdkPasteboard: Pasteboard {
    public let name: PasteboardName
    public private(set) var changeCount = 0
    private let clipboard: Gdk.Clipboard
    /// What this process offered last, while it still owns the clipboard.
    private var offered: [PasteboardItem] = []
    /// The provider GDK serves `offered` from: while the clipboard's content
    /// is this one, the clipboard holds our items (a GtkText that takes
    /// PRIMARY for its selection is local too, but not ours).
    private var offeredContent: Gdk.ContentProvider?
    /// True while GDK takes our items: it says "changed" before it returns.
    private var isOffering = false

    private static var installed: [PasteboardName: GdkPasteboard] = [:]

    /// The pasteboard called `name`, once GTK has a display; nil before (or
    /// for a name GTK has no clipboard for).
    static func named(_ name: PasteboardName) -> GdkPasteboard? { installed[name] }

    /// Makes the display's clipboards the well-known pasteboards.
    static func install() {
        guard installed.isEmpty, let display = Gdk.Display.default else { return }
        let general = GdkPasteboard(name: .general, clipboard: display.clipboard)
        let selection = GdkPasteboard(name: .selection, clipboard: display.primaryClipboard)
        installed[.general] = general
        installed[.selection] = selection
        X11LargeTransfers.serve(general, selection: "CLIPBOARD", on: display)
        X11LargeTransfers.serve(selection, selection: "PRIMARY", on: display)
    }

    private init(name: PasteboardName, clipboard: Gdk.Clipboard) {
        self.name = name
        self.clipboard = clipboard
        clipboard.connect(.changed) { @MainActor [weak self] in self?.clipboardChanged() }
    }

    /// Whether the clipboard holds what this pasteboard offered last.
    private var holdsOurItems: Bool {
        if isOffering { return true }
        guard let offeredContent, let content = clipboard.content else { return false }
        return content == offeredContent
    }

    private func clipboardChanged() {
        changeCount += 1
        if !holdsOurItems {
            offered = []
            offeredContent = nil
        }
        NotificationCenter.default.post(name: Pasteboards.changedNotification, object: self)
    }

    public var types: [PasteboardType] {
        if holdsOurItems { return offered.flatMap(\.types) }
        // Text as one type, read as UTF-8 whatever form it is offered in;
        // every other type as offered (a tile another process copied).
        let others = clipboard.mimeTypes.map(PasteboardType.init(rawValue:)).filter { !$0.isText }
        return (clipboard.offersText ? [.utf8PlainText] : []) + others
    }

    public var numberOfItems: Int { holdsOurItems ? offered.count : (types.isEmpty ? 0 : 1) }

    public func items() async throws -> [PasteboardItem] {
        if holdsOurItems { return offered }
        guard let text = try await clipboard.readText() else { return [] }
        return [PasteboardItem(string: text)]
    }

    public func data(forType type: PasteboardType) async throws -> Data? {
        try await data(forType: type, limit: .max)
    }

    /// The bytes of `type` exactly as the owner sends them (NULs and invalid
    /// UTF-8 included, for the paste checks to see), read without blocking
    /// and no further than `limit` bytes.
    public func data(forType type: PasteboardType, limit: Int) async throws -> Data? {
        if holdsOurItems {
            guard let data = offered.lazy.compactMap({ $0.data(forType: type) }).first else { return nil }
            guard data.count <= limit else { throw PasteboardError.tooLarge(byteCount: data.count, limit: limit) }
            return data
        }
        // GDK names UTF-8 text (X11's UTF8_STRING) by its MIME type.
        let mimeTypes = type.isText ? ["text/plain;charset=utf-8", "text/plain"] : [type.rawValue]
        do {
            return try await clipboard.readData(mimeTypes, limit: limit)
        } catch let failure as Gdk.Clipboard.ReadFailure {
            let error = switch failure {
            case .tooLarge(let byteCount, let limit): PasteboardError.tooLarge(byteCount: byteCount, limit: limit)
            case .ownerChanged: PasteboardError.ownerVanished
            case .ownerSilent(let seconds): PasteboardError.ownerDidNotAnswer(pasteboard: clipboardName, seconds: seconds)
            }
            Log.warning("reading \(type) from \(clipboardName): \(error)")
            throw error
        }
    }

    /// Offers the first item's text; GDK serves it in every text form asked for.
    public func setItems(_ items: [PasteboardItem], options: PasteboardOptions) {
        let text = items.lazy.compactMap { try? $0.string() }.first ?? nil
        offered = items
        // Every type the items have, text as GTK offers a string; a type
        // two items share is offered once, the first item's.
        var data: [(mimeType: String, bytes: Data)] = []
        for item in items {
            for type in item.types where !type.isText && !data.contains(where: { $0.mimeType == type.rawValue }) {
                if let bytes = item.data(forType: type) { data.append((type.rawValue, bytes)) }
            }
        }
        isOffering = true
        defer { isOffering = false }
        offeredContent = clipboard.setContent(text: text ?? (data.isEmpty ? "" : nil), data: data)
    }

    /// The bytes another X11 client gets for `target` exactly as they are:
    /// UTF-8 text for the UTF-8 targets, any other type's data as offered;
    /// nil while the clipboard holds something else, and for targets GDK
    /// converts (STRING, TEXT). What ``X11LargeTransfers`` serves itself.
    func unconvertedData(forTarget target: String) -> Data? {
        guard holdsOurItems else { return nil }
        if Self.utf8TextTargets.contains(target) {
            return offered.lazy.compactMap { try? $0.string() }.first.map { Data($0.utf8) }
        }
        return offered.lazy.compactMap { $0.data(forType: PasteboardType(rawValue: target)) }.first
    }

    /// The clipboard's name as X11 and the log say it.
    private var clipboardName: String { name == .selection ? "PRIMARY" : "CLIPBOARD" }

    /// The X11 targets of UTF-8 text, which need no conversion.
    private static let utf8TextTargets: Set<String> = ["UTF8_STRING", "text/plain;charset=utf-8"]
}
