import CoreFoundation
import EditMenuText
import Foundation

/// What spelling needs of a toolkit's text storage beyond the shared
/// `TextStorage`: the text on screen, underlines, and the text under a
/// point. GTK 3's and GTK 4's GtkEntry and GtkTextView storages implement it.
///
/// ```swift
/// extension TextBufferStorage: SpellingStorage {
///     var spellCheckWindow: Range<Int> { … }   // the lines on screen
///     func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>) { … }   // a GtkTextTag
/// }
/// ```
@MainActor
package protocol SpellingStorage: TextStorage {
    /// The text spell checking looks at now: what is on screen, and a little
    /// around it (``SpellingUnderline``).
    var spellCheckWindow: Range<Int> { get }
    /// Underlines `misspelled` as the toolkit's spell checkers do (a wavy
    /// error line), and nothing else within `window`.
    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>)
    /// Calls `handler` when what is on screen moves (scrolling, a new size).
    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void)
    /// The code point under `point` (widget coordinates), or nil.
    func offset(at point: CGPoint) -> Int?
}

/// How much text spelling looks at after a keystroke, the same on both
/// toolkits: what can be on screen, never the whole of a long text.
package enum SpellCheckWindow {
    /// A field scrolls to keep its caret in view, and shows far fewer than
    /// 2,048 characters either side of it. A field longer than 10,000
    /// characters holds a token or a log line, not prose, and is not
    /// checked: new underlines make the toolkit lay its whole line out again
    /// (about 85 ms for 65,534 bytes on GTK 3), a stall of its own after a paste.
    package static func field(caret: Int, length: Int) -> Range<Int> {
        let reach = 2_048
        guard length <= 10_000 else { return 0..<0 }
        return max(0, caret - reach)..<min(length, caret + reach)
    }

    /// A text view: the lines on screen (`visible`), and 256 code points
    /// either side, so a keystroke in a long document checks a screenful.
    package static func textView(showing visible: Range<Int>, length: Int) -> Range<Int> {
        let margin = 256
        return max(0, visible.lowerBound - margin)..<min(length, visible.upperBound + margin)
    }
}
