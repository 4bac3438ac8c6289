import CGtk4

/// GtkEditable `insert-text`: the code-point offset the text goes in at
/// (before), or where it ended (connected `after`).
package typealias EditableInsertHandler = @MainActor (_ position: Int?) -> Void
/// GtkEditable `delete-text`: the code-point range, `end` negative for "to the end".
package typealias EditableDeleteHandler = @MainActor (_ start: Int, _ end: Int) -> Void

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

// GtkEntry hands its GtkEditable calls to the GtkText inside, which emits
// the change signals: connect them on `Gtk.Entry.textWidget`.
extension Signal where Emitter: Gtk.Text, Handler == EditableInsertHandler {
    /// `insert-text`: before the text goes in (GtkText's own handler
    /// inserts it), or once it is in when connected `after`.
    package static var insertText: Self { Self("insert-text", thunk: unsafeBitCast(insertTextThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.Text, Handler == EditableDeleteHandler {
    /// `delete-text`: before the text goes, or after when connected `after`.
    package static var deleteText: Self { Self("delete-text", thunk: unsafeBitCast(deleteTextThunk, to: GCallback.self)) }
}

extension Signal where Emitter: Gtk.Entry, Handler == VoidHandler {
    /// GtkEditable `changed`: the text changed, whoever changed it.
    package static var changed: Self { Self(withoutArguments: "changed") }
}
