/// One reading of an HTML document's UTF-8 bytes into text and style runs:
/// the tokenizer's states as a loop over the bytes (no recursion), the
/// element stack in ``HTMLOpenElements``, the text in ``HTMLTextOutput``.
/// See ``HTMLReader`` for what reads as what.
struct HTMLParser {
    private let bytes: [UInt8]
    private var open = HTMLOpenElements()
    private var output: HTMLTextOutput
    /// Whether text here is copied text: between `<!--StartFragment-->` and
    /// `<!--EndFragment-->` when the document has them, everywhere otherwise.
    private var inFragment: Bool
    /// A `<pre>`, `<listing>` or `<textarea>` just started: a line feed
    /// right after it is not text.
    private var dropsLineFeed = false

    init(_ bytes: [UInt8], maximumLength: Int) {
        self.bytes = bytes
        output = HTMLTextOutput(maximumLength: maximumLength)
        inFragment = bytes.index(of: Array("<!--StartFragment".utf8), from: 0) == nil
    }

    /// Reads the whole document.
    @_optimize(speed)
    mutating func read() throws(HTMLReadError) -> (styled: StyledPasteboardText, removedNULs: Int) {
        var index = 0
        while index < bytes.count {
            let less = bytes.index(of: UInt8(ascii: "<"), from: index) ?? bytes.count
            try text(index..<less, references: true)
            index = less < bytes.count ? try markup(at: less) : less
        }
        return (output.finished(), output.removedNULs)
    }

    // MARK: Text

    /// The text of `range`, its character references decoded when `references`.
    @_optimize(speed)
    private mutating func text(_ range: Range<Int>, references: Bool) throws(HTMLReadError) {
        guard !range.isEmpty else { return }
        var start = range.lowerBound
        if dropsLineFeed {
            dropsLineFeed = false
            // CR LF and a lone CR are a line feed too.
            if bytes[start] == UInt8(ascii: "\r") {
                start += 1
                if start < range.upperBound, bytes[start] == UInt8(ascii: "\n") { start += 1 }
            } else if bytes[start] == UInt8(ascii: "\n") {
                start += 1
            }
        }
        let state = open.state
        guard inFragment, !state.hidden else { return }
        var index = start
        while index < range.upperBound {
            let ampersand = references ? bytes.index(of: UInt8(ascii: "&"), from: index, to: range.upperBound) ?? range.upperBound
                                       : range.upperBound
            try output.text(bytes, index..<ampersand, style: state.style, whiteSpace: state.whiteSpace)
            guard ampersand < range.upperBound else { break }
            if let reference = HTMLEntities.decode(bytes, at: ampersand, end: range.upperBound, inAttribute: false) {
                try output.scalar(reference.value, style: state.style, whiteSpace: state.whiteSpace)
                index = reference.next
            } else {
                try output.text(bytes, ampersand..<(ampersand + 1), style: state.style, whiteSpace: state.whiteSpace)
                index = ampersand + 1
            }
        }
    }

    // MARK: Markup

    /// What starts with the `<` at `index`; returns the index after it.
    @_optimize(speed)
    private mutating func markup(at index: Int) throws(HTMLReadError) -> Int {
        dropsLineFeed = false
        let next = index + 1
        guard next < bytes.count else {
            try text(index..<next, references: false)
            return next
        }
        switch bytes[next] {
        case UInt8(ascii: "!"):
            if starts(with: "<!--", at: index) { return comment(from: index + 4) }
            return bogusComment(from: next)
        case UInt8(ascii: "?"):
            return bogusComment(from: next)
        case UInt8(ascii: "/"):
            guard next + 1 < bytes.count else {
                try text(index..<bytes.count, references: false)
                return bytes.count
            }
            if bytes[next + 1] == UInt8(ascii: ">") { return next + 2 }
            guard Self.isLetter(bytes[next + 1]) else { return bogusComment(from: next) }
            guard let tag = HTMLTag.read(bytes, at: next + 1) else { return bytes.count }
            try endTag(tag.name)
            return tag.end
        case let byte where Self.isLetter(byte):
            guard let tag = HTMLTag.read(bytes, at: next) else { return bytes.count }
            return try startTag(tag)
        default:
            try text(index..<next, references: false)
            return next
        }
    }

    /// `<!--…-->` from `start` (after `<!--`); the fragment's markers.
    private mutating func comment(from start: Int) -> Int {
        // `<!-->` and `<!--->` are empty comments.
        for empty in [">", "->"] where starts(with: empty, at: start) { return start + empty.utf8.count }
        guard let end = bytes.index(of: Array("-->".utf8), from: start) else { return bytes.count }
        switch String(decoding: bytes[start..<end], as: UTF8.self).trimmingASCIIWhitespace {
        case "StartFragment":
            inFragment = true
            output.forgetPending()
        case "EndFragment":
            inFragment = false
        default: break
        }
        return end + 3
    }

    /// `<!…>`, `<?…>` and `</…>` that is no tag: skipped to its `>`.
    private func bogusComment(from start: Int) -> Int {
        (bytes.index(of: UInt8(ascii: ">"), from: start) ?? bytes.count - 1) + 1
    }

    // MARK: Tags

    @_optimize(speed)
    private mutating func startTag(_ tag: HTMLTag) throws(HTMLReadError) -> Int {
        var kind = HTMLElementKind.of(tag.name)
        // SVG and MathML heed `/>`; HTML reads `<div/>` as `<div>`.
        if tag.selfClosing, open.isOpen("svg") || open.isOpen("math") { kind.insert(.void) }
        closeImplied(by: tag.name, kind: kind)
        var own = tag.style.map(HTMLInlineStyle.init(parsing:)) ?? HTMLInlineStyle()
        if tag.hidden { own.hidden = true }
        if kind.has(.skipsContent) { return endOfRawText(tag.name, from: tag.end).after }
        let state = open.state.entering(kind, own: own)
        if inFragment, !state.hidden { try started(kind, own: own, state: state, alt: tag.alt) }
        if kind.has(.void) { return tag.end }
        open.push(tag.name, kind: kind, own: own)
        dropsLineFeed = kind.has(.dropsFirstLineBreak)
        guard kind.has(.rawText) || kind.has(.escapableRawText) else { return tag.end }
        // Text shown as written up to the end tag: `<xmp>`, `<textarea>`, `<plaintext>` (to the end).
        let end = tag.name == "plaintext" ? (before: bytes.count, after: bytes.count) : endOfRawText(tag.name, from: tag.end)
        try text(tag.end..<end.before, references: kind.has(.escapableRawText))
        try endTag(tag.name)
        return end.after
    }

    /// What a start tag does to the text before its element's content.
    @_optimize(speed)
    private mutating func started(_ kind: HTMLElementKind, own: HTMLInlineStyle, state: HTMLTextState,
                                  alt: String?) throws(HTMLReadError) {
        if kind.has(.row) || kind.has(.scopeBoundary) && !kind.has(.cell) {
            output.rowBoundary(breaks: Self.breaks(kind, own))
        } else if kind.has(.cell) {
            output.cellStart()
        } else if kind.has(.block) {
            output.blockBoundary(breaks: Self.breaks(kind, own))
        }
        if kind.has(.lineBreak) { try output.lineBreak(style: state.style) }
        if kind.has(.image), let alt {
            let utf8 = Array(alt.utf8)
            try output.text(utf8, 0..<utf8.count, style: state.style, whiteSpace: .collapse)
        }
        if kind.has(.void), kind.has(.block) { output.blockBoundary(breaks: Self.breaks(kind, own)) }
    }

    @_optimize(speed)
    private mutating func endTag(_ name: String) throws(HTMLReadError) {
        switch name {
        case "br":
            // `</br>` is a `<br>`, as browsers read it.
            if inFragment, !open.state.hidden { try output.lineBreak(style: open.state.style) }
            return
        case "p" where !open.isOpen("p"):
            // `</p>` with no `<p>` open is an empty paragraph.
            if inFragment, !open.state.hidden { output.blockBoundary(breaks: 2) }
            return
        default: break
        }
        // A table's end ends the cell it comes in: cells are scopes.
        while !open.isOpen(name), Self.isTablePart(name), let scope = open.scopeName, scope != "table" {
            close(scope)
        }
        close(name)
    }

    /// Closes `name` (and what is open above it), with the line breaks,
    /// tabs and row ends their ends make.
    @_optimize(speed)
    private mutating func close(_ name: String) {
        for element in open.close(name) where inFragment && !element.state.hidden {
            if element.kind.has(.cell) {
                output.cellEnd()
            } else if element.kind.has(.row) || element.kind.has(.scopeBoundary) {
                output.rowBoundary(breaks: Self.breaks(element.kind, element.own))
            } else if element.kind.has(.block) {
                output.blockBoundary(breaks: Self.breaks(element.kind, element.own))
            }
        }
    }

    /// The elements a start tag `name` closes, as the HTML standard's
    /// parser does: a block ends an open paragraph, an item the item
    /// before it, a cell the cell before it, a row the row before it, the
    /// body the head.
    @_optimize(speed)
    private mutating func closeImplied(by name: String, kind: HTMLElementKind) {
        if name == "body" || name == "html" {
            if open.isOpen("head") { close("head") }
            return
        }
        guard kind.has(.block) || kind.has(.cell) else { return }
        if open.containerName == "p" { close("p") }
        // A row closes its open cell, then the row it is in.
        while let container = open.containerName, Self.closes(name, container) {
            close(container)
            if name != "tr" { break }
        }
    }

    /// Where the raw text of `name` from `start` ends: the start of its end
    /// tag (`</name` followed by a space, `/` or `>`), and the index after
    /// that tag; the input's end when there is none.
    private func endOfRawText(_ name: String, from start: Int) -> (before: Int, after: Int) {
        let closing = Array("</\(name)".utf8)
        var index = start
        while let less = bytes.index(of: UInt8(ascii: "<"), from: index) {
            let after = less + closing.count
            if after <= bytes.count, zip(bytes[less..<after], closing).allSatisfy({ HTMLTextEncoding.lowercasedASCII($0) == $1 }),
               after == bytes.count || HTMLTag.isSpace(bytes[after]) || bytes[after] == UInt8(ascii: "/")
               || bytes[after] == UInt8(ascii: ">") {
                let end = bytes.index(of: UInt8(ascii: ">"), from: after).map { $0 + 1 } ?? bytes.count
                return (less, end)
            }
            index = less + 1
        }
        return (bytes.count, bytes.count)
    }

    // MARK: Helpers

    /// Whether a start tag `name` closes an open `container` of its kind.
    private static func closes(_ name: String, _ container: String) -> Bool {
        switch name {
        case "li", "option": container == name
        case "dd", "dt": container == "dd" || container == "dt"
        case "td", "th": container == "td" || container == "th"
        case "tr": container == "td" || container == "th" || container == "tr"
        case "h1", "h2", "h3", "h4", "h5", "h6": isHeading(container)
        default: false
        }
    }

    private static func isHeading(_ name: String) -> Bool {
        switch name {
        case "h1", "h2", "h3", "h4", "h5", "h6": true
        default: false
        }
    }

    private static func isTablePart(_ name: String) -> Bool {
        name == "table" || name == "tbody" || name == "thead" || name == "tfoot" || name == "tr"
    }

    /// The line breaks a block of `kind` makes: 2 for a paragraph-like one
    /// (an empty line), unless its style says it has no space below.
    private static func breaks(_ kind: HTMLElementKind, _ own: HTMLInlineStyle) -> Int {
        kind.has(.paragraph) && !own.noSpaceBelow ? 2 : 1
    }

    private func starts(with prefix: String, at index: Int) -> Bool {
        let utf8 = Array(prefix.utf8)
        return index + utf8.count <= bytes.count && bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}

private extension String {
    var trimmingASCIIWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
