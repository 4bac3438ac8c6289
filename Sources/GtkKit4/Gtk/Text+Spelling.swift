import CGtk4

extension Gtk.Text {
    private var text: UnsafeMutablePointer<GtkText> { pointer.assumingMemoryBound(to: GtkText.self) }

    /// Draws GTK's wavy error underline under each of the UTF-8 byte ranges
    /// `ranges` of the text, and takes every other attribute of ours away
    /// (`gtk_text_set_attributes`).
    package func setErrorUnderlines(bytes ranges: [Range<Int>]) {
        let list = pango_attr_list_new()
        for range in ranges {
            let underline = pango_attr_underline_new(PANGO_UNDERLINE_ERROR)!
            underline.pointee.start_index = guint(range.lowerBound)
            underline.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(list, underline)
        }
        gtk_text_set_attributes(text, list)
        pango_attr_list_unref(list)
    }

    /// How far the text is scrolled to the left, in pixels (GtkText's
    /// `scroll-offset`: where its layout starts, less the alignment of a
    /// short text).
    package var scrollOffset: Int { Int(int("scroll-offset")) }

    /// The UTF-8 byte index of the character under `x` (this widget's
    /// coordinates) in `string` laid out as the widget lays its text out
    /// (its font, one paragraph), or nil past either end.
    package func byteIndex(atX x: Double, in string: String) -> Int? {
        guard let layout = gtk_widget_create_pango_layout(widget, string) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_single_paragraph_mode(layout, 1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var index: gint = 0, trailing: gint = 0
        let inside = pango_layout_xy_to_index(layout, gint((x + Double(scrollOffset)) * Double(PANGO_SCALE)),
                                              logical.y + logical.height / 2, &index, &trailing)
        return inside != 0 ? Int(index) : nil
    }
}
