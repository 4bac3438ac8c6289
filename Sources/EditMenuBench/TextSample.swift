import Foundation

/// The text the text benchmarks paste: lines mixing Latin with diacritics,
/// CJK, Hebrew and Arabic (right to left), flags, a ZWJ family emoji and
/// combining marks — what real documents hold, and the hardest for
/// GTK's layout and for code that counts characters.
enum TextSample {
    /// The pieces, in the order they repeat; the last ends a line.
    static let pieces = [
        "The quick brown fox jumps over the lazy dog. ", "Größe und Übermut, ", "日本語のテキストと中文字符, ",
        "עברית וערבית العربية ", "🇫🇷 flags 👨‍👩‍👧 family, ", "e\u{301} combining ", "0123456789\n",
    ]

    /// Mixed text of exactly `bytes` UTF-8 bytes, or one scalar fewer where
    /// the last one would not fit whole.
    static func mixed(bytes: Int) -> [UInt8] {
        let line = Array(pieces.joined().utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes)
        while text.count + line.count <= bytes { text += line }
        text += line.prefix(bytes - text.count)
        // A scalar cut short at the end goes whole: find its lead byte (not
        // 10xxxxxx) and the length that byte announces.
        var lead = text.count - 1
        while lead > 0, text[lead] & 0xC0 == 0x80 { lead -= 1 }
        if lead >= 0, !text.isEmpty {
            let byte = text[lead]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            if text.count - lead < length { text.removeSubrange(lead...) }
        }
        return text
    }

    /// Writes `mixed(bytes:)` to `path`; returns how many scalars it holds
    /// (the characters GTK counts).
    @discardableResult
    static func write(bytes: Int, to path: String) throws -> Int {
        let text = mixed(bytes: bytes)
        try Data(text).write(to: URL(fileURLWithPath: path))
        return text.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
