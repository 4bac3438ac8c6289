import CGtk
import GtkKit

// Going away: the C views of the text widgets that the tests (not yet on
// GtkKit) read. The library itself uses the typed members beside each; this
// file goes once the tests use those.

extension TextField {
    /// The GtkEntry as a C pointer (going away: `gtkEntry`).
    var entry: UnsafeMutablePointer<GtkEntry> { gtkEntry.pointer.assumingMemoryBound(to: GtkEntry.self) }
}

extension TextView {
    /// The GtkTextView as a C pointer (going away: `gtkTextView`).
    var textView: UnsafeMutablePointer<GtkTextView> { gtkTextView.pointer.assumingMemoryBound(to: GtkTextView.self) }
    /// Its GtkTextBuffer as a C pointer (going away: `gtkBuffer`).
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtkBuffer.pointer.assumingMemoryBound(to: GtkTextBuffer.self) }
}

extension TextBufferStorage {
    /// A C iterator at `offset` (going away: `buffer.iter(at:)`).
    func iterator(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer.pointer.assumingMemoryBound(to: GtkTextBuffer.self), &iter, gint(clamping: offset))
        return iter
    }
}

extension Label {
    /// The GtkLabel as a C pointer (going away: `labelWidget`).
    var gtkLabel: UnsafeMutablePointer<GtkLabel> { labelWidget.pointer.assumingMemoryBound(to: GtkLabel.self) }
}

extension EditableText {
    /// The touch selection handles that exist now, as C pointers (going away:
    /// `touchHandleWidgets`). The window holds them.
    var touchHandles: [UnsafeMutablePointer<GtkWidget>] {
        touchHandleWidgets.map { $0.pointer.assumingMemoryBound(to: GtkWidget.self) }
    }
}
