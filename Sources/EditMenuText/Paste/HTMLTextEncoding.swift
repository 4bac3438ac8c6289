import Foundation

/// The encodings ``HTMLReader`` reads `text/html` in, and how it tells which
/// one the bytes are in.
///
/// Applications put HTML on the clipboard as UTF-8 (Firefox, Chromium,
/// LibreOffice), some as UTF-16 (Chromium's drags, older Mozilla), with or
/// without a byte-order mark, and a `<meta charset>` may name another
/// charset than the bytes are in. The rule, first match wins:
///
/// 1. A byte-order mark says UTF-8 or UTF-16 (little or big endian).
/// 2. NULs in most odd bytes and in few even ones (or the reverse) are
///    UTF-16 without a mark: HTML's markup is ASCII.
/// 3. Bytes that are valid UTF-8 are UTF-8, whatever they declare: a lying
///    declaration is far likelier than Latin-1 that happens to be valid
///    UTF-8.
/// 4. Otherwise a declared Windows-1252, ISO-8859-1 or ASCII (which the web
///    reads as Windows-1252) is decoded as Windows-1252; any other declared
///    charset is refused, and so is invalid UTF-8 that declares none.
///
/// A document cut short in the middle of a character (a truncated copy)
/// loses that character and reads; anything else invalid is refused whole.
///
/// ```swift
/// let (bytes, encoding) = try HTMLTextEncoding.utf8(from: Data([0xFF, 0xFE, 0x3C, 0x00]))
/// // bytes == Array("<".utf8), encoding == .utf16LittleEndian
/// ```
package enum HTMLTextEncoding: String, Equatable, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
    case windows1252 = "windows-1252"

    /// The bytes of `data` as UTF-8, and the encoding they were read in.
    package static func utf8(from data: Data) throws(HTMLReadError) -> (bytes: [UInt8], encoding: HTMLTextEncoding) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (try validUTF8(Array(bytes.dropFirst(3))), .utf8) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (try utf16(bytes, from: 2, bigEndian: false), .utf16LittleEndian) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (try utf16(bytes, from: 2, bigEndian: true), .utf16BigEndian) }
        if let bigEndian = utf16WithoutMark(bytes) {
            return (try utf16(bytes, from: 0, bigEndian: bigEndian), bigEndian ? .utf16BigEndian : .utf16LittleEndian)
        }
        if let valid = try? validUTF8(bytes) { return (valid, .utf8) }
        guard let label = declaredCharset(in: bytes) else { throw .invalidUTF8 }
        if windows1252Labels.contains(label) { return (windows1252(bytes), .windows1252) }
        if utf8Labels.contains(label) { throw .invalidUTF8 }
        throw .unsupportedCharset(label)
    }

    /// `bytes` when they are UTF-8, without a sequence cut short at the end.
    @_optimize(speed)
    private static func validUTF8(_ bytes: [UInt8]) throws(HTMLReadError) -> [UInt8] {
        if String(validating: bytes, as: UTF8.self) != nil { return bytes }
        // A lead byte in the last three, with fewer bytes after it than it
        // announces: the copy was cut short there.
        guard let lead = bytes.indices.suffix(3).last(where: { bytes[$0] & 0xC0 != 0x80 }),
              bytes[lead] >= 0xC2, bytes[lead] <= 0xF4,
              bytes.endIndex - lead < (bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2),
              String(validating: bytes[..<lead], as: UTF8.self) != nil else { throw .invalidUTF8 }
        return Array(bytes[..<lead])
    }

    /// Whether `bytes` look like UTF-16 without a byte-order mark, and
    /// which byte order: nil when they do not.
    private static func utf16WithoutMark(_ bytes: [UInt8]) -> Bool? {
        let pairs = min(bytes.count / 2, 512)
        guard pairs >= 2 else { return nil }
        var evenNULs = 0, oddNULs = 0
        for pair in 0..<pairs {
            if bytes[2 * pair] == 0 { evenNULs += 1 }
            if bytes[2 * pair + 1] == 0 { oddNULs += 1 }
        }
        if 2 * oddNULs >= pairs, 8 * evenNULs < pairs { return false }
        if 2 * evenNULs >= pairs, 8 * oddNULs < pairs { return true }
        return nil
    }

    /// UTF-16 `bytes` from `start` as UTF-8; a last odd byte or high
    /// surrogate (a copy cut short) is left out.
    @_optimize(speed)
    private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool) throws(HTMLReadError) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count)
        var index = start
        let end = start + (bytes.count - start) / 2 * 2
        func unit(at index: Int) -> UInt32 {
            bigEndian ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]) : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
        }
        while index < end {
            let first = unit(at: index)
            index += 2
            var value = first
            if first >= 0xD800, first < 0xDC00 {
                guard index < end else { break }
                let second = unit(at: index)
                guard second >= 0xDC00, second < 0xE000 else { throw .invalidUTF16 }
                index += 2
                value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if first >= 0xDC00, first < 0xE000 {
                throw .invalidUTF16
            }
            appendUTF8(value, to: &utf8)
        }
        return utf8
    }

    /// The charset a `<meta>` in the first 1,024 bytes declares, lowercased
    /// (`<meta charset="…">` or `content="text/html; charset=…"`), as the
    /// HTML standard's prescan looks for it.
    static func declaredCharset(in bytes: [UInt8]) -> String? {
        let prefix = Array(bytes.prefix(1_024).map(lowercasedASCII))
        var index = 0
        while let meta = firstIndex(of: Array("<meta".utf8), in: prefix, from: index) {
            let tagEnd = prefix[meta...].firstIndex(of: UInt8(ascii: ">")) ?? prefix.endIndex
            if let charset = firstIndex(of: Array("charset".utf8), in: Array(prefix[..<tagEnd]), from: meta) {
                var position = charset + 7
                while position < tagEnd, [UInt8(ascii: " "), UInt8(ascii: "=")].contains(prefix[position]) { position += 1 }
                if position < tagEnd, [UInt8(ascii: "\""), UInt8(ascii: "'")].contains(prefix[position]) { position += 1 }
                let label = prefix[position..<tagEnd].prefix { !" \"';/>".utf8.contains($0) }
                if !label.isEmpty { return String(decoding: label, as: UTF8.self) }
            }
            index = meta + 5
        }
        return nil
    }

    /// What the web reads as Windows-1252 (the WHATWG Encoding Standard's labels).
    private static let windows1252Labels: Set<String> = [
        "windows-1252", "cp1252", "x-cp1252", "iso-8859-1", "iso8859-1", "iso_8859-1", "iso88591", "latin1", "l1",
        "iso-ir-100", "csisolatin1", "ibm819", "cp819", "us-ascii", "ascii", "ansi_x3.4-1968", "iso-8859-1:1987",
    ]
    private static let utf8Labels: Set<String> = ["utf-8", "utf8", "unicode-1-1-utf-8", "utf-16", "utf-16le", "utf-16be"]

    /// Windows-1252 `bytes` as UTF-8. Its 0x80-0x9F are typographic
    /// characters; the five it leaves undefined stay C1 controls, as the
    /// web decodes them.
    @_optimize(speed)
    private static func windows1252(_ bytes: [UInt8]) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 2)
        for byte in bytes {
            if byte < 0x80 { utf8.append(byte) } else { appendUTF8(windows1252Scalar(byte), to: &utf8) }
        }
        return utf8
    }

    /// The code point Windows-1252 gives `byte` (0x80 and up).
    static func windows1252Scalar(_ byte: UInt8) -> UInt32 {
        guard byte >= 0x80, byte < 0xA0 else { return UInt32(byte) }
        let value = c1Characters[Int(byte) - 0x80]
        return value == 0 ? UInt32(byte) : value
    }

    private static let c1Characters: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
    ]

    /// Appends code point `value` (a scalar value) as UTF-8.
    static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6)); bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12)); bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18)); bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F)); bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }

    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Where `needle` first occurs in `haystack` at or after `start`.
    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        for index in start...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
        }
        return nil
    }
}
