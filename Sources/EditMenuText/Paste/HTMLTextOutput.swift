/// Bold, italic and underline as the bits of one byte: the styles text
/// from HTML has at one point.
struct HTMLStyleMask: OptionSet, Hashable {
    let rawValue: UInt8
    static let bold = Self(rawValue: 1)
    static let italic = Self(rawValue: 2)
    static let underline = Self(rawValue: 4)
    static let all: [(bit: Self, style: TextStyle)] = [(.bold, .bold), (.italic, .italic), (.underline, .underline)]
}

/// The text an HTML document reads as, built as the parser walks it: its
/// UTF-8, its length in code points, its style runs, and the line breaks,
/// tabs and spaces a browser's "copy as plain text" would give.
///
/// Whitespace collapses as HTML's does outside `<pre>`: a run of spaces,
/// tabs and line breaks is one space, none at the start or end of a line.
/// A block ends the line it is on (a paragraph-like one leaves an empty
/// line), never two blocks more than that, and none at the start or end of
/// the text; `<br>` always breaks a line, but one that ends a block does
/// not add another. Cells of a row are separated by tabs. NULs are left
/// out (a text buffer holds none) and counted. Past `maximumLength` code
/// points it stops with ``HTMLReadError/tooLong(limit:)``.
///
/// ```swift
/// var output = HTMLTextOutput(maximumLength: 100)
/// try output.text(Array("Hello   world".utf8), 0..<13, style: .bold, whiteSpace: .collapse)
/// output.finished().text   // "Hello world", all bold
/// ```
struct HTMLTextOutput {
    let maximumLength: Int
    private(set) var count = 0
    private(set) var removedNULs = 0
    private var bytes: [UInt8] = []
    private var runs: [[Range<Int>]] = [[], [], []]

    /// Line breaks owed before the next text (1 ends the line, 2 leaves an empty one).
    private var pendingBreaks = 0
    /// A collapsed space owed before the next text on the same line, in
    /// the style of the whitespace it stands for.
    private var pendingSpace: HTMLStyleMask?
    /// Tabs owed between cells of a row.
    private var pendingTabs = 0
    /// Line breaks at the end of the text so far.
    private var trailingBreaks = 0
    /// Cells started in the current row.
    private var rowCells = 0
    /// In a cell with no text yet: its blocks start no line.
    private var inEmptyCell = false
    private var breaksBeforeCell = 0

    init(maximumLength: Int) {
        self.maximumLength = maximumLength
        bytes.reserveCapacity(min(maximumLength, 1 << 20))
    }

    // MARK: Text

    /// The text of `source[range]` (UTF-8, no markup), whitespace as
    /// `whiteSpace` says.
    @_optimize(speed)
    mutating func text(_ source: [UInt8], _ range: Range<Int>, style: HTMLStyleMask,
                       whiteSpace: HTMLWhiteSpace) throws(HTMLReadError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = source[index]
            switch byte {
            case 0:
                removedNULs += 1
                index += 1
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                // CR LF and a lone CR are a line feed, as HTML reads them.
                if byte == UInt8(ascii: "\r"), index + 1 < range.upperBound, source[index + 1] == UInt8(ascii: "\n") { index += 1 }
                index += 1
                if whiteSpace == .collapse { space(style) } else { try lineBreak(style: style) }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0C:
                index += 1
                if whiteSpace == .preserve { try append(byte, style: style) } else { space(style) }
            default:
                // Text up to the next whitespace or NUL, at once.
                var end = index + 1
                var scalars = 1
                while end < range.upperBound {
                    let next = source[end]
                    if next <= 0x20, Self.isSpecial(next) { break }
                    if next & 0xC0 != 0x80 { scalars += 1 }
                    end += 1
                }
                try append(source, index..<end, scalars: scalars, style: style)
                index = end
            }
        }
    }

    /// One code point (a character reference's), as text.
    @_optimize(speed)
    mutating func scalar(_ value: UInt32, style: HTMLStyleMask, whiteSpace: HTMLWhiteSpace) throws(HTMLReadError) {
        guard value > 0x20 else {
            // `&#10;`, `&Tab;`: whitespace like any other.
            let byte = [UInt8(value)]
            return try text(byte, 0..<1, style: style, whiteSpace: whiteSpace)
        }
        try payOwed()
        try reserve(1)
        HTMLTextEncoding.appendUTF8(value, to: &bytes)
        addRun(style, 1)
        trailingBreaks = 0
        inEmptyCell = false
    }

    /// `<br>`, or a line feed that is kept: always a new line.
    @_optimize(speed)
    mutating func lineBreak(style: HTMLStyleMask) throws(HTMLReadError) {
        pendingSpace = nil
        try payOwed()
        try write(UInt8(ascii: "\n"), count: 1, style: style)
        trailingBreaks += 1
        inEmptyCell = false
    }

    // MARK: Layout

    /// The start or end of a block: the line ends here (`breaks` 1), or
    /// an empty line follows (2).
    @_optimize(speed)
    mutating func blockBoundary(breaks: Int) {
        pendingSpace = nil
        guard count > 0, !inEmptyCell else { return }
        pendingBreaks = max(pendingBreaks, breaks)
    }

    /// The start or end of a row or table: cells start again.
    mutating func rowBoundary(breaks: Int) {
        rowCells = 0
        pendingTabs = 0
        inEmptyCell = false
        blockBoundary(breaks: breaks)
    }

    mutating func cellStart() {
        pendingSpace = nil
        if rowCells > 0 { pendingTabs += 1 }
        rowCells += 1
        breaksBeforeCell = pendingBreaks
        inEmptyCell = true
    }

    /// A cell's end: the blocks that ended in it end no line.
    mutating func cellEnd() {
        pendingSpace = nil
        pendingBreaks = inEmptyCell ? breaksBeforeCell : 0
        inEmptyCell = false
    }

    /// Forgets the breaks and spaces owed so far (what comes before a
    /// fragment's start).
    mutating func forgetPending() {
        pendingBreaks = 0
        pendingSpace = nil
        pendingTabs = 0
    }

    /// The text, its length and its style runs.
    func finished() -> StyledPasteboardText {
        var styling: [TextStyle: [Range<Int>]] = [:]
        for (index, entry) in HTMLStyleMask.all.enumerated() where !runs[index].isEmpty { styling[entry.style] = runs[index] }
        return StyledPasteboardText(text: String(decoding: bytes, as: UTF8.self), count: count, styling: styling)
    }

    // MARK: Writing

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
            || byte == 0x0C || byte == 0
    }

    private mutating func space(_ style: HTMLStyleMask) {
        if pendingSpace == nil { pendingSpace = style }
    }

    /// Appends `source[range]` (`scalars` code points) in `style`, after what is owed.
    @_optimize(speed)
    private mutating func append(_ source: [UInt8], _ range: Range<Int>, scalars: Int, style: HTMLStyleMask) throws(HTMLReadError) {
        try payOwed()
        try reserve(scalars)
        bytes.append(contentsOf: source[range])
        addRun(style, scalars)
        trailingBreaks = 0
        inEmptyCell = false
    }

    /// Appends the ASCII `byte` in `style`, after what is owed.
    @_optimize(speed)
    private mutating func append(_ byte: UInt8, style: HTMLStyleMask) throws(HTMLReadError) {
        try payOwed()
        try write(byte, count: 1, style: style)
        trailingBreaks = 0
        inEmptyCell = false
    }

    /// The line breaks, tabs or space owed before text; none at the start.
    @_optimize(speed)
    private mutating func payOwed() throws(HTMLReadError) {
        guard pendingBreaks > 0 || pendingTabs > 0 || pendingSpace != nil else { return }
        defer { forgetPending() }
        let breaks = count > 0 ? pendingBreaks - trailingBreaks : 0
        if breaks > 0 {
            try write(UInt8(ascii: "\n"), count: breaks, style: HTMLStyleMask(rawValue: 0))
            trailingBreaks += breaks
        } else if pendingTabs > 0 {
            try write(UInt8(ascii: "\t"), count: pendingTabs, style: HTMLStyleMask(rawValue: 0))
            trailingBreaks = 0
        } else if let style = pendingSpace, count > 0, trailingBreaks == 0 {
            try write(UInt8(ascii: " "), count: 1, style: style)
        }
    }

    /// Writes the ASCII `byte` `count` times in `style`.
    @_optimize(speed)
    private mutating func write(_ byte: UInt8, count repeated: Int, style: HTMLStyleMask) throws(HTMLReadError) {
        try reserve(repeated)
        for _ in 0..<repeated { bytes.append(byte) }
        addRun(style, repeated)
    }

    /// Refuses `scalars` more code points past the maximum.
    private func reserve(_ scalars: Int) throws(HTMLReadError) {
        guard scalars <= maximumLength - count else { throw .tooLong(limit: maximumLength) }
    }

    /// Counts `scalars` code points just written in `style`, extending the
    /// runs that end where they start.
    @_optimize(speed)
    private mutating func addRun(_ style: HTMLStyleMask, _ scalars: Int) {
        let start = count
        count += scalars
        guard style.rawValue != 0 else { return }
        for index in 0..<3 where style.rawValue & (1 << index) != 0 {
            if let last = runs[index].last, last.upperBound == start {
                runs[index][runs[index].count - 1] = last.lowerBound..<count
            } else {
                runs[index].append(start..<count)
            }
        }
    }
}
