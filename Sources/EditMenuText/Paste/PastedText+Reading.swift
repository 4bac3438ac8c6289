import EditMenu
import Foundation

extension PastedText {
    /// The text a paste from `pasteboard` would insert into a text widget that
    /// takes at most `maximumLength` characters, without NULs; nil when no text
    /// is offered. Never blocks the main loop: it waits for the owner
    /// asynchronously (a pasteboard of another application
    /// says when its owner never answered) and decodes big text off the main actor. TextField and TextView
    /// paste through it.
    ///
    /// ```swift
    /// guard let pasted = try await PastedText.read(from: Pasteboards.general, maximumLength: 4_096) else { return }
    /// field.replaceSelection(with: pasted.text)
    /// ```
    @MainActor
    public static func read(from pasteboard: any Pasteboard, maximumLength: Int) async throws -> PastedText? {
        // Another application's pasteboard says when its owner never answered,
        // instead of offering nothing.
        let types = try await pasteboard.answeredTypes()
        let textTypes = types.filter(\.isText)
        guard let type = textTypes.first(where: { $0 == .utf8PlainText }) ?? textTypes.first,
              let data = try await textData(from: pasteboard, type: type, maximumLength: maximumLength) else { return nil }
        return try await PastedText.decoding(data, as: type, maximumLength: maximumLength)
    }

    /// The bytes of `type`, no more than `maximumLength` characters can take
    /// (4 UTF-8 bytes each), so text far too long for the widget is refused by
    /// its size (from another application, without being copied or decoded).
    @MainActor
    private static func textData(from pasteboard: any Pasteboard, type: PasteboardType,
                                 maximumLength: Int) async throws -> Data? {
        let (byteLimit, overflow) = maximumLength.multipliedReportingOverflow(by: 4)
        do {
            return try await pasteboard.data(forType: type, limit: overflow ? Int.max : byteLimit)
        } catch PasteboardError.tooLarge(let byteCount, let limit) where limit == byteLimit && !overflow {
            throw PasteRefusal.tooLong(byteCount: byteCount, limit: maximumLength)
        }
    }
}
