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

    /// A language, as Pango knows which scripts it is written in (`PangoLanguage`).
    package struct Language: @unchecked Sendable {
        /// Pango's languages live as long as the process.
        let language: OpaquePointer

        /// The language of `code` ("en_US", "de-DE").
        package init(code: String) {
            language = pango_language_from_string(code.replacingOccurrences(of: "_", with: "-"))
        }

        /// The user's language, from the locale.
        package static var `default`: Language { Language(pango_language_get_default()) }

        init(_ language: OpaquePointer) { self.language = language }

        /// Whether Pango knows which scripts the language is written in
        /// (it does not for a few languages).
        package func includes(script: UnicodeScript) -> Bool {
            pango_language_includes_script(language, PangoScript(rawValue: script.rawValue)) != 0
        }
    }

    /// A Unicode script, as GLib classifies a character (`GUnicodeScript`).
    package struct UnicodeScript: Equatable, Sendable {
        let rawValue: Int32

        /// The script of `scalar`.
        package init(of scalar: Unicode.Scalar) { rawValue = g_unichar_get_script(gunichar(scalar.value)).rawValue }

        /// Punctuation, digits and other characters of every script.
        package var isCommon: Bool { rawValue == G_UNICODE_SCRIPT_COMMON.rawValue }
        /// Marks that take the script of the character before them.
        package var isInherited: Bool { rawValue == G_UNICODE_SCRIPT_INHERITED.rawValue }
    }

    /// Where words start and end in `text`, by Pango's rules for the user's
    /// language: one entry per code point, and one for the end.
    package static func wordBoundaries(in text: String, count: Int) -> [(isWordStart: Bool, isWordEnd: Bool)] {
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        let byteCount = gint(clamping: text.utf8.count)
        text.withCString { bytes in
            attributes.withUnsafeMutableBufferPointer { buffer in
                pango_get_log_attrs(bytes, byteCount, -1, pango_language_get_default(),
                                    buffer.baseAddress, gint(clamping: buffer.count))
            }
        }
        return attributes.map { ($0.is_word_start != 0, $0.is_word_end != 0) }
    }
}
