import GtkKit

/// Keeps a text widget's text from changing, but through its storage, while
/// a long edit runs: typing, an input method, a drop, a middle-click paste
/// are refused (with the error bell), as GTK refuses them in a read-only
/// widget.
///
/// It does not make the widget read-only: GtkTextView lays its whole text
/// out again when its editable flag changes (20 MB: 9 s here), so the flag
/// stays, and the buffer's own "will insert"/"will delete" signals are
/// stopped before GTK's handler makes the change.
@MainActor
final class EditGuard {
    /// Whether changes other than the storage's own are refused.
    var isOn = false
    /// Above zero while the storage itself changes the text.
    private var ownEdits = 0
    private let widget: Gtk.Widget

    /// Guards the text shown by `widget`; its storage calls ``check(_:of:)``
    /// from its first handler of each "will change" signal.
    init(widget: Gtk.Widget) {
        self.widget = widget
    }

    /// Stops `emitter`'s emission of `signal` (a change about to be made)
    /// unless the change is allowed.
    func check<Emitter: GLib.Object, Handler>(_ signal: GtkKit.Signal<Emitter, Handler>, of emitter: Emitter) {
        guard isOn, ownEdits == 0 else { return }
        emitter.stopEmission(of: signal)
        widget.errorBell()
    }

    /// Runs `change`, the storage's own, through the guard.
    func ownEdit(_ change: () -> Void) {
        ownEdits += 1
        change()
        ownEdits -= 1
    }
}
