import CGtk
import EditMenu
import Foundation

/// A style a text view's text can have, as a GtkTextTag of the buffer.
enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case bold, italic, underline

    /// The standard action that toggles it (Ctrl+B, Ctrl+I, Ctrl+U).
    var action: Action {
        switch self {
        case .bold: .toggleBoldface
        case .italic: .toggleItalics
        case .underline: .toggleUnderline
        }
    }

    init?(_ action: Action?) {
        guard let style = Self.allCases.first(where: { $0.action == action }) else { return nil }
        self = style
    }
}

/// Styled text on the pasteboard: GTK's own rich-text serialization of a
/// buffer, with the tag set of our text views.
enum RichText {
    /// The name our tag set registers under; only buffers that know it read it.
    static let tagSetName = "edit-menu"
    /// The type GTK names the serialization (`…;format=<tag set>`).
    static let pasteboardType = PasteboardType("application/x-gtk-text-buffer-rich-text;format=\(tagSetName)")

    /// The serialized text on `pasteboard`, read with a byte limit from the
    /// system clipboard: any application may claim to offer this type, and
    /// data far larger than `maximumLength` characters could be (GTK's
    /// serialization is about 1 KiB plus a few bytes per tag toggle) is
    /// refused before it is copied.
    @MainActor
    static func data(from pasteboard: any Pasteboard, maximumLength: Int) async throws -> Data? {
        guard let pasteboard = pasteboard as? GtkPasteboard else { return try await pasteboard.data(forType: pasteboardType) }
        let (bytes, overflow) = maximumLength.multipliedReportingOverflow(by: 8)
        return try await pasteboard.data(forType: pasteboardType, limit: overflow ? Int.max : bytes + 65_536)
    }
}

extension TextView {
    /// What the menu calls the submenu of styles.
    public static var formatMenuTitle: String { tr("Format") }

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

    private func tag(_ style: TextStyle) -> UnsafeMutablePointer<GtkTextTag> {
        gtk_text_tag_table_lookup(gtk_text_buffer_get_tag_table(buffer), style.rawValue)
    }

    // MARK: Reading and setting styles

    /// The parts of `range` that have `style`, in order.
    func styledRanges(_ style: TextStyle, in range: Range<Int>) -> [Range<Int>] {
        let tag = tag(style)
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

    /// Whether all of `range` has `style` (on), none of it (off), or some (mixed).
    func state(of style: TextStyle, in range: Range<Int>) -> MenuElementState {
        let styled = styledRanges(style, in: range)
        if styled.isEmpty { return .off }
        return styled == [range] ? .on : .mixed
    }

    /// Gives exactly `ranges` of `range` the style `style`.
    func setStyle(_ style: TextStyle, on ranges: [Range<Int>], within range: Range<Int>) {
        let tag = tag(style)
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
        for styled in ranges {
            var from = iterator(at: styled.lowerBound), to = iterator(at: styled.upperBound)
            gtk_text_buffer_apply_tag(buffer, tag, &from, &to)
        }
    }

    /// The change that takes every style off `range` (as deleting it does),
    /// or nil when it has none.
    func strippingStyles(from range: Range<Int>) -> TextViewChange? {
        var before: [TextStyle: [Range<Int>]] = [:]
        for style in TextStyle.allCases {
            let styled = styledRanges(style, in: range)
            if !styled.isEmpty { before[style] = styled }
        }
        guard !before.isEmpty else { return nil }
        return .format(FormatChange(range: range, styledBefore: before, styledAfter: before.mapValues { _ in [] }))
    }

    /// Bold, Italic or Underline over the selection, as one undoable step:
    /// off where all of it has the style, on otherwise (mixed becomes on).
    func toggle(_ style: TextStyle) {
        guard let range = selectedOffsets else { return }
        let before = styledRanges(style, in: range)
        let after: [Range<Int>] = before == [range] ? [] : [range]
        let change = TextViewChange.format(FormatChange(range: range, styledBefore: [style: before], styledAfter: [style: after]))
        recorder.record(change, named: style.action.localizedTitle)
        apply(change)
    }

    func registerFormatActions() {
        for style in TextStyle.allCases {
            handle(style.action, when: { [weak self] _ in
                self.map { $0.allowsEditingTextAttributes && $0.isEditable && $0.selectedOffsets != nil } ?? false
            }) { [weak self] _ in
                self?.toggle(style)
            }
        }
    }

    // MARK: The Format submenu

    /// `menu` with Bold, Italic and Underline gathered in a "Format"
    /// submenu, each showing the selection's state.
    func withFormatSubmenu(_ menu: ResolvedMenu) -> ResolvedMenu {
        guard let range = selectedOffsets else { return menu }
        var styles: [ResolvedMenuItem] = []
        let rest = menu.filter { item in
            guard let style = TextStyle(item.action) else { return true }
            var item = item
            item.state = state(of: style, in: range)
            styles.append(item)
            return false
        }
        guard !styles.isEmpty else { return menu }
        let group = ResolvedMenuGroup(id: MenuElementID("format"), title: Self.formatMenuTitle,
                                      iconName: "format-text-bold", entries: styles.map { .item($0) })
        return ResolvedMenu(entries: rest.entries + [.submenu(group)])
    }

    // MARK: Styled text on the pasteboard

    /// GTK's rich-text serialization of `range`.
    func serializedRichText(in range: Range<Int>) -> Data? {
        let format = gtk_text_buffer_register_serialize_tagset(buffer, RichText.tagSetName)
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        var length: gsize = 0
        guard let bytes = gtk_text_buffer_serialize(buffer, buffer, format, &start, &end, &length) else { return nil }
        defer { g_free(bytes) }
        return Data(bytes: bytes, count: Int(length))
    }

    /// Inserts styled text at the selection as one step named `actionName`;
    /// false when `data` is not styled text of ours (then plain text is
    /// pasted instead). Text longer than `maximumLength` is refused.
    func insertRichText(_ data: Data, maximumLength: Int, undoableAs actionName: String) throws -> Bool {
        // Read into a scratch buffer with the same tags first: what is
        // invalid or too long never touches the text.
        let scratch = gtk_text_buffer_new(gtk_text_buffer_get_tag_table(buffer))!
        defer { g_object_unref(UnsafeMutableRawPointer(scratch)) }
        let format = gtk_text_buffer_register_deserialize_tagset(scratch, RichText.tagSetName)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(scratch, &start)
        var error: UnsafeMutablePointer<GError>?
        let read = data.withUnsafeBytes { bytes in
            gtk_text_buffer_deserialize(scratch, scratch, format, &start,
                                        bytes.bindMemory(to: guint8.self).baseAddress, gsize(data.count), &error)
        }
        if let error {
            Log.message("styled text on the clipboard could not be read: \(String(cString: error.pointee.message))")
            g_error_free(error)
            return false
        }
        guard read != 0 else { return false }
        let count = Int(gtk_text_buffer_get_char_count(scratch))
        guard count <= maximumLength else {
            throw PasteRefusal.tooLong(byteCount: data.count, limit: maximumLength)
        }
        var from = GtkTextIter(), to = GtkTextIter()
        gtk_text_buffer_get_bounds(scratch, &from, &to)
        recorder.recording(actionName) {
            gtk_text_buffer_delete_selection(buffer, 1, 1)
            let offset = caretOffset
            var at = iterator(at: offset)
            gtk_text_buffer_insert_range(buffer, &at, &from, &to)
            // The tags came with the text; Redo puts the text back plain, so
            // the styling is a change of its own in the same step.
            let pasted = offset..<(offset + count)
            var styled: [TextStyle: [Range<Int>]] = [:]
            for style in TextStyle.allCases {
                let ranges = styledRanges(style, in: pasted)
                if !ranges.isEmpty { styled[style] = ranges }
            }
            if !styled.isEmpty {
                recorder.record(.format(FormatChange(range: pasted, styledBefore: styled.mapValues { _ in [] },
                                                     styledAfter: styled)), named: actionName)
            }
        }
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
        return true
    }
}
