import CGtk
import EditMenu
import Foundation

/// A GtkTextBuffer read and styled by code-point offsets: a text view's
/// buffer, or the scratch buffer styled text is read into before a paste.
@MainActor
struct TextBuffer {
    let buffer: UnsafeMutablePointer<GtkTextBuffer>

    var length: Int { Int(gtk_text_buffer_get_char_count(buffer)) }

    func iterator(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, TextOffsets.gtk(offset))
        return iter
    }

    /// The text between two offsets, hidden text included.
    func characters(in range: Range<Int>) -> String {
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        return consumeGString(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    /// The same text as GTK's UTF-8 bytes, with no copy of them.
    func utf8(in range: Range<Int>) -> Data {
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        return adoptGString(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    // MARK: Bold, Italic and Underline as GtkTextTags

    func createStyleTags() {
        let table = gtk_text_buffer_get_tag_table(buffer)
        for style in TextStyle.allCases where gtk_text_tag_table_lookup(table, style.rawValue) == nil {
            let tag = gtk_text_tag_new(style.rawValue)!
            switch style {
            case .bold: cgtk_object_set_int(tag, "weight", gint(PANGO_WEIGHT_BOLD.rawValue))
            case .italic: cgtk_object_set_int(tag, "style", gint(PANGO_STYLE_ITALIC.rawValue))
            case .underline: cgtk_object_set_int(tag, "underline", gint(PANGO_UNDERLINE_SINGLE.rawValue))
            }
            gtk_text_tag_table_add(table, tag)
            g_object_unref(UnsafeMutableRawPointer(tag))
        }
    }

    private func tag(_ style: TextStyle) -> UnsafeMutablePointer<GtkTextTag>? {
        gtk_text_tag_table_lookup(gtk_text_buffer_get_tag_table(buffer), style.rawValue)
    }

    /// The parts of `range` that have `style`, in order.
    func styledRanges(_ style: TextStyle, in range: Range<Int>) -> [Range<Int>] {
        guard let tag = tag(style) else { return [] }
        var iter = iterator(at: range.lowerBound)
        var inside = gtk_text_iter_has_tag(&iter, tag) != 0
        var start = range.lowerBound
        var result: [Range<Int>] = []
        while start < range.upperBound {
            if gtk_text_iter_forward_to_tag_toggle(&iter, tag) == 0 { gtk_text_buffer_get_end_iter(buffer, &iter) }
            let position = min(Int(gtk_text_iter_get_offset(&iter)), range.upperBound)
            if inside, position > start { result.append(start..<position) }
            if position <= start { break }   // the end of the buffer
            inside.toggle()
            start = position
        }
        return result
    }

    /// Gives exactly `ranges` of `range` the style `style`.
    func setStyle(_ style: TextStyle, on ranges: [Range<Int>], within range: Range<Int>) {
        guard let tag = tag(style) else { return }
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
        for styled in ranges {
            var from = iterator(at: styled.lowerBound), to = iterator(at: styled.upperBound)
            gtk_text_buffer_apply_tag(buffer, tag, &from, &to)
        }
    }

    /// The styles `range` has, each as the parts that have it.
    func styles(in range: Range<Int>) -> [TextStyle: [Range<Int>]] {
        var styled: [TextStyle: [Range<Int>]] = [:]
        for style in TextStyle.allCases {
            let ranges = styledRanges(style, in: range)
            if !ranges.isEmpty { styled[style] = ranges }
        }
        return styled
    }

    /// The change that takes every style off `range` (as deleting it does),
    /// or nil when it has none.
    func stylingRemoved(from range: Range<Int>) -> FormatChange? {
        let before = styles(in: range)
        guard !before.isEmpty else { return nil }
        return FormatChange(range: range, styledBefore: before, styledAfter: before.mapValues { _ in [] })
    }

    /// Makes `change`: each style it touched is on exactly its `styledAfter` parts.
    func restyle(_ change: FormatChange) {
        for (style, ranges) in change.styledAfter { setStyle(style, on: ranges, within: change.range) }
    }
}
