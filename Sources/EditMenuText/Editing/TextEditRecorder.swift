import EditMenu
import GLibKit

/// Records every change of a text widget's text into an `UndoHistory`,
/// named after the user action that made it. The same rules hold for a
/// TextField and a TextView.
///
/// Every change, whoever makes it, passes the widget's "text will be
/// deleted/inserted" signals (GtkEditable's `delete-text` and `insert-text`,
/// GtkTextBuffer's `delete-range` and `insert-text`): a keystroke, an input
/// method's commit, GTK's own middle-click paste and drop, and our Cut and
/// Delete. The storage reports them here (``textWillBeDeleted(_:_:preceding:)``,
/// ``textWillBeInserted(at:)``, ``textWasInserted()``), and the recorder
/// names the change by what caused it:
/// - inside ``recording(_:_:)`` (our menu actions): that name;
/// - a key press: "Typing", coalesced into runs — see ``TextEdit`` — that
///   break after a pause of ``typingPause``, at whitespace after a word, and
///   when the caret was moved by a click or a cursor key;
/// - a middle click, or PRIMARY arriving for one: "Paste Selection";
/// - a drop: "Drop";
/// - anything else (an input method committing on its own): "Typing".
///
/// What a change removed is read as it goes; what it inserted stays in the
/// document (typing keeps its few characters, so that runs can merge).
/// Long edits (a paste, an undo) are made by ``TextEditor`` in pieces
/// while the recorder is ``suspend()``ed, and recorded whole once made.
///
/// Changes made while ``withoutRecording(_:)`` runs (the program's own
/// `text =`) are not recorded, and forget the history: its offsets no longer
/// fit the text.
@MainActor
package final class TextEditRecorder {
    package private(set) var history = UndoHistory<TextChange>()
    package var limits: UndoLimits {
        get { history.limits }
        set { history.limits = newValue }
    }

    /// How long typing may pause and still continue the run.
    package static var typingPause: Int64 { 1_000_000 }   // µs

    /// The names of the steps the recorder makes itself; menu actions are
    /// named by their titles.
    private var names: UndoStepNames { EditMenuSystem.configuration.undoStepNames }

    private unowned let storage: any TextStorage
    /// False while nothing typed may be kept (a password field).
    private let keepsHistory: @MainActor () -> Bool
    /// The name the changes of a menu action get, while it runs.
    private var scope: String?
    /// Above zero while changes are not to be recorded.
    private var suspended = 0
    /// Set by any change while not recording.
    private var changedWhileSuspended = false
    /// An insertion under way: where it started, the length before it and
    /// the selection before it.
    private var insertion: (offset: Int, lengthBefore: Int, selection: Range<Int>, name: String,
                            joining: UndoHistory<TextChange>.Joining, typed: Bool)?
    /// The event that caused the last recorded change, to group the changes
    /// one keystroke makes (typing over a selection deletes, then inserts).
    private var lastEvent: EventStamp?
    private var lastTypingTime: Int64 = 0
    /// Text about to be deleted that is known already (``recording(_:removing:known:_:)``).
    private var knownRemoval: (range: Range<Int>, text: String)?
    /// A middle click asked GTK for PRIMARY; what arrives is its paste.
    private var middleClickPasteExpected = false
    /// The scope of a drop or a picked emoji ends with its insertion.
    private var scopeEndsWithInsertion = false

    package init(_ storage: any TextStorage, keepsHistory: @escaping @MainActor () -> Bool = { true }) {
        self.storage = storage
        self.keepsHistory = keepsHistory
    }

    // MARK: What the widget reports

    /// The caret moved on its own (a cursor key, a click, focus leaving): the
    /// typing run ends there.
    package func caretMoved() {
        history.endRun()
    }

    /// A press on the widget: it ends the typing run, and a middle click's
    /// paste is coming.
    package func buttonPressed(_ button: UInt32) {
        history.endRun()
        if button == 2 { middleClickPasteExpected = true }
    }

    /// A drop's data arrived: what it inserts is one "Drop".
    package func dropWillInsert() { beginScope(names.drop) }
    package func dropDidInsert() { scope = nil }

    /// What the user chose elsewhere and the toolkit puts in from a handler
    /// of its own: a drop, or an emoji picked in its chooser.
    package enum ChosenText: Sendable {
        case drop, emoji
    }

    /// The toolkit is about to put in `chosen`, in place of the selection if
    /// there is one (GTK 4 says so from an emission hook, before its own
    /// handler): what changes up to and with that insertion is one step,
    /// "Drop" or "Insert Emoji". It ends with the insertion, leaving the step
    /// open for the drag's deletion that joins a drop within the widget
    /// (``dragWillDelete()``); with the current event when nothing went in.
    package func chosenTextWillInsert(_ chosen: ChosenText) {
        let name = chosen == .drop ? names.drop : Action.insertEmoji.localizedTitle
        beginScope(name)
        scopeEndsWithInsertion = true
        GLib.MainLoop.afterCurrentEvent { [weak self] in
            guard let self, scopeEndsWithInsertion, scope == name else { return }
            scopeEndsWithInsertion = false
            scope = nil
        }
    }

    /// Text dragged out of the widget is about to be deleted: within the
    /// widget it joins its drop; otherwise it is a "Drag" of its own.
    package func dragWillDelete() {
        if history.undoActionName == names.drop { scope = names.drop } else { beginScope(names.drag) }
    }
    package func dragDidDelete() { endScope() }

    // MARK: Naming what changed

    /// Runs `body`, a menu action of the field, recording what it changes
    /// as one step named `name` ("Paste").
    package func recording(_ name: String, _ body: () -> Void) {
        let outer = scope
        beginScope(name)
        body()
        endScope()
        scope = outer
    }

    /// Runs `body`, as ``recording(_:_:)``, when it deletes `range`, whose
    /// text the caller has read already (a cut put it on the clipboard): the
    /// history keeps that text rather than reading it again.
    package func recording(_ name: String, removing range: Range<Int>, known text: String, _ body: () -> Void) {
        knownRemoval = (range, text)
        defer { knownRemoval = nil }
        recording(name, body)
    }

    /// Runs `body` without recording what it changes; the history is
    /// forgotten when it changed the text.
    package func withoutRecording(_ body: () -> Void) {
        let outer = changedWhileSuspended
        changedWhileSuspended = false
        suspend()
        body()
        resume()
        if changedWhileSuspended { history.removeAll() }
        changedWhileSuspended = outer || changedWhileSuspended
    }

    /// Stops recording until ``resume()``: a long edit's pieces are recorded
    /// whole once it is done (``recordMade(_:named:)``).
    package func suspend() { suspended += 1 }

    package func resume() {
        suspended -= 1
        lastEvent = nil
    }

    /// Forgets every step.
    package func forgetHistory() { history.removeAll() }

    private func beginScope(_ name: String) {
        history.endRun()
        scope = name
    }

    private func endScope() {
        scope = nil
        history.endRun()
    }

    private var isRecording: Bool { suspended == 0 && keepsHistory() }

    /// Records `change` (a change that is not to the text, such as styling):
    /// a step of its own named `name`, or part of the menu action under way.
    package func record(_ change: TextChange, named name: String) {
        guard isRecording else { return }
        if let scope { return history.record(change, named: scope, joining: .sameAction) }
        history.endRun()
        history.record(change, named: name)
        history.endRun()
    }

    /// Records the changes a long edit made as one step named `name`.
    package func recordMade(_ changes: [TextChange], named name: String) {
        guard keepsHistory(), !changes.isEmpty else { return }
        history.endRun()
        history.record(changes[0], named: name)
        for change in changes.dropFirst() { history.record(change, named: name, joining: .sameAction) }
        history.endRun()
    }

    /// ``UndoHistory/commitUndo(keepingForRedo:)`` and its Redo twin.
    package func commitUndo(keepingForRedo step: UndoStep<TextChange>) { history.commitUndo(keepingForRedo: step) }
    package func commitRedo(keepingForUndo step: UndoStep<TextChange>) { history.commitRedo(keepingForUndo: step) }

    /// The name and grouping of a change starting now.
    private func classifyChange() -> (name: String, joining: UndoHistory<TextChange>.Joining) {
        if let scope { return (scope, .sameAction) }
        let event = storage.currentEvent
        defer { lastEvent = event }
        if let event, event == lastEvent {
            // The second change of one keystroke or click.
            return (history.undoActionName ?? names.typing, .sameAction)
        }
        switch event?.kind {
        case .key?:
            let now = GLib.monotonicTime
            if now - lastTypingTime > Self.typingPause { history.endRun() }
            lastTypingTime = now
            return (names.typing, .continuingRun)
        case .middleButton?, .primaryArrived?:
            middleClickPasteExpected = false
            history.endRun()
            return (Action.pasteSelection.localizedTitle, .newStep)
        case .clipboardArrived?:
            history.endRun()
            return (Action.paste.localizedTitle, .newStep)
        case .drop?:
            history.endRun()
            return (names.drop, .newStep)
        case .other?, nil:
            if middleClickPasteExpected {
                middleClickPasteExpected = false
                history.endRun()
                return (Action.pasteSelection.localizedTitle, .newStep)
            }
            return (names.typing, .continuingRun)
        }
    }

    // MARK: Watching the text

    /// The code points from `start` to `end` (negative: the end) are about
    /// to go. `preceding` is a change to record first, in the same step: a
    /// text view takes the styling off the range first, so that Undo puts
    /// the text back and then its styling.
    package func textWillBeDeleted(_ start: Int, _ end: Int, preceding: ((Range<Int>) -> FormatChange?)? = nil) {
        guard isRecording else {
            changedWhileSuspended = true
            return
        }
        let length = storage.length
        let range = min(max(start, 0), length)..<(end < 0 ? length : min(max(end, start), length))
        guard !range.isEmpty else { return }
        var (name, joining) = classifyChange()
        if let first = preceding?(range) {
            history.record(.format(first), named: name, joining: joining)
            joining = .sameAction
        }
        let removed = knownRemoval?.range == range ? knownRemoval!.text : storage.characters(in: range)
        let edit = TextEdit(offset: range.lowerBound, removed: TextPiece(removed, count: range.count),
                            inserted: .empty, selectionBefore: selectionOrCaret)
        history.record(.text(edit), named: name, joining: joining)
    }

    /// Text is about to go in at code point `position`.
    package func textWillBeInserted(at position: Int?) {
        guard isRecording else {
            changedWhileSuspended = true
            return
        }
        guard let position else { return }
        let (name, joining) = classifyChange()
        insertion = (position, storage.length, selectionOrCaret, name, joining, scope == nil && name == names.typing)
    }

    /// The text announced by ``textWillBeInserted(at:)`` is in. Typing keeps
    /// its characters, for runs to merge; anything else leaves them in the
    /// document.
    package func textWasInserted() {
        defer {
            if scopeEndsWithInsertion {
                scopeEndsWithInsertion = false
                scope = nil
            }
        }
        guard let insertion else { return }
        self.insertion = nil
        let count = storage.length - insertion.lengthBefore
        guard count > 0 else { return }
        let range = insertion.offset..<(insertion.offset + count)
        let inserted = insertion.typed
            ? TextPiece(storage.characters(in: range), count: count) : .inDocument(count: count)
        let edit = TextEdit(offset: insertion.offset, removed: .empty, inserted: inserted, selectionBefore: insertion.selection)
        history.record(.text(edit), named: insertion.name, joining: insertion.joining)
    }

    private var selectionOrCaret: Range<Int> { storage.selection ?? storage.caret..<storage.caret }
}
