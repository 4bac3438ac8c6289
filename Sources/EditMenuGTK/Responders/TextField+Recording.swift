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
        recorder.watchEvents(of: object)
    }
}
