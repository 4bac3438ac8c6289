import EditMenu
import Foundation
import GtkKit

/// A GtkTextBuffer read and styled by code-point offsets: a text view's
/// buffer, or the scratch buffer styled text is read into before a paste.
@MainActor
struct TextBuffer: StyledText {
    let buffer: Gtk.TextBuffer

    init(_ buffer: Gtk.TextBuffer) { self.buffer = buffer }

    var length: Int { buffer.characterCount }

    /// The text between two offsets, hidden text included.
    func characters(in range: Range<Int>) -> String { buffer.text(in: range) }

    /// The same text as GTK's UTF-8 bytes, with no copy of them.
    func utf8(in range: Range<Int>) -> Data { buffer.utf8(in: range) }

    // MARK: Bold, Italic and Underline as GtkTextTags

    func createStyleTags() {
        for style in TextStyle.allCases where buffer.tag(named: style.rawValue) == nil {
            let tag = Gtk.TextTag(name: style.rawValue)
            switch style {
            case .bold: tag.setStyle(.bold)
            case .italic: tag.setStyle(.italic)
            case .underline: tag.setStyle(.underline)
            }
            buffer.add(tag)
        }
    }

    private func tag(_ style: TextStyle) -> Gtk.TextTag? { buffer.tag(named: style.rawValue) }

    /// The parts of `range` that have `style`, in order.
    func styledRanges(_ style: TextStyle, in range: Range<Int>) -> [Range<Int>] {
        guard let tag = tag(style) else { return [] }
        var iter = buffer.iter(at: range.lowerBound)
        var inside = iter.has(tag)
        var start = range.lowerBound
        var result: [Range<Int>] = []
        while start < range.upperBound {
            if !iter.forwardToToggle(of: tag) { iter = buffer.endIter }
            let position = min(iter.offset, range.upperBound)
            if inside, position > start { result.append(start..<position) }
            if position <= start { break }   // the end of the buffer
            inside.toggle()
            start = position
        }
        return result
    }

    /// Gives exactly `ranges` of `range` the style `style`.
    func setStyle(_ style: TextStyle, on ranges: [Range<Int>], within range: Range<Int>) {
        guard let tag = tag(style) else { return }
        buffer.remove(tag, from: range)
        for styled in ranges { buffer.apply(tag, to: styled) }
    }
}
