import CGtk
import Foundation

extension Gtk {
    /// A widget the user edits text in: GtkEntry and GtkTextView share
    /// their key bindings' signals (`move-cursor`, `insert-emoji`).
    package protocol TextWidget: Widget {}

    /// A one-line text field (`GtkEntry`, a `GtkEditable`).
    ///
    /// Positions are code-point offsets, as GTK counts them.
    package final class Entry: Widget, TextWidget {
        override package class var gType: GType { gtk_entry_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_entry_new())) }

        var entry: UnsafeMutablePointer<GtkEntry> { pointer.assumingMemoryBound(to: GtkEntry.self) }
        var editable: OpaquePointer { OpaquePointer(pointer) }

        // MARK: Text

        package var text: String {
            get { GLib.string(gtk_entry_get_text(entry)) ?? "" }
            set { gtk_entry_set_text(entry, newValue) }
        }
        /// Its length in code points.
        package var characterCount: Int { Int(gtk_entry_get_text_length(entry)) }
        /// Its length in UTF-8 bytes.
        package var byteCount: Int { strlen(gtk_entry_get_text(entry)) }
        /// The most characters it takes (nil: no limit but the buffer's).
        package var maximumLength: Int? {
            let maximum = Int(gtk_entry_get_max_length(entry))
            return maximum > 0 ? maximum : nil
        }
        /// The text of `range` (code points).
        package func characters(in range: Range<Int>) -> String {
            GLib.takeString(gtk_editable_get_chars(editable, gint(clamping: range.lowerBound), gint(clamping: range.upperBound)))
        }
        /// The UTF-8 bytes of `range`, as GTK handed them over (no copy).
        package func utf8(in range: Range<Int>) -> Data {
            GLib.takeBytes(gtk_editable_get_chars(editable, gint(clamping: range.lowerBound), gint(clamping: range.upperBound)))
        }
        package func delete(_ range: Range<Int>) {
            gtk_editable_delete_text(editable, gint(clamping: range.lowerBound), gint(clamping: range.upperBound))
        }
        /// Inserts the UTF-8 bytes of `text` at `offset`; returns where it ended.
        @discardableResult
        package func insert(_ text: Substring, at offset: Int) -> Int {
            var position = gint(clamping: offset)
            var text = text
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return }
                gtk_editable_insert_text(editable, UnsafeRawPointer(start).assumingMemoryBound(to: gchar.self),
                                         gint(clamping: bytes.count), &position)
            }
            return Int(position)
        }
        /// Replaces the selection with `text` as typing does, the caret after it.
        package func replaceSelection(with text: String) {
            gtk_editable_delete_selection(editable)
            var position = gtk_editable_get_position(editable)
            gtk_editable_insert_text(editable, text, -1, &position)
            gtk_editable_set_position(editable, position)
        }

        // MARK: Selection

        /// The selection; nil when nothing is selected.
        package var selection: Range<Int>? {
            var start: gint = 0, end: gint = 0
            guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
            return Int(min(start, end))..<Int(max(start, end))
        }
        package var caret: Int { Int(gtk_editable_get_position(editable)) }
        package func select(_ range: Range<Int>) {
            gtk_editable_select_region(editable, gint(clamping: range.lowerBound), gint(clamping: range.upperBound))
        }

        // MARK: Behaviour

        package var isEditable: Bool {
            get { gtk_editable_get_editable(editable) != 0 }
            set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
        }
        /// Whether the text shows (false: a password field's dots).
        package var isTextVisible: Bool {
            get { gtk_entry_get_visibility(entry) != 0 }
            set { gtk_entry_set_visibility(entry, newValue ? 1 : 0) }
        }
        package var placeholder: String? {
            get { GLib.string(gtk_entry_get_placeholder_text(entry)) }
            set { gtk_entry_set_placeholder_text(entry, newValue) }
        }
        /// Whether the input hints allow the emoji chooser.
        package var allowsEmoji: Bool { (gtk_entry_get_input_hints(entry).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0 }
        /// Takes the keyboard without selecting all of the text.
        package func grabFocusWithoutSelecting() { gtk_entry_grab_focus_without_selecting(entry) }
        /// GtkEntry's own progress bar under the text (0 hides it).
        package func setProgress(_ fraction: Double) { gtk_entry_set_progress_fraction(entry, fraction) }
        /// Pango attributes over the text (the spelling underlines).
        package func setAttributes(_ attributes: Pango.AttributeList) { gtk_entry_set_attributes(entry, attributes.list) }

        // MARK: Layout

        /// The laid-out text and where it is drawn, in widget coordinates.
        package var layout: (layout: Pango.Layout, x: Int, y: Int)? {
            guard let layout = gtk_entry_get_layout(entry) else { return nil }
            var x: gint = 0, y: gint = 0
            gtk_entry_get_layout_offsets(entry, &x, &y)
            return (Pango.Layout(retaining: UnsafeMutableRawPointer(layout)), Int(x), Int(y))
        }
        /// The byte index in the text of a byte index in the layout (which
        /// may show a pre-edit too).
        package func textIndex(ofLayoutIndex index: Int) -> Int { Int(gtk_entry_layout_index_to_text_index(entry, gint(index))) }
        package func layoutIndex(ofTextIndex index: Int) -> Int { Int(gtk_entry_text_index_to_layout_index(entry, gint(index))) }
    }
}

/// GtkEditable `insert-text`: where the text goes (or, connected `after`,
/// where it ended), as a code-point offset.
package typealias EditableInsertHandler = @MainActor (_ position: Int?) -> Void
/// GtkEditable `delete-text`: the code-point range, `end` negative for "to the end".
package typealias EditableDeleteHandler = @MainActor (_ start: Int, _ end: Int) -> Void
/// GtkEntry `preedit-changed`: the input method's text being composed.
package typealias PreeditHandler = @MainActor (String) -> Void

private let insertTextThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, gpointer?) -> Void = {
    _, _, _, position, data in
    let handler = SignalBox<EditableInsertHandler>.handler(data)
    let offset = position.map { Int($0.pointee) }
    MainActor.assumeIsolated { handler(offset) }
}
private let deleteTextThunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, start, end, data in
    let handler = SignalBox<EditableDeleteHandler>.handler(data)
    MainActor.assumeIsolated { handler(Int(start), Int(end)) }
}
private let moveCursorThunk: @convention(c) (gpointer?, gint, gint, gboolean, gpointer?) -> Void = { _, _, _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}
private let preeditThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
    let handler = SignalBox<PreeditHandler>.handler(data)
    let text = text.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { handler(text) }
}

extension Signal where Emitter: Gtk.Entry, Handler == EditableInsertHandler {
    /// GtkEditable `insert-text`: before the text goes in, or once it is in
    /// when connected `after`.
    package static var insertText: Self { Self("insert-text", thunk: unsafeBitCast(insertTextThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.Entry, Handler == EditableDeleteHandler {
    /// GtkEditable `delete-text`: before the text goes, or after when connected `after`.
    package static var deleteText: Self { Self("delete-text", thunk: unsafeBitCast(deleteTextThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.TextWidget, Handler == VoidHandler {
    /// `move-cursor`: a cursor key moved the caret (its step, count and
    /// whether it extends the selection are not passed on).
    package static var moveCursor: Self { Self("move-cursor", thunk: unsafeBitCast(moveCursorThunk, to: GCallback.self)) }
    /// `insert-emoji`, the key binding that opens the emoji chooser.
    package static var insertEmoji: Self { Self(withoutArguments: "insert-emoji") }
}

extension Signal where Emitter: Gtk.Entry, Handler == VoidHandler {
    /// GtkEditable `changed`: the text changed, whoever changed it.
    package static var changed: Self { Self(withoutArguments: "changed") }
}

extension Signal where Emitter: Gtk.TextWidget, Handler == VoidHandler {
    /// `populate-popup`: the widget is building its own context menu.
    package static var populatePopup: Self { Self(ignoringArgument: "populate-popup") }
}

extension Signal where Emitter: Gtk.TextWidget, Handler == PreeditHandler {
    /// `preedit-changed`: the input method's text being composed changed.
    package static var preeditChanged: Self { Self("preedit-changed", thunk: unsafeBitCast(preeditThunk, to: GCallback.self)) }
}
