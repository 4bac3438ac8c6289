import EditMenu
import GLibKit

/// Keeps the order of what the user does in a window while a long paste,
/// undo or redo runs there ("The user's order" in ARCHITECTURE.md).
///
/// A long edit changes the text over many turns of the main loop, and ends
/// by placing the caret. Input handled meanwhile would act on text about to
/// move: a click's caret lands in half the text, a Select All is undone by
/// the edit's end, typing could only be refused. So while an edit runs in a
/// window, the toolkit hands this order the window's input before GTK sees
/// it (``take(_:replay:)``); what the user starts then (a key or button
/// press, a touch, a scroll, a drop) is held, with everything that comes
/// after it, and replayed in the order it came once no edit runs there: to
/// the text as the edit left it. A replayed key that starts another long
/// edit (Ctrl+V, Ctrl+Z) holds the rest again behind it. Esc is never held:
/// it stops the edits under way at once, as their progress says.
///
/// Each toolkit holds its own way (GTK 3: a GDK event handler in front of
/// GTK's, which copies events and gives them to GTK later; GTK 4: a handler
/// in front of GTK's on the window's surface, which keeps a reference to each
/// event and emits it to GTK later), and makes one order per window
/// (``TextStorage/inputOrder``).
///
/// ```swift
/// let order = InputOrder { holding in interceptor.isOn = holding }
/// // in the toolkit's event handler:
/// if order.take(event.kind, replay: { gtk_main_do_event(copy) }) { return }
/// ```
@MainActor
package final class InputOrder {
    /// The long edits under way in the window.
    private var edits: [LongTextEdit] = []
    /// What the user did meanwhile, oldest first.
    private var held: [@MainActor () -> Void] = []
    private var isReplaying = false
    private var isHolding = false
    private let hold: @MainActor (Bool) -> Void

    /// An order whose toolkit starts or stops handing it the window's input
    /// through `hold` (true while an edit runs or input is held).
    package init(hold: @escaping @MainActor (Bool) -> Void) {
        self.hold = hold
    }

    /// Whether a long edit runs in the window.
    package var isEditing: Bool { !edits.isEmpty }
    /// How many of the user's events wait for the edits to end.
    package var heldCount: Int { held.count }

    /// No edit runs, nothing waits, and no replay is under way.
    package var isIdle: Bool { edits.isEmpty && held.isEmpty && !isReplaying }

    /// Takes an event of the window, of `kind`, before GTK sees it: true
    /// when it is held (`replay` gives it to GTK later, in order) or was Esc
    /// stopping the edits; false when GTK handles it now. What continues
    /// something (a release, a motion) passes while nothing is held: the
    /// release of the Ctrl+V that started a paste.
    package func take(_ kind: InputKind, replay: @escaping @MainActor () -> Void) -> Bool {
        switch kind {
        case .notInput:
            return false
        case .escape where !edits.isEmpty:
            Log.message("Esc stops \(edits.map(\.title).joined(separator: ", "))")
            for edit in edits { edit.stop() }
            return true
        case .continues where held.isEmpty:
            return false
        case _ where edits.isEmpty && held.isEmpty:
            return false
        default:
            if held.isEmpty { Log.message("input waits for \(edits.first?.title ?? "an edit") to end") }
            held.append(replay)
            return true
        }
    }

    /// A change that reached the text while an edit ran, not through held
    /// input (an input method's late commit), applied after it in order.
    package func applyAfterEdits(_ change: @escaping @MainActor () -> Void) {
        held.append(change)
        replayIfIdle()
    }

    func editBegan(_ edit: LongTextEdit) {
        edits.append(edit)
        updateHolding()
    }

    func editEnded(_ edit: LongTextEdit) {
        edits.removeAll { $0 === edit }
        replayIfIdle()
    }

    private func replayIfIdle() {
        guard edits.isEmpty, !isReplaying else { return updateHolding() }
        guard !held.isEmpty else { return updateHolding() }
        isReplaying = true
        Task { @MainActor in await replayHeld() }
    }

    /// Gives GTK what was held, oldest first, until it is all replayed or
    /// a replayed event starts another long edit. It starts after the
    /// current event (the edit's end, its caret, is done), and each event
    /// gets a turn of the main loop of its own, so that GTK does what one
    /// leaves for later (an input method's answer, a menu's showing) before
    /// the next, as it would have for the user.
    private func replayHeld() async {
        while edits.isEmpty, !held.isEmpty {
            let next = held.removeFirst()
            next()
            await GLib.MainLoop.letGTKRun()
        }
        isReplaying = false
        updateHolding()
    }

    private func updateHolding() {
        let needed = !edits.isEmpty || !held.isEmpty || isReplaying
        guard needed != isHolding else { return }
        isHolding = needed
        hold(needed)
    }
}
