import CGLib

/// `insert-text` of a GtkTextBuffer or a GtkEditable, on GTK 3 and 4 alike:
/// the text about to go in (where it goes is the toolkit's own handler's).
package typealias InsertedTextHandler = @MainActor (_ text: String) -> Void

/// The text of an `insert-text` (`length` in bytes, or -1 up to its NUL).
private func insertedText(_ text: UnsafePointer<CChar>?, _ length: gint) -> String {
    guard let text else { return "" }
    guard length >= 0 else { return String(cString: text) }
    return text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
        String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
    }
}

private let bufferInsertedTextThunk: @convention(c) (gpointer?, gpointer?, UnsafePointer<CChar>?, gint, gpointer?) -> Void = {
    _, _, text, length, data in
    let handler = SignalBox<InsertedTextHandler>.handler(data)
    let inserted = insertedText(text, length)
    MainActor.assumeIsolated { handler(inserted) }
}

private let editableInsertedTextThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, gpointer?, gpointer?) -> Void = {
    _, text, length, _, data in
    let handler = SignalBox<InsertedTextHandler>.handler(data)
    let inserted = insertedText(text, length)
    MainActor.assumeIsolated { handler(inserted) }
}

extension Signal where Handler == InsertedTextHandler {
    /// GtkTextBuffer's `insert-text`, with its text:
    /// `void (*)(GtkTextBuffer *, GtkTextIter *, const char *text, int length, gpointer user_data)`.
    package init(bufferInsertText name: String) {
        self.init(name, thunk: unsafeBitCast(bufferInsertedTextThunk, to: GCallback.self))
    }

    /// GtkEditable's `insert-text`, with its text:
    /// `void (*)(GtkEditable *, const char *text, int length, int *position, gpointer user_data)`.
    package init(editableInsertText name: String) {
        self.init(name, thunk: unsafeBitCast(editableInsertedTextThunk, to: GCallback.self))
    }
}
