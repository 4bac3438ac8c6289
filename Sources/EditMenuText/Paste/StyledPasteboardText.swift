import EditMenu
import Foundation

/// Styled text on the pasteboard, in one format for both toolkits: the text
/// and where each of its styles runs, so that a copy from a styled text view
/// pastes styled into another one, on GTK 3 or GTK 4, in this process or
/// another. Other applications read the plain text beside it.
///
/// The format (`application/x-edit-menu-styled-text`) is UTF-8 throughout:
/// a first line naming the format, its version and the text's length (in
/// code points, as both toolkits count) and size (in bytes); a line per
/// style that has runs, each run its start and length in code points; an
/// empty line; then the text itself, unescaped, to the end.
///
/// ```text
/// edit-menu-styled-text 1 length=20 bytes=22
/// bold 0+4
/// italic 5+2 14+6
///
/// Café au lait, Zürich
/// ```
///
/// A reader refuses, whole, data that does not keep these rules: another
/// format or version, a length or size that does not match the text
/// (truncated data), text that is not UTF-8 or holds NULs (a text buffer
/// takes none), runs that overlap, are out of order or run past the text.
/// A style it does not know is skipped, so a newer writer's styles leave
/// the text readable.
///
/// ```swift
/// let data = StyledPasteboardText(text: "Hello", count: 5, styling: [.bold: [0..<5]]).encoded()
/// let read = try StyledPasteboardText(decoding: data, maximumLength: 1_000)
/// read.styling[.bold]   // [0..<5]
/// ```
package struct StyledPasteboardText: Equatable, Sendable {
    /// The type both toolkits' text views offer and read styled text under.
    package static let pasteboardType = PasteboardType("application/x-edit-menu-styled-text")

    /// The types styled text comes under on a pasteboard: ours, and the
    /// HTML of every other application.
    package static let styledTypes: Set<PasteboardType> = [pasteboardType, HTMLReader.pasteboardType]

    /// The longest selection a copy also offers styled: 1 Mi code points
    /// (GTK 3's rich text had the same cap). Longer copies carry plain text
    /// alone, which is what other applications read anyway, and a paste of
    /// styled text longer than this pastes its plain text.
    package static let maximumLength = 1 << 20

    /// The first line's start: the format and its version.
    private static let signature = "edit-menu-styled-text 1"

    /// The text, and its length in code points.
    package var text: String
    package var count: Int
    /// Where each style runs, by code point offsets into `text`, in order.
    package var styling: [TextStyle: [Range<Int>]]

    package init(text: String, count: Int, styling: [TextStyle: [Range<Int>]]) {
        self.text = text
        self.count = count
        self.styling = styling.filter { !$0.value.isEmpty }
    }

    /// The bytes of the format.
    package func encoded() -> Data {
        var header = "\(Self.signature) length=\(count) bytes=\(text.utf8.count)\n"
        for style in TextStyle.allCases {
            guard let runs = styling[style], !runs.isEmpty else { continue }
            header += style.rawValue
            for run in runs { header += " \(run.lowerBound)+\(run.count)" }
            header += "\n"
        }
        header += "\n"
        var data = Data(header.utf8)
        data.append(contentsOf: text.utf8)
        return data
    }

    /// Why data under ``pasteboardType`` was not read.
    package enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not this format, or a version this reader does not know.
        case notThisFormat
        /// The header is cut short or does not parse: `line` says where.
        case malformedHeader(line: Int)
        /// The text is not the size the header says (truncated data).
        case sizeMismatch(expected: Int, found: Int)
        /// The text is not valid UTF-8.
        case invalidUTF8
        /// The text has NUL characters, which a text buffer cannot hold.
        case containsNUL
        /// The text is not as long as the header says, in code points.
        case lengthMismatch(expected: Int, found: Int)
        /// A run of `style` is empty, out of order, overlaps the one before
        /// or ends past the text.
        case runOutOfRange(style: String, run: String)
        /// Longer than the reader takes.
        case tooLong(count: Int, limit: Int)

        package var description: String {
            switch self {
            case .notThisFormat: "not edit-menu styled text of version 1"
            case .malformedHeader(let line): "its header is malformed at line \(line)"
            case .sizeMismatch(let expected, let found): "its text is \(found) bytes where the header says \(expected) (truncated?)"
            case .invalidUTF8: "its text is not valid UTF-8"
            case .containsNUL: "its text contains NUL characters"
            case .lengthMismatch(let expected, let found): "its text is \(found) characters where the header says \(expected)"
            case .runOutOfRange(let style, let run): "its \(style) run \(run) is out of order or past the text"
            case .tooLong(let count, let limit): "its \(count) characters are more than the \(limit) a styled paste takes"
            }
        }
    }

    /// Reads `data`, refusing it whole when it breaks a rule of the format
    /// (see the type's documentation) or is longer than `maximumLength`
    /// code points.
    package init(decoding data: Data, maximumLength: Int) throws(ReadError) {
        let newline = UInt8(ascii: "\n")
        var lines: [Substring] = []
        var position = data.startIndex
        // The header is ASCII: read line by line up to the empty one.
        while true {
            guard let end = data[position...].firstIndex(of: newline) else { throw .malformedHeader(line: lines.count + 1) }
            guard let line = String(bytes: data[position..<end], encoding: .ascii) else { throw .malformedHeader(line: lines.count + 1) }
            position = end + 1
            if line.isEmpty { break }
            lines.append(Substring(line))
        }
        guard let first = lines.first, first.hasPrefix(Self.signature + " ") else { throw .notThisFormat }
        let (count, bytes) = try Self.lengthAndSize(first.dropFirst(Self.signature.count + 1))
        guard count <= maximumLength else { throw .tooLong(count: count, limit: maximumLength) }
        let found = data.endIndex - position
        guard found == bytes else { throw .sizeMismatch(expected: bytes, found: found) }
        var styling: [TextStyle: [Range<Int>]] = [:]
        for (index, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: " ")
            guard let name = fields.first else { throw .malformedHeader(line: index + 1) }
            let runs = try Self.runs(fields.dropFirst(), of: String(name), within: count, line: index + 1)
            // A style of a newer writer: its text still reads.
            if let style = TextStyle(rawValue: String(name)) { styling[style, default: []] += runs }
        }
        guard let text = String(validating: data[position...], as: UTF8.self) else { throw .invalidUTF8 }
        var scalars = 0
        for scalar in text.unicodeScalars {
            if scalar == "\0" { throw .containsNUL }
            scalars += 1
        }
        guard scalars == count else { throw .lengthMismatch(expected: count, found: scalars) }
        self.init(text: text, count: count, styling: styling)
    }

    /// `length=N bytes=M`.
    private static func lengthAndSize(_ fields: Substring) throws(ReadError) -> (count: Int, bytes: Int) {
        let pairs = fields.split(separator: " ")
        guard pairs.count == 2, pairs[0].hasPrefix("length="), pairs[1].hasPrefix("bytes="),
              let count = Int(pairs[0].dropFirst(7)), let bytes = Int(pairs[1].dropFirst(6)),
              count >= 0, bytes >= count else { throw .malformedHeader(line: 1) }
        return (count, bytes)
    }

    /// A style line's runs, `start+length` each: non-empty, in order, apart
    /// and within `0..<count`.
    private static func runs(_ fields: ArraySlice<Substring>, of style: String, within count: Int,
                             line: Int) throws(ReadError) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for field in fields {
            let parts = field.split(separator: "+", omittingEmptySubsequences: false)
            guard parts.count == 2, let start = Int(parts[0]), let length = Int(parts[1]) else { throw .malformedHeader(line: line) }
            let (end, overflow) = start.addingReportingOverflow(length)
            guard start >= (runs.last?.upperBound ?? 0), length > 0, !overflow, end <= count else {
                throw .runOutOfRange(style: style, run: String(field))
            }
            runs.append(start..<end)
        }
        return runs
    }
}

extension StyledPasteboardText {
    /// `text`, the text of `range` in `source`, with the styles `source`
    /// gives it there.
    @MainActor
    package init(_ text: String, of range: Range<Int>, in source: some StyledText) {
        let styling = source.styles(in: range).mapValues { runs in
            runs.map { ($0.lowerBound - range.lowerBound)..<($0.upperBound - range.lowerBound) }
        }
        self.init(text: text, count: range.count, styling: styling)
    }

    /// What a copy puts on the pasteboard: the plain text, for every
    /// application; the styled text beside it in our own format, exact,
    /// for our text views on either toolkit; and as `text/html`, for
    /// browsers, office suites and mail clients, up to
    /// ``HTMLWriter/maximumLength`` code points.
    package var pasteboardItem: PasteboardItem {
        var styled = [Self.pasteboardType: encoded()]
        if count <= HTMLWriter.maximumLength { styled[HTMLReader.pasteboardType] = htmlEncoded() }
        return PasteboardItem(string: text, with: styled)
    }
}
