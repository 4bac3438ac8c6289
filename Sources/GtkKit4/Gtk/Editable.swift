import CGtk4

extension Gtk {
    /// A widget that edits one line of text (`GtkEditable`): `Gtk.Text`, and
    /// `Gtk.Entry`, which hands every call to the `GtkText` inside it.
    ///
    /// ```swift
    /// entry.text = "Hello"
    /// entry.selectRegion(start: 0, end: -1)
    /// entry.deleteSelection()
    /// ```
    @MainActor
    package protocol Editable: Widget {}

    /// One line of editable text (`GtkText`): the widget inside a `GtkEntry`
    /// that takes the keyboard and owns GTK's context menu.
    package final class Text: Widget, Editable {
        override package class var gType: GType { gtk_text_get_type() }
    }

    /// A text field (`GtkEntry`): a `GtkText` with a frame, icons and progress.
    package final class Entry: Widget, Editable {
        override package class var gType: GType { gtk_entry_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_entry_new())) }

        /// The text shown, greyed, while the field is empty.
        package var placeholder: String? {
            get { GLib.string(gtk_entry_get_placeholder_text(pointer.assumingMemoryBound(to: GtkEntry.self))) }
            set { gtk_entry_set_placeholder_text(pointer.assumingMemoryBound(to: GtkEntry.self), newValue) }
        }

        /// The `GtkText` inside that edits the text and takes the keyboard.
        package var textWidget: Text? { firstDescendant(Text.self) }

        /// How far the work shown in the field's own progress bar, under its
        /// text, has got (0...1); 0 hides the bar.
        package var progressFraction: Double {
            get { gtk_entry_get_progress_fraction(pointer.assumingMemoryBound(to: GtkEntry.self)) }
            set { gtk_entry_set_progress_fraction(pointer.assumingMemoryBound(to: GtkEntry.self), newValue) }
        }

        /// The most characters the field takes, or nil for no limit of its own.
        package var maximumLength: Int? {
            let most = Int(gtk_entry_get_max_length(pointer.assumingMemoryBound(to: GtkEntry.self)))
            return most > 0 ? most : nil
        }
    }
}

extension Gtk.Editable {
    private var editable: OpaquePointer { OpaquePointer(pointer) }

    package var text: String {
        get { GLib.string(gtk_editable_get_text(editable)) ?? "" }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// Whether the user may change the text.
    package var isEditable: Bool {
        get { gtk_editable_get_editable(editable) != 0 }
        set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
    }

    /// The caret, in characters.
    package var position: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(newValue)) }
    }

    /// The selection in characters, or nil when nothing is selected.
    package var selection: Range<Int>? {
        var start: gint = 0, end: gint = 0
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }

    /// Selects characters `start..<end` (-1: to the end).
    package func selectRegion(start: Int, end: Int) { gtk_editable_select_region(editable, gint(start), gint(end)) }

    /// The text of characters `start..<end`.
    package func characters(_ range: Range<Int>) -> String {
        GLib.takeString(gtk_editable_get_chars(editable, gint(range.lowerBound), gint(range.upperBound)))
    }

    /// Deletes characters `range`.
    package func deleteText(in range: Range<Int>) {
        gtk_editable_delete_text(editable, gint(range.lowerBound), gint(range.upperBound))
    }

    /// Whether GTK keeps an undo history of its own (Ctrl+Z in GtkText).
    package var enablesUndo: Bool {
        get { gtk_editable_get_enable_undo(editable) != 0 }
        set { gtk_editable_set_enable_undo(editable, newValue ? 1 : 0) }
    }

    /// Deletes the selected text, if any.
    package func deleteSelection() { gtk_editable_delete_selection(editable) }

    /// Inserts `string` at character `offset`; returns the offset after it.
    @discardableResult
    package func insert(_ string: String, at offset: Int) -> Int {
        var position = gint(offset)
        gtk_editable_insert_text(editable, string, -1, &position)
        return Int(position)
    }
}
