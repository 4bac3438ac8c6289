import CGtk

extension Pango {
    /// What Pango's text boundaries say of one place in a text (the place
    /// before a code point, or the end): where words start and end, and
    /// where a caret may stand (never inside a grapheme cluster).
    package struct Boundary: Sendable {
        /// A word starts here.
        package var isWordStart: Bool
        /// A word ends here.
        package var isWordEnd: Bool
        /// A caret may stand here: a grapheme cluster starts (or the text ends).
        package var isCursorPosition: Bool
    }

    /// The boundaries of `text` by Pango's rules for the user's language
    /// (Unicode's UAX #29, tailored): one entry per code point (`count` of
    /// them), and one for the end. What "Select" and GTK's double-click pick
    /// words by.
    package static func boundaries(in text: String, count: Int) -> [Boundary] {
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        let byteCount = gint(clamping: text.utf8.count)
        text.withCString { bytes in
            attributes.withUnsafeMutableBufferPointer { buffer in
                pango_get_log_attrs(bytes, byteCount, -1, pango_language_get_default(),
                                    buffer.baseAddress, gint(clamping: buffer.count))
            }
        }
        return attributes.map {
            Boundary(isWordStart: $0.is_word_start != 0, isWordEnd: $0.is_word_end != 0,
                     isCursorPosition: $0.is_cursor_position != 0)
        }
    }
}
