import EditMenu
import Foundation
import GtkKit4

/// What a GTK 4 text widget's storage learns from its input: GTK 4 has no
/// "current event" to ask, so a key controller and a click gesture in the
/// capture phase see each key press and click before the widget does.
///
/// - A change made while a key press is handled is typing (the recorder
///   groups the changes of one key press, and coalesces typing runs).
/// - A click ends a typing run (the caret moved); a middle click's paste
///   of PRIMARY, which GTK makes once the text arrives, is "Paste Selection".
/// - A drop, or an emoji picked in GTK's chooser, is about to go in; text a
///   drag from here moved away is about to go (``ChosenInsertions``).
/// - Esc stops a long edit while one runs (``isLongEditRunning``), and goes
///   no further then.
///
/// ```swift
/// let events = TextEvents(on: entry, editor: entry.textWidget!)
/// events.onPress { button in recorder.buttonPressed(button) }
/// ```
@MainActor
final class TextEvents {
    /// The widget GTK edits in, which takes drops and opens the emoji
    /// chooser: a GtkEntry's GtkText, or the GtkTextView.
    let editor: Gtk.Widget
    /// The key press being handled, if any.
    private(set) var current: EventStamp?
    private var presses: UInt32 = 0
    private let escape = SwiftSignal<@MainActor () -> Void>()
    /// Set by the storage while a long edit runs: Esc is then for it.
    var isLongEditRunning = false
    private let press = SwiftSignal<@MainActor (UInt32) -> Void>()
    private let chosen = SwiftSignal<@MainActor (TextEditRecorder.ChosenText) -> Void>()
    private let dragMoved = SwiftSignal<@MainActor () -> Void>()
    /// The click gesture, which says which button a press is of.
    private let clicks = Gtk.GestureClick()

    /// Watches `widget`, the view's own, and `editor` inside it (or the same).
    init(on widget: Gtk.Widget, editor: Gtk.Widget) {
        self.editor = editor
        ChosenInsertions.watch()
        let keys = Gtk.EventControllerKey()
        keys.phase = .capture
        keys.connect(.keyPressed) { [weak self] keyval, _ in self?.keyPressed(keyval) ?? false }
        widget.addController(keys)
        clicks.button = 0
        clicks.phase = .capture
        clicks.connect(.pressed) { [weak self] _, _, _ in
            guard let self else { return }
            let button = UInt32(clicks.currentButton)
            // A drag starts with a press in the widget it leaves.
            ChosenInsertions.lastPressed = self
            press.emit { $0(button) }
        }
        widget.addController(clicks)
    }

    private func keyPressed(_ keyval: UInt32) -> Bool {
        if keyval == Gdk.Key.escape, isLongEditRunning {
            escape.emit { $0() }
            return true
        }
        presses &+= 1
        current = EventStamp(kind: .key, type: 0, time: presses)
        // The key's changes are made while GTK handles it; then it is over.
        GLib.MainLoop.afterCurrentEvent { [weak self] in self?.current = nil }
        return false
    }

    /// Calls `handler` on Esc during a long edit, until disconnected.
    func onEscape(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection {
        escape.connect(handler)
    }

    /// Calls `handler` with the button of each press of a button or a
    /// finger (1 for a finger).
    func onPress(_ handler: @escaping @MainActor (UInt32) -> Void) {
        _ = press.connect(handler)
    }

    /// Calls `handler` when GTK is about to insert a drop or a picked emoji.
    func onChosenText(_ handler: @escaping @MainActor (TextEditRecorder.ChosenText) -> Void) {
        _ = chosen.connect(handler)
    }

    /// Calls `handler` when GTK is about to delete text a drag from here moved.
    func onDragMoved(_ handler: @escaping @MainActor () -> Void) {
        _ = dragMoved.connect(handler)
    }

    func chosenTextWillInsert(_ text: TextEditRecorder.ChosenText) { chosen.emit { $0(text) } }
    func movedTextWillBeDeleted() { dragMoved.emit { $0() } }
}
