/// A start or end tag as HTML's tokenizer reads it, with the attributes
/// ``HTMLReader`` uses (`style`, `alt`, `hidden`), their character
/// references decoded; a duplicate attribute is ignored, as browsers do.
///
/// ```swift
/// let tag = HTMLTag.read(Array("<b style='font-weight:normal'>".utf8), at: 1)
/// // tag?.name == "b", tag?.style == Array("font-weight:normal".utf8), tag?.end == 30
/// ```
struct HTMLTag {
    var name: String
    /// The `style` attribute's UTF-8.
    var style: [UInt8]?
    var alt: String?
    var hidden = false
    /// Ends in `/>` (which HTML heeds only in SVG and MathML).
    var selfClosing = false
    /// The index after its `>`.
    var end: Int

    /// The tag whose name starts at `start`; nil when the input ends
    /// before its `>` (a truncated document: the tag is not read).
    @_optimize(speed)
    static func read(_ bytes: [UInt8], at start: Int) -> HTMLTag? {
        var index = start
        while index < bytes.count, !isNameEnd(bytes[index]) { index += 1 }
        var name: [UInt8] = []
        name.reserveCapacity(index - start)
        for offset in start..<index { name.append(HTMLTextEncoding.lowercasedASCII(bytes[offset])) }
        var tag = HTMLTag(name: String(decoding: name, as: UTF8.self), end: index)
        var seenStyle = false, seenAlt = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                tag.end = index + 1
                return tag
            }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                tag.selfClosing = byte == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">")
                index += 1
                continue
            }
            // A name: its first character may be `=`.
            let nameStart = index
            index += 1
            while index < bytes.count, !isNameEnd(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = nameStart..<index
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            var value = index..<index
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let close = bytes.index(of: quote, from: index + 1) else { return nil }
                    value = (index + 1)..<close
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = valueStart..<index
                }
            }
            // Only the first of a name counts, as in browsers.
            if !seenStyle, matches(bytes, name, "style") {
                seenStyle = true
                tag.style = decoded(bytes, value)
            } else if !seenAlt, matches(bytes, name, "alt") {
                seenAlt = true
                tag.alt = String(decoding: decoded(bytes, value), as: UTF8.self)
            } else if matches(bytes, name, "hidden") {
                tag.hidden = true
            }
        }
        return nil
    }

    /// An attribute value with its character references decoded and its NULs left out.
    @_optimize(speed)
    private static func decoded(_ bytes: [UInt8], _ range: Range<Int>) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == UInt8(ascii: "&"),
               let reference = HTMLEntities.decode(bytes, at: index, end: range.upperBound, inAttribute: true) {
                HTMLTextEncoding.appendUTF8(reference.value, to: &utf8)
                index = reference.next
            } else {
                if bytes[index] != 0 { utf8.append(bytes[index]) }
                index += 1
            }
        }
        return utf8
    }

    /// Whether the attribute name `bytes[range]` is `name` (lowercase ASCII), in any case.
    private static func matches(_ bytes: [UInt8], _ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            for offset in 0..<range.count where HTMLTextEncoding.lowercasedASCII(bytes[range.lowerBound + offset]) != expected[offset] {
                return false
            }
            return true
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == 0x0C
            || byte == UInt8(ascii: "\r")
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
