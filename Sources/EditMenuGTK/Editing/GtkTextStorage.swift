import EditMenu
import Foundation
import GtkKit

/// What ``EditableText`` needs of a GTK 3 text widget beyond the shared
/// ``TextStorage``: the widget itself, and what touch and spelling ask of
/// it (positions on screen, the text in view, underlines).
/// ``EntryStorage`` and ``TextBufferStorage`` implement it.
@MainActor
protocol GtkTextStorage: TextStorage {
    /// The widget the view wraps.
    var widget: Gtk.Widget { get }

    /// The code point under `point` (widget coordinates), or nil.
    func offset(at point: CGPoint) -> Int?
    /// Where a touch menu points: the middle of the selection (or caret), in
    /// widget coordinates.
    var touchMenuPoint: CGPoint { get }

    /// The text spell checking looks at now: what is on screen, and a little
    /// around it (``SpellingUnderline``).
    var spellCheckWindow: Range<Int> { get }
    /// Underlines `misspelled` as GTK's spell checkers do (a wavy error
    /// line), and nothing else within `window`.
    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>)
    /// Calls `handler` when what is on screen moves (scrolling, a new size).
    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void)
}

extension GtkTextStorage {
    /// Esc pressed in the widget (a long edit stops); the key goes no further.
    func onEscape(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection {
        widget.connect(.keyPressEvent) { event in
            guard event.keyval == Gdk.Key.escape else { return false }
            handler()
            return true
        }
    }

    /// The event GTK 3 is handling now.
    var currentEvent: EventStamp? { EventStamp.current() }
}
