import CGtk
import EditMenu

extension TextField: RecordableText {
    typealias Change = TextEdit

    var keepsUndoHistory: Bool { isTextVisible }

    /// Reports every change of the entry's text to `recorder`, with what
    /// caused it.
    func report(to recorder: TextEditRecorder<TextField>) {
        object.connect(.deleteText) { [unowned recorder] start, end in recorder.textWillBeDeleted(start, end) }
        object.connect(.insertText) { [unowned recorder] _, _, position in
            recorder.textWillBeInserted(at: position.map { Int($0.pointee) })
        }
        object.connect(.insertText, after: true) { [unowned recorder] _, _, _ in recorder.textWasInserted() }
        object.connect(.moveCursor) { [unowned recorder] in recorder.caretMoved() }
        object.connect(.buttonPressEvent) { [unowned recorder] event in
            recorder.buttonPressed(event.button)
            return false
        }
        object.connect(.focusOutEvent) { [unowned recorder] _ in
            recorder.caretMoved()
            return false
        }
        // GtkEntry inserts a drop in drag-data-received and, when text
        // moves out of it, deletes the source in drag-data-delete.
        object.connect(.dragDataReceived) { [unowned recorder] in recorder.dropWillInsert() }
        object.connect(.dragDataReceived, after: true) { [unowned recorder] in recorder.dropDidInsert() }
        object.connect(.dragDataDelete) { [unowned recorder] in recorder.dragWillDelete() }
        object.connect(.dragDataDelete, after: true) { [unowned recorder] in recorder.dragDidDelete() }
    }
}
