import CPango

/// The words of a text by Pango's boundaries (Unicode's UAX #29, tailored
/// to the user's language: what GTK's own double-click selects), each with
/// its code points, as both toolkits count offsets. A word holds whole
/// grapheme clusters; spaces, punctuation and emoji are no words.
///
/// ```swift
/// TextWords("Helo wrld!").words.map(\.text)   // ["Helo", "wrld"]
/// TextWords("漢字 wrld").words.map(\.range)    // [0..<2, 3..<7]
/// ```
package struct TextWords {
    package let words: [(range: Range<Int>, text: Substring)]

    package init(_ text: String) {
        let scalars = text.unicodeScalars
        let count = scalars.count
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        text.withCString { bytes in
            attributes.withUnsafeMutableBufferPointer { buffer in
                pango_get_log_attrs(bytes, gint(clamping: text.utf8.count), -1, pango_language_get_default(),
                                    buffer.baseAddress, gint(clamping: buffer.count))
            }
        }
        var words: [(range: Range<Int>, text: Substring)] = []
        var index = scalars.startIndex
        var start: (offset: Int, index: String.Index)?
        for offset in 0...count {
            if let open = start, attributes[offset].is_word_end != 0 {
                words.append((open.offset..<offset, Substring(scalars[open.index..<index])))
                start = nil
            }
            if start == nil, offset < count, attributes[offset].is_word_start != 0 {
                start = (offset, index)
            }
            if index < scalars.endIndex { scalars.formIndex(after: &index) }
        }
        self.words = words
    }
}
