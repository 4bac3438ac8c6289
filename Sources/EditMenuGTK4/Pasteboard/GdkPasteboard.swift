import EditMenu
import Foundation
import GtkKit4

/// A pasteboard over one of the display's clipboards (`GdkClipboard`):
/// CLIPBOARD for `.general`, PRIMARY for `.selection`. Text only, so far:
/// what is offered is known at once from GDK's formats, the text itself is
/// read asynchronously.
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

    private static var installed: [PasteboardName: GdkPasteboard] = [:]

    /// The pasteboard called `name`, once GTK has a display; nil before (or
    /// for a name GTK has no clipboard for).
    static func named(_ name: PasteboardName) -> GdkPasteboard? { installed[name] }

    /// Makes the display's clipboards the well-known pasteboards.
    static func install() {
        guard installed.isEmpty, let display = Gdk.Display.default else { return }
        installed[.general] = GdkPasteboard(name: .general, clipboard: display.clipboard)
        installed[.selection] = GdkPasteboard(name: .selection, clipboard: display.primaryClipboard)
    }

    private init(name: PasteboardName, clipboard: Gdk.Clipboard) {
        self.name = name
        self.clipboard = clipboard
        clipboard.connect(.changed) { @MainActor [weak self] in self?.clipboardChanged() }
    }

    private func clipboardChanged() {
        changeCount += 1
        if !clipboard.isLocal { offered = [] }
        NotificationCenter.default.post(name: Pasteboards.changedNotification, object: self)
    }

    public var types: [PasteboardType] {
        if clipboard.isLocal { return offered.flatMap(\.types) }
        return clipboard.offersText ? [.utf8PlainText] : []
    }

    public var numberOfItems: Int { clipboard.isLocal ? offered.count : (types.isEmpty ? 0 : 1) }

    public func items() async throws -> [PasteboardItem] {
        if clipboard.isLocal { return offered }
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
        if clipboard.isLocal {
            guard let data = offered.lazy.compactMap({ $0.data(forType: type) }).first else { return nil }
            guard data.count <= limit else { throw PasteboardError.tooLarge(byteCount: data.count, limit: limit) }
            return data
        }
        // GDK names UTF-8 text (X11's UTF8_STRING) by its MIME type.
        let mimeTypes = type.isText ? ["text/plain;charset=utf-8", "text/plain"] : [type.rawValue]
        do {
            return try await clipboard.readData(mimeTypes, limit: limit)
        } catch Gdk.Clipboard.ReadFailure.tooLarge(let byteCount, let limit) {
            throw PasteboardError.tooLarge(byteCount: byteCount, limit: limit)
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
        clipboard.setContent(text: text ?? (data.isEmpty ? "" : nil), data: data)
    }
}
