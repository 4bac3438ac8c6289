import EditMenu
import EditMenuSpelling
import Foundation
import GtkKit

/// What ``EditableText`` needs of a GTK 3 text widget beyond the shared
/// ``TextStorage`` and what spelling asks of it (`SpellingStorage`: the text
/// in view, underlines, the offset under a point): the widget itself, and
/// where a touch menu points.
/// ``EntryStorage`` and ``TextBufferStorage`` implement it.
@MainActor
protocol GtkTextStorage: SpellingStorage {
    /// The widget the view wraps.
    var widget: Gtk.Widget { get }

    /// Where a touch menu points: the middle of the selection (or caret), in
    /// widget coordinates.
    var touchMenuPoint: CGPoint { get }

    /// Where a menu opened from the keyboard points, in widget coordinates:
    /// at the input method's composition while it composes, else at the
    /// selection or the caret.
    func keyboardMenuRect(composition: String) -> CGRect

    /// Calls `handler` with the input method's composition whenever it
    /// changes ("" when it ends).
    func onCompositionChanged(_ handler: @escaping @MainActor (String) -> Void)
    /// Makes the input method end its composition (GTK's reset).
    func resetInputMethod()
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

    /// The order of the user's input in the widget's window.
    var inputOrder: InputOrder? { WindowInputOrders.order(for: widget) }

    /// The event GTK 3 is handling now.
    var currentEvent: EventStamp? { EventStamp.current() }
}
