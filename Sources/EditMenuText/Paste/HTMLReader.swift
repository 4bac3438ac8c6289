import EditMenu
import Foundation

/// Reads `text/html` from the clipboard (what browsers, LibreOffice and
/// Thunderbird copy) into the plain text a browser's "copy as plain text"
/// gives, with the bold, italic and underline a browser shows on it.
///
/// - **Styles**, however written: `<b>`, `<strong>`, `<i>`, `<em>`,
///   `<cite>`, `<var>`, `<u>`, `<ins>`, headings and `<th>` (bold in every
///   browser), and a `style` attribute's `font-weight` (`bold`, `bolder`,
///   600-900), `font-style` (`italic`, `oblique`), `font` and
///   `text-decoration` / `text-decoration-line: underline`, nested or not;
///   `font-weight: normal` inside `<b>` ends bold, as a browser renders it
///   (Google Docs wraps all its HTML in `<b style="font-weight:normal">`),
///   while an underline, as CSS draws it, runs on through descendants.
///   Links are not underlined: they keep their words.
/// - **Text**: scripts, styles, comments, `<head>`, `<title>`, `<template>`,
///   SVG and `hidden` / `display: none` elements are not text. Entities are
///   decoded (``HTMLEntities``). Whitespace collapses as HTML's does
///   outside `<pre>` and `white-space: pre…`. Blocks and `<br>` make line
///   breaks, paragraphs, headings, lists and tables an empty line around
///   them (as Firefox's plain text), cells of a row are separated by tabs,
///   an image reads as its `alt` text (as Firefox's plain text: an emoji
///   drawn as an image is its `alt`), a non-breaking space stays one.
///   When the document marks its fragment (`<!--StartFragment-->` …
///   `<!--EndFragment-->`, as Windows' clipboard HTML and some Chromium and
///   LibreOffice copies do), only the fragment is text; the markup around
///   it still styles it.
/// - **Hostile input** reads in time and memory proportional to its size,
///   with no recursion (``HTMLOpenElements`` bounds the element stack):
///   markup however broken, unclosed or misordered reads as a browser would
///   read it, a document cut short reads up to where it stops, NULs are
///   left out (as a plain-text paste leaves them out: a text buffer holds
///   none) and counted. Only its encoding (``HTMLTextEncoding``) or its
///   length is refused, with an ``HTMLReadError``: the caller then pastes
///   the plain text offered beside it.
///
/// A value with no state shared with anything: read on any thread (the
/// toolkits read large HTML on a thread of their own).
///
/// ```swift
/// let html = Data(#"<p>Start <b>Bold</b> and <span style="font-style: italic">slanted</span></p>"#.utf8)
/// let read = try HTMLReader(maximumLength: 1_000).read(html)
/// read.styled.text               // "Start Bold and slanted"
/// read.styled.styling[.bold]     // [6..<10]
/// read.styled.styling[.italic]   // [15..<22]
/// ```
package struct HTMLReader: Sendable {
    /// The type browsers, office suites and mail clients copy styled text as.
    package static let pasteboardType = PasteboardType("text/html")

    /// The most code points the text may have: more is refused.
    package var maximumLength: Int

    package init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    /// What a document reads as.
    package struct Result: Equatable, Sendable {
        /// The text, its length in code points and its style runs.
        package var styled: StyledPasteboardText
        /// How many NUL characters were left out of the text.
        package var removedNULs: Int
        /// The encoding the bytes were read in.
        package var encoding: HTMLTextEncoding
    }

    /// Reads `data` (`text/html` as the clipboard gives it).
    package func read(_ data: Data) throws(HTMLReadError) -> Result {
        let (bytes, encoding) = try HTMLTextEncoding.utf8(from: data)
        var parser = HTMLParser(bytes, maximumLength: maximumLength)
        let (styled, removedNULs) = try parser.read()
        return Result(styled: styled, removedNULs: removedNULs, encoding: encoding)
    }

    /// The most bytes of `text/html` worth reading for a paste of at most
    /// `length` code points: markup is many times its text (a word styled
    /// by Google Docs or Word takes a `<span style>` of 100-200 bytes), so
    /// 64 bytes a code point and a megabyte besides. More is refused by its
    /// size, without being read.
    package static func byteLimit(forLength length: Int) -> Int {
        let (bytes, overflow) = length.multipliedReportingOverflow(by: 64)
        return overflow ? .max : bytes.addingReportingOverflow(1 << 20).overflow ? .max : bytes + (1 << 20)
    }
}
