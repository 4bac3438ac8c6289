import Foundation

/// How HTML's whitespace reads: collapsed into single spaces (the default),
/// line breaks kept (`white-space: pre-line`), or all of it kept (`<pre>`,
/// `white-space: pre` or `pre-wrap`).
enum HTMLWhiteSpace: Hashable, Sendable {
    case collapse, preserveBreaks, preserve
}

/// What an element's `style` attribute says about the styles a text view
/// keeps, as CSS reads it: nil where it says nothing, so the tag's own
/// default or the parent's value holds.
///
/// Read: `font-weight` (`bold`, `bolder`, 600 and up are bold; `normal`,
/// `lighter`, below 600 are not), `font-style` (`italic`, `oblique`),
/// the `font` shorthand (which resets both), `text-decoration` and
/// `text-decoration-line` (`underline`), `white-space` and
/// `white-space-collapse`, `display: none`, and a zero bottom margin
/// (`margin-bottom: 0in`, as LibreOffice, Word and Google Docs write a
/// paragraph with no space below it). Comments, `!important`,
/// case and quoted font names are taken in stride; anything else is ignored.
///
/// ```swift
/// HTMLInlineStyle(parsing: "font-weight: 700; text-decoration: underline dotted").bold   // true
/// ```
struct HTMLInlineStyle: Hashable {
    var bold: Bool?
    var italic: Bool?
    /// The element's own decoration: CSS draws an ancestor's underline
    /// through its descendants whatever they say, so `false` only takes
    /// away what the element's tag gives (`<u style="text-decoration: none">`).
    var underline: Bool?
    var whiteSpace: HTMLWhiteSpace?
    var hidden = false
    /// The bottom margin is zero: a paragraph ends its line without an empty one.
    var noSpaceBelow = false

    init() {}

    init(parsing css: String) {
        self.init(parsing: Array(css.utf8))
    }

    /// Reads the declarations of `css`, split at semicolons outside quotes
    /// and parentheses, comments taken out: in bytes, as most of a styled
    /// copy's HTML is style attributes (Chromium writes 20 declarations on
    /// every span).
    @_optimize(speed)
    init(parsing css: [UInt8]) {
        let css = css.index(of: Array("/*".utf8), from: 0) == nil ? css : Self.withoutComments(css)
        var start = 0, index = 0, depth = 0
        var colon: Int?
        var quote: UInt8?
        while index <= css.count {
            // The end is a last semicolon, whatever is open.
            let byte = index < css.count ? css[index] : UInt8(ascii: ";")
            if index < css.count, let open = quote {
                if byte == open { quote = nil }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            case UInt8(ascii: ":") where colon == nil: colon = index
            case UInt8(ascii: ";") where depth == 0 || index == css.count:
                if let colon { apply(Self.name(css[start..<colon]), css[(colon + 1)..<index]) }
                start = index + 1
                colon = nil
            default: break
            }
            index += 1
        }
    }

    /// A declaration's name, lowercased; empty when it is too long to be one read here.
    private static func name(_ bytes: ArraySlice<UInt8>) -> String {
        var name = bytes
        while let first = name.first, HTMLTag.isSpace(first) { name = name.dropFirst() }
        while let last = name.last, HTMLTag.isSpace(last) { name = name.dropLast() }
        guard name.count <= 24 else { return "" }
        return String(decoding: name.map(HTMLTextEncoding.lowercasedASCII), as: UTF8.self)
    }

    private static let names: Set<String> = [
        "font-weight", "font-style", "font", "text-decoration", "text-decoration-line", "white-space",
        "white-space-collapse", "display", "margin-bottom", "margin",
    ]

    private mutating func apply(_ name: String, _ value: ArraySlice<UInt8>) {
        guard Self.names.contains(name) else { return }
        let words = Self.words(String(decoding: value, as: UTF8.self)[...])
        // `inherit`, `unset` and `revert` leave the parent's value.
        guard let first = words.first, !["inherit", "unset", "revert", "revert-layer"].contains(first) else { return }
        switch name {
        case "font-weight": bold = Self.isBold(first)
        case "font-style": italic = first == "italic" || first.hasPrefix("oblique")
        case "font":
            // A system font (`font: menu`) says nothing readable; otherwise
            // the shorthand resets what it leaves out to normal.
            guard !["caption", "icon", "menu", "message-box", "small-caption", "status-bar"].contains(first) else { return }
            let beforeSize = words.prefix { !Self.isFontSize($0) }
            bold = beforeSize.contains { Self.isBold($0) == true }
            italic = beforeSize.contains { $0 == "italic" || $0.hasPrefix("oblique") }
        case "text-decoration", "text-decoration-line": underline = words.contains("underline")
        case "white-space", "white-space-collapse":
            if words.contains(where: { ["pre", "pre-wrap", "break-spaces", "preserve", "preserve-spaces"].contains($0) }) {
                whiteSpace = .preserve
            } else if words.contains(where: { ["pre-line", "preserve-breaks"].contains($0) }) {
                whiteSpace = .preserveBreaks
            } else if words.contains(where: { ["normal", "nowrap", "collapse", "discard", "initial"].contains($0) }) {
                whiteSpace = .collapse
            }
        case "display": if first == "none" { hidden = true }
        case "margin-bottom": noSpaceBelow = Self.isZero(first)
        case "margin":
            // One to four values: the bottom one is the third, or the first.
            noSpaceBelow = Self.isZero(words.count >= 3 ? words[2] : first)
        default: break
        }
    }

    /// Whether a `font-weight` word is bold; nil for a word that is no weight.
    private static func isBold(_ word: Substring) -> Bool? {
        switch word {
        case "bold", "bolder": return true
        case "normal", "lighter", "initial": return false
        default: return Double(word).map { $0 >= 600 }
        }
    }

    /// Whether a length is zero, in any unit (`0`, `0in`, `0.0cm`, `0pt`).
    private static func isZero(_ word: Substring) -> Bool {
        let number = word.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        return !number.isEmpty && Double(number) == 0
    }

    /// Whether a word of the `font` shorthand is its size, which ends the
    /// style, variant and weight words (`12px`, `1.2em/1.5`, `small`).
    private static func isFontSize(_ word: Substring) -> Bool {
        if ["xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large", "larger", "smaller"]
            .contains(word.prefix { $0 != "/" }) { return true }
        guard let first = word.first, first.isNumber || first == "." else { return false }
        return Double(word) == nil
    }

    /// The value's words, lowercased, without quoted strings and `!important`.
    private static func words(_ value: Substring) -> [Substring] {
        var unquoted = ""
        var quote: Character?
        for character in value {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                unquoted.append(" ")
            } else {
                unquoted.append(character)
            }
        }
        var words = unquoted.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "," })
        if let important = words.lastIndex(where: { $0.hasPrefix("!") }) { words.removeSubrange(important...) }
        return words.map { Substring($0) }
    }

    /// `css` with each comment a space.
    private static func withoutComments(_ css: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(css.count)
        var index = 0
        while index < css.count {
            if css[index] == UInt8(ascii: "/"), index + 1 < css.count, css[index + 1] == UInt8(ascii: "*") {
                index = css.index(of: Array("*/".utf8), from: index + 2).map { $0 + 2 } ?? css.count
                result.append(UInt8(ascii: " "))
            } else {
                result.append(css[index])
                index += 1
            }
        }
        return result
    }
}
