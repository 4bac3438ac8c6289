import Foundation
import GtkKit4

// What each GTK 4 storage tells of the input method: its composition, how
// to end it, and where a menu opened from the keyboard points meanwhile
// (GtkTextStorage; the rule is in EditableText and InputMethodComposition).

extension EntryStorage {
    /// The composition, or the selection, or the caret, the field's height:
    /// GtkText lays the pre-edit out at the caret, and counts its cursor
    /// positions through it.
    func keyboardMenuRect(composition: String) -> CGRect {
        let range = composition.isEmpty ? selection ?? caret..<caret
                                        : caret..<caret + composition.unicodeScalars.count
        let start = editor.caretRect(at: range.lowerBound).minX, end = editor.caretRect(at: range.upperBound).minX
        let left = editor.translate(CGPoint(x: min(start, end), y: 0), to: entry)?.x ?? 0
        return CGRect(x: left, y: 0, width: abs(end - start), height: Double(entry.height))
    }

    func onCompositionChanged(_ handler: @escaping @MainActor (String) -> Void) {
        editor.connect(.preeditChanged, handler)
    }

    func resetInputMethod() { editor.resetInputMethod() }

    var inputWidget: Gtk.Widget { editor }
}

extension TextBufferStorage {
    /// The caret as GTK draws it, at the input method's pre-edit cursor while
    /// it composes, a line tall.
    func keyboardMenuRect(composition: String) -> CGRect {
        let caret = textView.caretRect
        let width = Double(textView.width), height = Double(textView.height)
        let x = min(max(caret.minX, 0), width), y = min(max(caret.minY, 0), height)
        return CGRect(x: x, y: y, width: 0, height: min(caret.height, height - y))
    }

    func onCompositionChanged(_ handler: @escaping @MainActor (String) -> Void) {
        textView.connect(.preeditChanged, handler)
    }

    func resetInputMethod() { textView.resetInputMethod() }

    var inputWidget: Gtk.Widget { textView }
}
