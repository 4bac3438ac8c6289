import CGtk4

/// GtkTextBuffer `insert-text`: the code-point offset the text goes in at.
package typealias BufferInsertHandler = @MainActor (_ offset: Int) -> Void
/// GtkTextBuffer `delete-range`: the code-point range going.
package typealias BufferDeleteHandler = @MainActor (_ start: Int, _ end: Int) -> Void

private let bufferInsertThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, gint, gpointer?) -> Void = {
    _, location, _, _, data in
    let handler = SignalBox<BufferInsertHandler>.handler(data)
    let offset = location.map { Int(gtk_text_iter_get_offset($0)) } ?? 0
    MainActor.assumeIsolated { handler(offset) }
}
private let bufferDeleteThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?, gpointer?) -> Void = {
    _, start, end, data in
    let handler = SignalBox<BufferDeleteHandler>.handler(data)
    let from = start.map { Int(gtk_text_iter_get_offset($0)) } ?? 0
    let to = end.map { Int(gtk_text_iter_get_offset($0)) } ?? 0
    MainActor.assumeIsolated { handler(min(from, to), max(from, to)) }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == BufferInsertHandler {
    /// `insert-text`: before the text goes in (the buffer's own handler
    /// inserts it), or once it is in when connected `after`.
    package static var insertText: Self { Self("insert-text", thunk: unsafeBitCast(bufferInsertThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == InsertedTextHandler {
    /// `insert-text`, with the text about to go in (its place is
    /// `insertText`'s).
    package static var textToInsert: Self { Self(bufferInsertText: "insert-text") }
}

extension Signal where Emitter: Gtk.Text, Handler == InsertedTextHandler {
    /// GtkEditable `insert-text` of the GtkText inside an entry, with the text about to go in.
    package static var textToInsert: Self { Self(editableInsertText: "insert-text") }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == BufferDeleteHandler {
    /// `delete-range`: before the range goes.
    package static var deleteRange: Self { Self("delete-range", thunk: unsafeBitCast(bufferDeleteThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.TextBuffer, Handler == VoidHandler {
    /// `changed`: the text changed.
    package static var changed: Self { Self(withoutArguments: "changed") }
}
