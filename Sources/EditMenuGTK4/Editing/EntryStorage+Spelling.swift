import EditMenuSpelling
import Foundation
import GtkKit4

/// The field's misspelled words, underlined with Pango error attributes on
/// its GtkText, as GTK 3's field does on its GtkEntry.
extension EntryStorage {
    /// Around the caret (`SpellCheckWindow.field`): none in a field over 10,000 characters.
    var spellCheckWindow: Range<Int> { SpellCheckWindow.field(caret: caret, length: length) }

    /// The GtkText's attributes: an error underline per word (the field has
    /// no other attributes of ours).
    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>) {
        guard let byteRanges = underlines.update(misspelled, in: entry.text) else { return }
        editor.setErrorUnderlines(bytes: byteRanges)
    }

    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) {
        editor.connect(.notify("scroll-offset"), handler)
    }

    /// The character under `point` (the field's coordinates): GTK 4 has no
    /// API for it, so the text is laid out as the GtkText lays it out, from
    /// where its scrolling puts it.
    func offset(at point: CGPoint) -> Int? {
        guard let inText = entry.translate(point, to: editor) else { return nil }
        let text = entry.text
        guard let byte = editor.byteIndex(atX: inText.x, in: text) else { return nil }
        let utf8 = text.utf8
        guard let index = utf8.index(utf8.startIndex, offsetBy: byte, limitedBy: utf8.endIndex) else { return nil }
        return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
    }
}
