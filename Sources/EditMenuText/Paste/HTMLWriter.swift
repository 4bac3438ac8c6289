import Foundation

/// Writes styled text as the `text/html` a copy offers beside its plain
/// text, for browsers, office suites and mail clients: UTF-8, as Firefox
/// and Chromium write it on Linux.
///
/// - It starts with the `<meta http-equiv="content-type" …charset=utf-8>`
///   both browsers put first: Firefox reads the charset of pasted HTML
///   from exactly that, and strips it.
/// - The text is in one `<span style="white-space: pre-wrap;">`, so that
///   spaces and tabs look as they did (HTML would collapse them, and a
///   `&nbsp;` would not read back as the space it stands for); each line
///   feed is a `<br>` (a CR LF or lone CR one `<br>` too), the line breaks
///   every application reads. Applications that ignore `white-space`
///   (LibreOffice) collapse runs of spaces.
/// - Bold, italic and underline are `<b>`, `<i>` and `<u>`, properly
///   nested: where runs of different styles overlap, the inner tag closes
///   and reopens around the outer one's end (the style whose run ends
///   last opens outermost, so this is rare).
/// - `&`, `<`, `>` and `"` are escaped, NULs left out; everything else is
///   written as it is, in UTF-8.
///
/// Linear in the text and its runs; runs that overlap, touch, are out of
/// order or run past the text are taken as the styled code points they cover.
///
/// ```swift
/// let styled = StyledPasteboardText(text: "Start Bold", count: 10, styling: [.bold: [6..<10]])
/// String(decoding: HTMLWriter.html(for: styled), as: UTF8.self)
/// // <meta http-equiv="content-type" content="text/html; charset=utf-8"><span style="white-space: pre-wrap;">Start <b>Bold</b></span>
/// ```
package enum HTMLWriter {
    /// The head of every document written: Firefox and Chromium's own.
    package static let prefix = #"<meta http-equiv="content-type" content="text/html; charset=utf-8">"#
    static let open = #"<span style="white-space: pre-wrap;">"#
    static let close = "</span>"

    /// The longest copy that also offers `text/html`: 256 Ki code points.
    /// A copy writes its HTML on the main thread, and a mebibyte of styled
    /// mixed-script text took 30 to 50 ms here (release build, a loaded
    /// 2-core machine): a quarter of that keeps the copy's turn of the main
    /// loop around 10 ms. Longer copies offer plain text, and our own
    /// format up to ``StyledPasteboardText/maximumLength``.
    package static let maximumLength = 1 << 18

    /// `styled` as a UTF-8 HTML document.
    @_optimize(speed)
    package static func html(for styled: StyledPasteboardText) -> Data {
        let runs = TextStyle.allCases.map { normalized(styled.styling[$0] ?? [], within: styled.count) }
        var html: [UInt8] = []
        html.reserveCapacity(styled.text.utf8.count + styled.text.utf8.count / 8 + prefix.utf8.count + 64
                             + runs.reduce(0) { $0 + $1.count } * 16)
        html.append(contentsOf: prefix.utf8)
        html.append(contentsOf: open.utf8)
        var tags = HTMLStyleTags(runs: runs)
        var position = 0   // code points written
        var previous: UInt8 = 0
        for byte in styled.text.utf8 {
            if byte & 0xC0 != 0x80 {
                if position == tags.nextChange { tags.move(to: position, in: &html) }
                position += 1
            }
            // Bytes of 0x3F and up need no escape: one comparison for most text.
            guard byte < 0x3F else {
                html.append(byte)
                previous = byte
                continue
            }
            switch byte {
            case UInt8(ascii: "&"): html.append(contentsOf: Self.ampersand)
            case UInt8(ascii: "<"): html.append(contentsOf: Self.lessThan)
            case UInt8(ascii: ">"): html.append(contentsOf: Self.greaterThan)
            case UInt8(ascii: "\""): html.append(contentsOf: Self.quote)
            case UInt8(ascii: "\r"): html.append(contentsOf: Self.lineBreak)
            // The LF of a CR LF: its CR made the break.
            case UInt8(ascii: "\n"): if previous != UInt8(ascii: "\r") { html.append(contentsOf: Self.lineBreak) }
            case 0: break
            default: html.append(byte)
            }
            previous = byte
        }
        tags.closeAll(in: &html)
        html.append(contentsOf: close.utf8)
        return Data(html)
    }

    private static let ampersand = Array("&amp;".utf8), lessThan = Array("&lt;".utf8), greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8), lineBreak = Array("<br>".utf8)

    /// `runs` in order, apart, not empty and within `0..<count`.
    private static func normalized(_ runs: [Range<Int>], within count: Int) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for run in runs.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            let run = run.clamped(to: 0..<max(count, 0))
            guard !run.isEmpty else { continue }
            if let last = merged.last, run.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                merged.append(run)
            }
        }
        return merged
    }
}

extension StyledPasteboardText {
    /// The text as `text/html` (``HTMLWriter``), for other applications.
    package func htmlEncoded() -> Data { HTMLWriter.html(for: self) }
}

/// The `<b>`, `<i>` and `<u>` tags open at each point of the text being
/// written: it closes and opens them where runs start and end, keeping
/// them properly nested.
private struct HTMLStyleTags {
    /// Each style's runs (in ``TextStyle/allCases`` order), and the index
    /// of the run at or after the current position.
    let runs: [[Range<Int>]]
    private var next: [Int]
    /// The open tags, outermost first, as indices into `runs`.
    private var stack: [Int] = []
    /// Where each style's current run ends.
    private var ends: [Int]
    /// Where the styles change next: ``move(to:in:)`` is called there.
    private(set) var nextChange = 0

    init(runs: [[Range<Int>]]) {
        self.runs = runs
        next = Array(repeating: 0, count: runs.count)
        ends = next
    }

    private static let names = ["b", "i", "u"]

    /// Opens and closes tags so that the code point at `position` is in
    /// exactly the styles whose runs hold it.
    @_optimize(speed)
    mutating func move(to position: Int, in html: inout [UInt8]) {
        var wanted = 0   // a bit per style
        nextChange = .max
        for style in runs.indices {
            while next[style] < runs[style].count, runs[style][next[style]].upperBound <= position { next[style] += 1 }
            guard next[style] < runs[style].count else { continue }
            let run = runs[style][next[style]]
            if run.contains(position) {
                wanted |= 1 << style
                ends[style] = run.upperBound
                nextChange = min(nextChange, run.upperBound)
            } else {
                nextChange = min(nextChange, run.lowerBound)
            }
        }
        // Keep the open tags up to the first that must close; close the rest.
        var kept = 0
        while kept < stack.count, wanted & (1 << stack[kept]) != 0 { kept += 1 }
        while stack.count > kept { Self.write("</", Self.names[stack.removeLast()], in: &html) }
        var opening = wanted
        for style in stack { opening &= ~(1 << style) }
        // The style whose run ends last opens first, outermost.
        while opening != 0 {
            var outermost = -1
            for style in runs.indices where opening & (1 << style) != 0 && (outermost < 0 || ends[style] > ends[outermost]) {
                outermost = style
            }
            Self.write("<", Self.names[outermost], in: &html)
            stack.append(outermost)
            opening &= ~(1 << outermost)
        }
    }

    mutating func closeAll(in html: inout [UInt8]) {
        while let style = stack.popLast() { Self.write("</", Self.names[style], in: &html) }
    }

    private static func write(_ start: String, _ name: String, in html: inout [UInt8]) {
        html.append(contentsOf: start.utf8)
        html.append(contentsOf: name.utf8)
        html.append(UInt8(ascii: ">"))
    }
}
