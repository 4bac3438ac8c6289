/// The one place where text positions cross the GTK boundary.
///
/// GTK counts positions in Unicode code points — GLib's "characters"
/// (`g_utf8_offset_to_pointer`): a flag such as 🇫🇷 is two, a family emoji
/// 👨‍👩‍👧 five, `é` written as `e` + U+0301 two. Swift counts `Character`s,
/// grapheme clusters, in which each of those is one. Mixing the two units
/// cut copies short and trapped on out-of-range indices, so every GtkEntry,
/// GtkLabel or GtkTextView offset is converted here, against the text it
/// refers to, and the public API speaks `String.Index` only.
///
/// ```swift
/// let offsets = TextOffsets("🇫🇷 flag")
/// offsets.index(at: 3)                        // the index of "f": 🇫🇷 and the space are 3 code points
/// offsets.offset(of: offsets.text.endIndex)   // 7
/// ```
package struct TextOffsets {
    /// The text the offsets count into.
    package let text: String

    package init(_ text: String) { self.text = text }

    /// The number of code points, GTK's length of the text.
    package var count: Int { text.unicodeScalars.count }

    /// The index `offset` code points into the text. Clamped to the text;
    /// a negative offset means the end, as GTK's `-1` does.
    package func index(at offset: Int) -> String.Index {
        let scalars = text.unicodeScalars
        guard offset >= 0 else { return scalars.endIndex }
        return scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex) ?? scalars.endIndex
    }

    /// The code-point offset of `index`, which may come from an earlier, longer
    /// version of the text (then it counts as the end).
    package func offset(of index: String.Index) -> Int {
        let scalars = text.unicodeScalars
        guard index < scalars.endIndex else { return scalars.count }
        return scalars.distance(from: scalars.startIndex, to: index)
    }

    /// The indices of the code-point range `start..<end`, in either order.
    package func range(from start: Int, to end: Int) -> Range<String.Index> {
        let (low, high) = (index(at: min(start, end)), index(at: max(start, end)))
        return low..<high
    }

    /// The code-point offsets of `range`.
    package func offsets(of range: Range<String.Index>) -> Range<Int> {
        offset(of: range.lowerBound)..<offset(of: range.upperBound)
    }

    /// The exact text between two code-point offsets — every byte, even when
    /// the range starts or ends inside a grapheme cluster (GTK lets a program
    /// select half a flag; a copy must still hold what was selected).
    package func substring(_ range: Range<Int>) -> String {
        let bounds = self.range(from: range.lowerBound, to: range.upperBound)
        return String(text.unicodeScalars[bounds])
    }

}
