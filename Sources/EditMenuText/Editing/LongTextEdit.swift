import EditMenu
import Foundation
import GLibKit

/// A paste or an undo under way in a ``TextEditor`` over several turns of
/// the main loop: what the user sees of it and how they stop it.
///
/// - After ``progressDelay`` its progress shows in the widget ("Pasting…
///   45 % — Esc stops"): a quicker edit shows nothing, so no bar flashes.
/// - Esc in the widget stops it (``stop()``): the owner takes back what was
///   done, and the text and selection are as they were.
/// - What the user does in the window meanwhile waits for it and follows
///   in order (``InputOrder``), so nothing the user types, clicks, drops or
///   middle-clicks lands in text about to move, and the edit's end (its
///   caret) undoes none of it. A change that reaches the widget otherwise
///   is stopped (the storage's `EditGuard`): an input method's late commit
///   waits in the same order, anything else is refused.
@MainActor
package final class LongTextEdit {
    /// How long an edit runs before its progress shows.
    package static let progressDelay: TimeInterval = 0.5

    /// Weak: the window's input order keeps an edit until it ends, and its
    /// progress timer may fire after its widget went.
    private weak var owner: TextEditor?
    /// "Pasting", "Undoing Paste".
    package let title: String
    private var stopAction: (@MainActor () -> Void)?
    private var progressTimer: Deferred?
    private var keys: GLib.Connection?
    /// The order of the user's input in the edit's window, which holds it meanwhile.
    private var inputOrder: InputOrder?
    private var fraction: Double?
    private var isShowing = false
    package let startTime = GLib.monotonicTime

    package init(title: String, in owner: TextEditor, stop: @escaping @MainActor () -> Void) {
        self.owner = owner
        self.title = title
        stopAction = stop
        keys = owner.storage.onEscape { [weak self] in self?.stop() }
        inputOrder = owner.storage.inputOrder
        inputOrder?.editBegan(self)
        progressTimer = Deferred(.at(Date(timeIntervalSinceNow: Self.progressDelay))) { [weak self] in
            self?.showProgress()
        }
    }

    /// Whether the progress is on screen.
    package var isProgressShown: Bool { isShowing }

    /// How far the edit got (0...1); nil while that is not known (a read
    /// from another application).
    package func report(_ fraction: Double?) {
        self.fraction = fraction
        if isShowing, let owner, !owner.isDestroyed { owner.storage.showProgress(fraction ?? 0, label: label) }
    }

    /// The text is in; the widget lays it out (which GTK does not measure).
    package func reportLayingOut() {
        isLayingOut = true
        report(1)
    }
    /// The text is in; the widget lays it out.
    package private(set) var isLayingOut = false

    private var label: String {
        // Translators: a long paste or undo whose text is in, while the text
        // view lays it out; %s is "Pasting", "Undoing Paste", ...
        if isLayingOut { return tr("%s… laying out the text — Esc stops", title) }
        // Translators: %s is "Pasting", "Undoing Paste", ...: what a progress bar says.
        guard let fraction else { return tr("%s… — Esc stops", title) }
        // Translators: "Pasting… 45 % — Esc stops"; %d is the percentage done.
        return tr("%s… %d %% — Esc stops", title, Int(fraction * 100))
    }

    private func showProgress() {
        progressTimer = nil
        guard stopAction != nil, let owner, !owner.isDestroyed else { return }
        isShowing = true
        Log.message("\(title) in \(owner.diagnosticName) takes a while; showing its progress")
        owner.storage.showProgress(fraction ?? 0, label: label)
    }

    /// Asks the owner to stop the edit (once).
    package func stop() {
        guard let stopAction else { return }
        self.stopAction = nil
        stopAction()
    }

    /// The edit is over, done or stopped: its progress goes.
    package func finish() {
        stopAction = nil
        progressTimer = nil
        keys?.disconnect()
        keys = nil
        if isShowing, let owner, !owner.isDestroyed { owner.storage.showProgress(nil, label: "") }
        isShowing = false
        inputOrder?.editEnded(self)
        inputOrder = nil
    }
}
