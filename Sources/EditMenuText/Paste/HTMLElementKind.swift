/// What an HTML element is to ``HTMLReader``: how its text reads (a block,
/// a table cell, hidden…) and which style a browser's own style sheet
/// gives it. An element it does not know is inline text, as a browser
/// shows it.
///
/// ```swift
/// HTMLElementKind.of("strong").contains(.bold)   // true
/// HTMLElementKind.of("p").contains(.paragraph)   // true: set apart by an empty line
/// ```
struct HTMLElementKind: OptionSet, Hashable {
    let rawValue: UInt32

    /// Starts and ends a line.
    static let block = Self(rawValue: 1 << 0)
    /// A block set apart by an empty line, as Firefox's plain text sets
    /// apart paragraphs, headings, lists and preformatted text (their
    /// default margins).
    static let paragraph = Self(rawValue: 1 << 1)
    /// Has no content and no end tag (`<br>`, `<img>`, `<meta>`…).
    static let void = Self(rawValue: 1 << 2)
    /// A formatting element, which the HTML standard reopens when misnested
    /// markup closes it early (`<b><i>a</b>b</i>`: "b" is italic).
    static let formatting = Self(rawValue: 1 << 3)
    /// A table cell: cells of a row are separated by tabs.
    static let cell = Self(rawValue: 1 << 4)
    /// A table row.
    static let row = Self(rawValue: 1 << 5)
    /// Where misnested formatting does not leak out (cells, captions, tables).
    static let scopeBoundary = Self(rawValue: 1 << 6)
    static let bold = Self(rawValue: 1 << 7)
    static let italic = Self(rawValue: 1 << 8)
    static let underline = Self(rawValue: 1 << 9)
    /// Keeps its whitespace.
    static let preformatted = Self(rawValue: 1 << 10)
    /// Leaves out a line break right after its start tag (`<pre>`, `<listing>`,
    /// `<textarea>`), as the HTML standard's parser does.
    static let dropsFirstLineBreak = Self(rawValue: 1 << 17)
    /// Shows nothing (`<head>`, `<template>`, `<svg>`'s icons and titles).
    static let hidden = Self(rawValue: 1 << 11)
    /// Its content is raw text that is not shown (`<script>`, `<style>`, `<title>`).
    static let skipsContent = Self(rawValue: 1 << 12)
    /// Its content is raw text shown as written (`<xmp>`, `<plaintext>`).
    static let rawText = Self(rawValue: 1 << 13)
    /// Its content is text with character references but no tags (`<textarea>`).
    static let escapableRawText = Self(rawValue: 1 << 14)
    /// Reads as its `alt` text.
    static let image = Self(rawValue: 1 << 15)
    static let lineBreak = Self(rawValue: 1 << 16)

    /// What is not inline text: where implied end tags look.
    static let structural: Self = [.block, .cell, .row, .scopeBoundary, .hidden]

    static func of(_ name: String) -> Self { kinds[name] ?? Self(rawValue: 0) }

    /// Whether any of `flags` is set: a plain bit test (`contains` is a
    /// generic `SetAlgebra` call, costly per tag in a debug build).
    func has(_ flags: Self) -> Bool { rawValue & flags.rawValue != 0 }

    private static let kinds: [String: Self] = {
        var kinds: [String: Self] = [:]
        for name in ["address", "article", "aside", "body", "center", "details", "dialog", "dir", "div", "dd", "dt", "table",
                     "fieldset", "figcaption", "figure", "footer", "form", "header", "hgroup", "html", "legend", "li",
                     "main", "menu", "nav", "optgroup", "option", "search", "section", "summary", "tbody", "thead",
                     "tfoot", "caption"] {
            kinds[name] = .block
        }
        for name in ["p", "blockquote", "ul", "ol", "dl", "h1", "h2", "h3", "h4", "h5", "h6", "hr"] {
            kinds[name, default: []].formUnion([.block, .paragraph])
        }
        for name in ["h1", "h2", "h3", "h4", "h5", "h6"] { kinds[name]?.insert(.bold) }
        for name in ["pre", "listing"] { kinds[name] = [.block, .paragraph, .preformatted, .dropsFirstLineBreak] }
        for name in ["area", "base", "basefont", "bgsound", "col", "embed", "frame", "input", "keygen", "link", "meta",
                     "param", "source", "track", "wbr"] {
            kinds[name] = .void
        }
        kinds["hr"]?.insert(.void)
        kinds["br"] = [.void, .lineBreak]
        kinds["img"] = [.void, .image]
        for name in ["a", "big", "code", "font", "nobr", "s", "small", "strike", "tt"] { kinds[name] = .formatting }
        kinds["b"] = [.formatting, .bold]
        kinds["strong"] = [.formatting, .bold]
        kinds["i"] = [.formatting, .italic]
        kinds["em"] = [.formatting, .italic]
        kinds["u"] = [.formatting, .underline]
        for name in ["cite", "dfn", "var"] { kinds[name] = .italic }
        kinds["address"]?.insert(.italic)
        kinds["ins"] = .underline
        kinds["td"] = [.cell, .scopeBoundary]
        kinds["th"] = [.cell, .scopeBoundary, .bold]
        kinds["tr"] = [.block, .row]
        kinds["table"]?.insert(.scopeBoundary)
        kinds["caption"]?.insert(.scopeBoundary)
        for name in ["head", "template", "svg", "datalist"] { kinds[name] = .hidden }
        for name in ["script", "style", "title", "iframe", "noembed", "noframes", "noscript"] { kinds[name] = .skipsContent }
        kinds["xmp"] = [.block, .paragraph, .preformatted, .rawText]
        kinds["plaintext"] = [.block, .preformatted, .rawText]
        kinds["textarea"] = [.block, .preformatted, .dropsFirstLineBreak, .escapableRawText]
        return kinds
    }()
}
