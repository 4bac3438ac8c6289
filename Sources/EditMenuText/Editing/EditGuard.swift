import GLibKit

/// Keeps a text widget's text from changing, but through its storage, while
/// a long edit runs (or a paste waits for the clipboard). The user's input
/// waits for the edit in the window's ``InputOrder`` and never gets here; what
/// does is a change that came otherwise: an input method's commit of keys
/// pressed before the edit began (answered late) waits too, and goes in at
/// the caret after the edit, in order (``check(_:of:later:)``); anything else
/// (a drop or a middle-click paste arriving late, a program's change) is
/// refused with the error bell, as GTK refuses it in a read-only widget.
/// Both toolkits' storages use it.
///
/// It does not make the widget read-only: GtkTextView lays its whole text
/// out again when its editable flag changes (GTK 3, 20 MB: 9 s here), so the
/// flag stays, and the widget's own "will insert"/"will delete" signals are
/// stopped before GTK's handler makes the change.
///
/// ```swift
/// entry.connect(.deleteText) { [unowned self] _, _ in editGuard.check(.deleteText, of: entry) }
/// editGuard.ownEdit { entry.deleteText(in: range) }
/// ```
@MainActor
package final class EditGuard {
    /// Whether changes other than the storage's own are refused.
    package var isOn = false
    /// Where a change that can wait goes while the guard is on: the order of
    /// the widget's window.
    package var order: InputOrder?
    /// Above zero while the storage itself changes the text.
    private var ownEdits = 0
    private let bell: @MainActor () -> Void

    /// A guard that sounds `bell` (the widget's error bell) when it refuses a
    /// change; the storage calls ``check(_:of:)`` from its first handler of
    /// each "will change" signal.
    package init(bell: @escaping @MainActor () -> Void) {
        self.bell = bell
    }

    /// Stops `emitter`'s emission of `signal` (a change about to be made)
    /// unless the change is allowed; `later`, when given, makes the change
    /// after the edits under way, in the order of the user's input.
    package func check<Emitter: GLib.Object, Handler>(_ signal: Signal<Emitter, Handler>, of emitter: Emitter,
                                                       later: (@MainActor () -> Void)? = nil) {
        guard isOn, ownEdits == 0 else { return }
        emitter.stopEmission(of: signal)
        if let later, let order {
            Log.message("a change during a long edit waits for it")
            order.applyAfterEdits(later)
        } else {
            bell()
        }
    }

    /// Runs `change`, the storage's own, through the guard.
    package func ownEdit(_ change: () -> Void) {
        ownEdits += 1
        change()
        ownEdits -= 1
    }
}
