import EditMenu
import Foundation

/// Text from a pasteboard made fit for a text widget: valid UTF-8, no longer than the
/// widget accepts, and without NUL characters.
///
/// Another application decides what is on the clipboard, so a paste can bring 50 MB or
/// embedded NULs. A GtkEntry holds 65,534 UTF-8 bytes and cuts longer text short without
/// a word, and GTK takes C strings (a NUL silently ends the text), so the widget checks
/// first. Big data is decoded in a detached task: validating tens of megabytes of UTF-8
/// on the main actor would stall the loop.
///
/// ```swift
/// let pasted = try await PastedText.decoding(data, as: .utf8PlainText, maximumLength: 65_536)
/// field.replaceSelection(with: pasted.text)
/// if pasted.removedNULs > 0 { log("\(pasted.removedNULs) NUL characters removed") }
/// ```
public struct PastedText: Sendable, Equatable {
    /// The text to insert.
    public var text: String
    /// How many NUL characters were taken out of it.
    public var removedNULs: Int
    /// Its length in Unicode scalars, as GTK counts characters.
    public var count: Int

    /// Data up to this size is decoded where the caller is; anything bigger
    /// goes to a detached task.
    package static let offMainThreshold = PasteboardItem.offMainDecodingThreshold

    /// Checks `string` against `maximumLength` (in characters as GTK counts them: Unicode
    /// scalars) and removes its NULs.
    public init(checking string: String, maximumLength: Int) throws(PasteRefusal) {
        let bytes = string.utf8.count
        // A scalar is 1-4 UTF-8 bytes: far too long is decided without counting.
        if bytes > maximumLength, bytes / 4 > maximumLength { throw .tooLong(byteCount: bytes, limit: maximumLength) }
        var count = 0, nuls = 0
        for scalar in string.unicodeScalars {
            count += 1
            if scalar == "\0" { nuls += 1 }
        }
        guard count - nuls <= maximumLength else { throw .tooLong(byteCount: bytes, limit: maximumLength) }
        guard nuls > 0 else {
            self.init(text: string, removedNULs: 0, count: count)
            return
        }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: string.unicodeScalars.lazy.filter { $0 != "\0" })
        self.init(text: String(kept), removedNULs: nuls, count: count - nuls)
    }

    package init(text: String, removedNULs: Int, count: Int) {
        self.text = text
        self.removedNULs = removedNULs
        self.count = count
    }

    /// Decodes UTF-8 `data` (of `type`, for messages) and checks it, without decoding at
    /// all when it is too long by its byte count alone. Runs where it is called.
    package static func decode(_ data: Data, as type: PasteboardType, maximumLength: Int) throws -> PastedText {
        if data.count / 4 > maximumLength { throw PasteRefusal.tooLong(byteCount: data.count, limit: maximumLength) }
        // Never repaired: a paste must not invent characters.
        guard let string = String(validating: data, as: UTF8.self) else { throw PasteboardError.invalidUTF8(type) }
        return try PastedText(checking: string, maximumLength: maximumLength)
    }

    /// `decode(_:as:maximumLength:)`, in a detached task when `data` is big, so the
    /// caller's actor (the main one, for a text field) keeps running.
    public static func decoding(_ data: Data, as type: PasteboardType, maximumLength: Int) async throws -> PastedText {
        guard data.count > offMainThreshold else { return try decode(data, as: type, maximumLength: maximumLength) }
        return try await Task.detached(priority: .userInitiated) {
            try decode(data, as: type, maximumLength: maximumLength)
        }.value
    }
}
