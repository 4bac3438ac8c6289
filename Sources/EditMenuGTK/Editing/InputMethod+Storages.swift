import Foundation
import GtkKit

// What each GTK 3 storage tells of the input method: its composition, how
// to end it, and where a menu opened from the keyboard points meanwhile
// (GtkTextStorage; the rule is in EditableText and InputMethodComposition).

extension EntryStorage {
    /// The composition, or the selection, or the caret, the field's height:
    /// GtkEntry lays the pre-edit out at the caret.
    func keyboardMenuRect(composition: String) -> CGRect {
        let height = Double(entry.allocatedHeight)
        guard !composition.isEmpty, let laidOut = entry.layout else {
            let range = selection ?? caret..<caret
            let start = screenX(ofOffset: range.lowerBound), end = screenX(ofOffset: range.upperBound)
            return CGRect(x: min(start, end), y: 0, width: abs(end - start), height: height)
        }
        let text = self.text
        let caretByte = text.utf8.distance(from: text.startIndex, to: TextOffsets(text).index(at: caret))
        // The caret's layout index is where the pre-edit starts.
        let start = entry.layoutIndex(ofTextIndex: caretByte)
        let startX = laidOut.layout.position(ofIndex: start).x, endX = laidOut.layout.position(ofIndex: start + composition.utf8.count).x
        return CGRect(x: Double(laidOut.x) + Double(min(startX, endX)) / Pango.scale, y: 0,
                      width: Double(abs(endX - startX)) / Pango.scale, height: height)
    }

    func onCompositionChanged(_ handler: @escaping @MainActor (String) -> Void) {
        entry.connect(.preeditChanged, handler)
    }

    func resetInputMethod() { entry.resetInputMethod() }
}

extension TextBufferStorage {
    /// The caret as GTK draws it, at the input method's pre-edit cursor while
    /// it composes (GTK lays the pre-edit out at the caret), a line tall.
    func keyboardMenuRect(composition: String) -> CGRect {
        let caret = textView.caretLocation
        let point = textView.widgetPoint(fromBuffer: (caret.x, caret.y))
        let width = Double(textView.allocatedWidth), height = Double(textView.allocatedHeight)
        let x = min(max(Double(point.x), 0), width), y = min(max(Double(point.y), 0), height)
        return CGRect(x: x, y: y, width: 0, height: min(Double(caret.height), height - y))
    }

    func onCompositionChanged(_ handler: @escaping @MainActor (String) -> Void) {
        textView.connect(.preeditChanged, handler)
    }

    func resetInputMethod() { textView.resetInputMethod() }
}
