import EditMenu
import EditMenuSpelling
import Foundation
import GtkKit4

/// What GTK 4's two storages (``EntryStorage``, ``TextBufferStorage``) do
/// alike, written once: input seen through ``TextEvents`` (and what it says
/// told to the recorder), other changes refused through an `EditGuard`
/// while a long edit runs. Styling is the text view's
/// (``TextBufferStorage``). How a long edit's pieces and progress look is
/// each storage's own, and so are the underlines of misspelled words
/// (`SpellingStorage`).
@MainActor
protocol GtkTextStorage: SpellingStorage {
    var events: TextEvents { get }
    var editGuard: EditGuard { get }

    /// Where a menu opened from the keyboard points, in the view's
    /// coordinates: at the input method's composition while it composes,
    /// else at the selection or the caret.
    func keyboardMenuRect(composition: String) -> CGRect
    /// Calls `handler` with the input method's composition whenever it
    /// changes ("" when it ends).
    func onCompositionChanged(_ handler: @escaping @MainActor (String) -> Void)
    /// Makes the input method end its composition (GTK's reset).
    func resetInputMethod()
    /// The widget that takes the keyboard (GtkText, GtkTextView): its input
    /// method sees each key before its own key bindings do.
    var inputWidget: Gtk.Widget { get }
}

extension GtkTextStorage {
    func longEditWillBegin() {
        editGuard.isOn = true
        editGuard.order = inputOrder
        events.isLongEditRunning = true
    }
    /// GTK 4 lays text out as it draws it: nothing to wait for yet.
    func whenLaidOut(_ done: @escaping @MainActor () -> Void) { done() }
    func longEditDidEnd() {
        editGuard.isOn = false
        editGuard.order = nil
        events.isLongEditRunning = false
    }
    func onEscape(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection { events.onEscape(handler) }
    /// The order of the user's input in the widget's window.
    var inputOrder: InputOrder? { WindowInputOrders.order(for: events.editor) }
    var currentEvent: EventStamp? { events.current }

    func utf8(in range: Range<Int>) -> Data { Data(characters(in: range).utf8) }

    /// Tells `recorder` what the events say besides the changes: a press
    /// ends a typing run (a middle click pastes), a drop or a picked emoji
    /// is one step, and text a drag moved away is its own ("Drag") or part
    /// of the drop within the widget.
    func reportEvents(to recorder: TextEditRecorder) {
        events.onPress { [unowned recorder] button in recorder.buttonPressed(button) }
        events.onChosenText { [unowned recorder] chosen in recorder.chosenTextWillInsert(chosen) }
        events.onDragMoved { [weak recorder] in
            recorder?.dragWillDelete()
            GLib.MainLoop.afterCurrentEvent { recorder?.dragDidDelete() }
        }
    }
}
