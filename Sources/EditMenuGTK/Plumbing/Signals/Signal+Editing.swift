import CGtk

/// GtkEditable `insert-text`: the text (UTF-8, `byteCount` bytes or
/// NUL-terminated when negative) and where it goes, a `gint*` GTK moves to
/// the end of the insertion.
package typealias InsertTextHandler = @MainActor (_ text: UnsafePointer<CChar>?, _ byteCount: Int,
                                                  _ position: UnsafeMutablePointer<gint>?) -> Void
/// GtkEditable `delete-text`: the code-point range, `end` negative for "to the end".
package typealias DeleteTextHandler = @MainActor (_ start: Int, _ end: Int) -> Void

private let insertTextThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, gpointer?) -> Void = {
    _, text, length, position, data in
    let handler = SignalBox<InsertTextHandler>.handler(data)
    nonisolated(unsafe) let text = text, position = position
    MainActor.assumeIsolated { handler(text, Int(length), position) }
}
private let deleteTextThunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = { _, start, end, data in
    let handler = SignalBox<DeleteTextHandler>.handler(data)
    MainActor.assumeIsolated { handler(Int(start), Int(end)) }
}
private let moveCursorThunk: @convention(c) (gpointer?, gint, gint, gboolean, gpointer?) -> Void = { _, _, _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}
private let dragDataReceivedThunk: @convention(c) (gpointer?, gpointer?, gint, gint, gpointer?, guint, guint, gpointer?) -> Void = {
    _, _, _, _, _, _, _, data in
    let handler = SignalBox<VoidHandler>.handler(data)
    MainActor.assumeIsolated { handler() }
}

extension Signal where Handler == InsertTextHandler {
    /// GtkEditable `insert-text`: before the text goes in, or once it is in
    /// when connected `after`.
    package static var insertText: Self { Self("insert-text", thunk: unsafeBitCast(insertTextThunk, to: GCallback.self)) }
}

extension Signal where Handler == DeleteTextHandler {
    /// GtkEditable `delete-text`: before the text goes, or after when connected `after`.
    package static var deleteText: Self { Self("delete-text", thunk: unsafeBitCast(deleteTextThunk, to: GCallback.self)) }
}

extension Signal where Handler == VoidHandler {
    /// GtkEntry `move-cursor`: a cursor key moved the caret (its step, count
    /// and whether it extends the selection are not passed on).
    package static var moveCursor: Self { Self("move-cursor", thunk: unsafeBitCast(moveCursorThunk, to: GCallback.self)) }
    /// GtkWidget `drag-data-received`: a drop's data arrived (GtkEntry
    /// inserts it in its default handler).
    package static var dragDataReceived: Self {
        Self("drag-data-received", thunk: unsafeBitCast(dragDataReceivedThunk, to: GCallback.self))
    }
}

/// GtkTextBuffer `insert-text`: where the text goes, as a code-point offset.
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

extension Signal where Handler == BufferInsertHandler {
    /// GtkTextBuffer `insert-text`: before the text goes in (the buffer's own
    /// handler inserts it), or once it is in when connected `after` (the
    /// offset is then the end of the insertion).
    package static var bufferInsertText: Self { Self("insert-text", thunk: unsafeBitCast(bufferInsertThunk, to: GCallback.self)) }
}

extension Signal where Handler == BufferDeleteHandler {
    /// GtkTextBuffer `delete-range`: before the range goes.
    package static var deleteRange: Self { Self("delete-range", thunk: unsafeBitCast(bufferDeleteThunk, to: GCallback.self)) }
}
