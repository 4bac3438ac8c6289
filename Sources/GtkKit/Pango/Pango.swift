import CGtk

extension Pango {
    /// Pango's units per pixel.
    package static let scale = Double(PANGO_SCALE)

    /// Text laid out in a font, ready to draw (`PangoLayout`).
    package final class Layout: GLib.Object {
        override package class var gType: GType { pango_layout_get_type() }

        static func adopt(_ layout: UnsafeMutableRawPointer?) -> Layout? { layout.map { Layout(adopting: $0) } }

        var layout: OpaquePointer { OpaquePointer(pointer) }

        /// Its size in pixels.
        package var pixelSize: (width: Int, height: Int) {
            var width: gint = 0, height: gint = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            return (Int(width), Int(height))
        }
        /// Draws everything `scale` times its size.
        package func scale(by factor: Double) {
            let list = AttributeList()
            list.insertScale(factor)
            pango_layout_set_attributes(layout, list.list)
        }
        /// The byte index of the character at `x`, `y` (Pango units), and
        /// whether the point is inside the text.
        package func index(atX x: Int, y: Int) -> (index: Int, trailing: Int, inside: Bool) {
            var index: gint = 0, trailing: gint = 0
            let inside = pango_layout_xy_to_index(layout, gint(x), gint(y), &index, &trailing) != 0
            return (Int(index), Int(trailing), inside)
        }
        /// Where the character at byte `index` is (Pango units).
        package func position(ofIndex index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
            var rect = PangoRectangle()
            pango_layout_index_to_pos(layout, gint(index), &rect)
            return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
        }
    }

    /// Styles over byte ranges of a text (`PangoAttrList`).
    package final class AttributeList {
        let list: OpaquePointer

        package init() { list = pango_attr_list_new() }
        deinit { pango_attr_list_unref(list) }

        /// GTK's wavy error underline over bytes `range` (a misspelled word).
        package func insertErrorUnderline(bytes range: Range<Int>) {
            let underline = pango_attr_underline_new(PANGO_UNDERLINE_ERROR)!
            underline.pointee.start_index = guint(range.lowerBound)
            underline.pointee.end_index = guint(range.upperBound)
            pango_attr_list_insert(list, underline)
        }

        /// Scales all of the text by `factor`.
        package func insertScale(_ factor: Double) { pango_attr_list_insert(list, pango_attr_scale_new(factor)) }
    }
}
