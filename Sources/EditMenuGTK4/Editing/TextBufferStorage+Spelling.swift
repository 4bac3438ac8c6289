import EditMenuSpelling
import Foundation
import GtkKit4

/// The notes' misspelled words, underlined with a GtkTextTag of GTK's error
/// underline, as GTK 3's text view does.
extension TextBufferStorage {
    /// The lines on screen and a little around them (`SpellCheckWindow.textView`).
    var spellCheckWindow: Range<Int> { SpellCheckWindow.textView(showing: textView.visibleOffsets, length: length) }

    /// The tag of misspelled words, named so and made on first use.
    private var misspelledTag: Gtk.TextTag {
        if let tag = buffer.tag(named: Self.misspelledTagName) { return tag }
        let tag = Gtk.TextTag(name: Self.misspelledTagName)
        tag.setErrorUnderline()
        buffer.add(tag)
        return tag
    }
    static let misspelledTagName = "edit-menu-misspelled"

    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>) {
        let tag = misspelledTag
        // Only what changed: each tag change lays its line out again, and is
        // an event to assistive technology.
        let shown = buffer.ranges(of: tag, in: window)
        let wanted = Set(misspelled), had = Set(shown)
        for range in shown where !wanted.contains(range) { buffer.remove(tag, from: range) }
        for range in misspelled where !had.contains(range) { buffer.apply(tag, to: range) }
    }

    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) { textView.onVisibleTextMoved(handler) }

    func offset(at point: CGPoint) -> Int? { textView.offset(atWidgetPoint: point) }
}
