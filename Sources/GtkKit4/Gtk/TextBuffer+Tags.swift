import CGtk4

extension Gtk {
    /// A named style a buffer applies to ranges of its text (`GtkTextTag`):
    /// bold, italic, underline.
    ///
    /// ```swift
    /// let bold = Gtk.TextTag(name: "bold")
    /// bold.set("weight", Int32(700))
    /// buffer.add(bold)
    /// buffer.apply(bold, to: 0..<5)
    /// ```
    package final class TextTag: GLib.Object {
        override package class var gType: GType { gtk_text_tag_get_type() }

        package convenience init(name: String) { self.init(adopting: UnsafeMutableRawPointer(gtk_text_tag_new(name))) }

        var tag: UnsafeMutablePointer<GtkTextTag> { pointer.assumingMemoryBound(to: GtkTextTag.self) }

        /// The looks of our text views' styles, named as the styles are.
        package enum Look: String { case bold, italic, underline }

        /// Gives the tag `look`: Pango's bold weight, italic style or single underline.
        package func setLook(_ look: Look) {
            switch look {
            case .bold: set("weight", Int32(PANGO_WEIGHT_BOLD.rawValue))
            case .italic: set("style", Int32(PANGO_STYLE_ITALIC.rawValue))
            case .underline: set("underline", Int32(PANGO_UNDERLINE_SINGLE.rawValue))
            }
        }
    }
}

extension Gtk.TextBuffer {
    private var tagTable: OpaquePointer { gtk_text_buffer_get_tag_table(buffer) }

    /// The tag called `name` in the buffer's table, or nil.
    package func tag(named name: String) -> Gtk.TextTag? {
        gtk_text_tag_table_lookup(tagTable, name).map { Gtk.TextTag(retaining: UnsafeMutableRawPointer($0)) }
    }

    /// Adds `tag` to the buffer's table (its name must be new there).
    package func add(_ tag: Gtk.TextTag) { gtk_text_tag_table_add(tagTable, tag.tag) }

    /// Gives characters `range` the tag.
    package func apply(_ tag: Gtk.TextTag, to range: Range<Int>) {
        var start = iter(at: range.lowerBound), end = iter(at: range.upperBound)
        gtk_text_buffer_apply_tag(buffer, tag.tag, &start, &end)
    }

    /// Takes the tag off characters `range`.
    package func remove(_ tag: Gtk.TextTag, from range: Range<Int>) {
        var start = iter(at: range.lowerBound), end = iter(at: range.upperBound)
        gtk_text_buffer_remove_tag(buffer, tag.tag, &start, &end)
    }

    /// The parts of characters `range` that have `tag`, in order: GTK's
    /// toggles of the tag, walked from the start of `range`.
    package func ranges(of tag: Gtk.TextTag, in range: Range<Int>) -> [Range<Int>] {
        var iter = iter(at: range.lowerBound)
        var inside = gtk_text_iter_has_tag(&iter, tag.tag) != 0
        var start = range.lowerBound
        var result: [Range<Int>] = []
        while start < range.upperBound {
            if gtk_text_iter_forward_to_tag_toggle(&iter, tag.tag) == 0 { gtk_text_buffer_get_end_iter(buffer, &iter) }
            let position = min(Int(gtk_text_iter_get_offset(&iter)), range.upperBound)
            if inside, position > start { result.append(start..<position) }
            if position <= start { break }   // the end of the buffer
            inside.toggle()
            start = position
        }
        return result
    }
}
