import CGtk
import EditMenuGTKTestSupport
@testable import EditMenuGTK
import GtkKit

// The tests' C views of what the library holds as GtkKit objects.
// GtkKit) read. The library itself uses the typed members beside each; this
// file goes once the tests use those.

extension TextField {
    /// The GtkEntry as a C pointer.
    var entry: UnsafeMutablePointer<GtkEntry> { gtkEntry.pointer.assumingMemoryBound(to: GtkEntry.self) }
}

extension TextView {
    /// The GtkTextView as a C pointer.
    var textView: UnsafeMutablePointer<GtkTextView> { gtkTextView.pointer.assumingMemoryBound(to: GtkTextView.self) }
    /// Its GtkTextBuffer as a C pointer.
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtkBuffer.pointer.assumingMemoryBound(to: GtkTextBuffer.self) }
}

extension TextBufferStorage {
    /// A C iterator at `offset``).
    func iterator(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer.pointer.assumingMemoryBound(to: GtkTextBuffer.self), &iter, gint(clamping: offset))
        return iter
    }
}

extension Label {
    /// The GtkLabel as a C pointer.
    var gtkLabel: UnsafeMutablePointer<GtkLabel> { labelWidget.pointer.assumingMemoryBound(to: GtkLabel.self) }
}

extension EditableText {
    /// The touch selection handles that exist now, as C pointers. The window holds them.
    var touchHandles: [UnsafeMutablePointer<GtkWidget>] {
        touchHandleWidgets.map { $0.pointer.assumingMemoryBound(to: GtkWidget.self) }
    }
}
