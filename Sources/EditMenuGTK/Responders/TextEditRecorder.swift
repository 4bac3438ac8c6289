import CGtk
import EditMenu

/// A text widget whose changes a ``TextEditRecorder`` records and plays
/// back: TextField (GtkEntry) and TextView (GtkTextView). Offsets are GTK's
/// code points.
@MainActor
protocol RecordableText: AnyObject {
    /// What its undo history keeps: ``TextEdit`` for plain text; a text view
    /// keeps format changes too.
    associatedtype Change: RecordedTextChange
    var text: String { get }
    var textLength: Int { get }
    func characters(in range: Range<Int>) -> String
    var selectionOrCaret: Range<Int> { get }
    func selectOffsets(_ range: Range<Int>)
    /// False where nothing typed may be kept (a password field).
    var keepsUndoHistory: Bool { get }
    /// Makes `change` (an undo plays a change's inverse).
    func apply(_ change: Change)
}

/// A change a text widget's undo history keeps: a text edit, or more.
protocol RecordedTextChange: UndoableChange {
    init(_ edit: TextEdit)
    var inverse: Self { get }
    var selectionBefore: Range<Int> { get }
    var selectionAfter: Range<Int> { get }
}

extension TextEdit: RecordedTextChange {
    init(_ edit: TextEdit) { self = edit }
}

/// Records every change of a text widget's text into an `UndoHistory`,
/// named after the user action that made it; plays steps back for Undo and
/// Redo. The same rules hold for a TextField and a TextView.
///
/// Every change, whoever makes it, passes the widget's "text will be
/// deleted/inserted" signals (GtkEditable's `delete-text` and `insert-text`,
/// GtkTextBuffer's `delete-range` and `insert-text`): a keystroke, an input
/// method's commit, GTK's own middle-click paste and drop, and our Cut,
/// Paste and Delete. The widget reports them here (``textWillBeDeleted(_:)``,
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
/// Changes made while ``withoutRecording(_:)`` runs (the program's own
/// `text =`) are not recorded, and forget the history: its offsets no longer
/// fit the text.
@MainActor
final class TextEditRecorder<Text: RecordableText> {
    private(set) var history = UndoHistory<Text.Change>()
    var limits: UndoHistory<Text.Change>.Limits {
        get { history.limits }
        set { history.limits = newValue }
    }

    /// How long typing may pause and still continue the run.
    static var typingPause: gint64 { 1_000_000 }   // µs

    /// The names of the steps the recorder makes itself; menu actions are
    /// named by their titles.
    private var names: TextField.UndoStepNames { TextField.undoStepNames }

    private unowned let field: Text
    /// The name the changes of a menu action get, while it runs.
    private var scope: String?
    /// Above zero while changes are not to be recorded.
    private var suspended = 0
    /// An insertion under way: where it started, the length before it and
    /// the selection before it.
    private var insertion: (offset: Int, lengthBefore: Int, selection: Range<Int>, name: String,
                            joining: UndoHistory<Text.Change>.Joining)?
    /// The event that caused the last recorded change, to group the changes
    /// one keystroke makes (typing over a selection deletes, then inserts).
    private var lastEvent: EventStamp?
    private var lastTypingTime: gint64 = 0
    /// A middle click asked GTK for PRIMARY; what arrives is its paste.
    private var middleClickPasteExpected = false

    init(_ field: Text) {
        self.field = field
    }

    // MARK: What the widget reports

    /// Watches the text widget `object` for what ends a typing run (a cursor
    /// key, a click, focus leaving) and names a change (a middle click, a
    /// drop, text dragged away). GtkEntry and GtkTextView both insert a drop
    /// in `drag-data-received` and delete moved text in `drag-data-delete`.
    func watchEvents(of object: GObjectRef) {
        object.connect(.moveCursor) { [unowned self] in caretMoved() }
        object.connect(.buttonPressEvent) { [unowned self] event in
            buttonPressed(event.button)
            return false
        }
        object.connect(.focusOutEvent) { [unowned self] _ in
            caretMoved()
            return false
        }
        object.connect(.dragDataReceived) { [unowned self] in dropWillInsert() }
        object.connect(.dragDataReceived, after: true) { [unowned self] in dropDidInsert() }
        object.connect(.dragDataDelete) { [unowned self] in dragWillDelete() }
        object.connect(.dragDataDelete, after: true) { [unowned self] in dragDidDelete() }
    }

    /// The caret moved on its own (a cursor key, a click, focus leaving): the
    /// typing run ends there.
    private func caretMoved() {
        history.endRun()
    }

    /// A press on the widget: it ends the typing run, and a middle click's
    /// paste is coming.
    private func buttonPressed(_ button: UInt32) {
        history.endRun()
        if button == 2 { middleClickPasteExpected = true }
    }

    /// A drop's data arrived: what it inserts is one "Drop".
    private func dropWillInsert() { beginScope(names.drop) }
    private func dropDidInsert() { scope = nil }

    /// Text dragged out of the widget is about to be deleted: within the
    /// widget it joins its drop; otherwise it is a "Drag" of its own.
    private func dragWillDelete() {
        if history.undoActionName == names.drop { scope = names.drop } else { beginScope(names.drag) }
    }
    private func dragDidDelete() { endScope() }

    // MARK: Naming what changed

    /// Runs `body`, a menu action of the field, recording what it changes
    /// as one step named `name` ("Paste").
    func recording(_ name: String, _ body: () -> Void) {
        let outer = scope
        beginScope(name)
        body()
        endScope()
        scope = outer
    }

    /// Runs `body` without recording what it changes; the history is
    /// forgotten when it changed the text.
    func withoutRecording(_ body: () -> Void) {
        let before = field.text
        suspended += 1
        body()
        suspended -= 1
        if field.text != before { history.removeAll() }
    }

    /// Forgets every step.
    func forgetHistory() { history.removeAll() }

    private func beginScope(_ name: String) {
        history.endRun()
        scope = name
    }

    private func endScope() {
        scope = nil
        history.endRun()
    }

    private var isRecording: Bool { suspended == 0 && field.keepsUndoHistory }

    /// Records `change` (a change that is not to the text, such as styling):
    /// a step of its own named `name`, or part of the menu action under way.
    func record(_ change: Text.Change, named name: String) {
        guard isRecording else { return }
        if let scope { return history.record(change, named: scope, joining: .sameAction) }
        history.endRun()
        history.record(change, named: name)
        history.endRun()
    }

    /// The name and grouping of a change starting now.
    private func classifyChange() -> (name: String, joining: UndoHistory<Text.Change>.Joining) {
        if let scope { return (scope, .sameAction) }
        let event = EventStamp.current()
        defer { lastEvent = event }
        if let event, event == lastEvent {
            // The second change of one keystroke or click.
            return (history.undoActionName ?? names.typing, .sameAction)
        }
        switch event?.kind {
        case .key?:
            let now = g_get_monotonic_time()
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
    func textWillBeDeleted(_ start: Int, _ end: Int, preceding: ((Range<Int>) -> Text.Change?)? = nil) {
        guard isRecording else { return }
        let length = field.textLength
        let range = min(max(start, 0), length)..<(end < 0 ? length : min(max(end, start), length))
        guard !range.isEmpty else { return }
        var (name, joining) = classifyChange()
        if let first = preceding?(range) {
            history.record(first, named: name, joining: joining)
            joining = .sameAction
        }
        let edit = TextEdit(offset: range.lowerBound, removed: TextPiece(field.characters(in: range), count: range.count), inserted: .empty,
                            selectionBefore: field.selectionOrCaret)
        history.record(Text.Change(edit), named: name, joining: joining)
    }

    /// Text is about to go in at code point `position`.
    func textWillBeInserted(at position: Int?) {
        guard isRecording, let position else { return }
        let (name, joining) = classifyChange()
        insertion = (position, field.textLength, field.selectionOrCaret, name, joining)
    }

    /// The text announced by ``textWillBeInserted(at:)`` is in.
    func textWasInserted() {
        guard let insertion else { return }
        self.insertion = nil
        let count = field.textLength - insertion.lengthBefore
        guard count > 0 else { return }
        let range = insertion.offset..<(insertion.offset + count)
        let edit = TextEdit(offset: insertion.offset, removed: .empty, inserted: TextPiece(field.characters(in: range), count: count),
                            selectionBefore: insertion.selection)
        history.record(Text.Change(edit), named: insertion.name, joining: insertion.joining)
    }

    // MARK: Undo and redo

    /// Takes back the newest step: the text and the selection as they were.
    @discardableResult
    func undo() -> String? {
        guard let step = history.undo() else { return nil }
        replay {
            for edit in step.changes.reversed() { field.apply(edit.inverse) }
            if let first = step.changes.first { field.selectOffsets(first.selectionBefore) }
        }
        return step.actionName
    }

    /// Makes the step undone last again, leaving the caret after it.
    @discardableResult
    func redo() -> String? {
        guard let step = history.redo() else { return nil }
        replay {
            for edit in step.changes { field.apply(edit) }
            if let last = step.changes.last { field.selectOffsets(last.selectionAfter) }
        }
        return step.actionName
    }

    private func replay(_ body: () -> Void) {
        suspended += 1
        body()
        suspended -= 1
        lastEvent = nil
    }
}

/// Which event a change came from, told apart well enough to group the
/// changes of one keystroke and to name a paste.
struct EventStamp: Equatable {
    enum Kind: Equatable { case key, middleButton, primaryArrived, clipboardArrived, drop, other }
    let kind: Kind
    let type: Int32
    let time: UInt32

    /// The event GTK is handling now, if any.
    @MainActor
    static func current() -> EventStamp? {
        guard let event = gtk_get_current_event() else { return nil }
        defer { gdk_event_free(event) }
        let type = event.pointee.type
        let kind: Kind
        switch type {
        case GDK_KEY_PRESS, GDK_KEY_RELEASE:
            kind = .key
        case GDK_BUTTON_PRESS, GDK_2BUTTON_PRESS, GDK_3BUTTON_PRESS, GDK_BUTTON_RELEASE:
            kind = event.pointee.button.button == 2 ? .middleButton : .other
        case GDK_SELECTION_NOTIFY:
            kind = event.pointee.selection.selection == cgtk_atom_primary() ? .primaryArrived : .clipboardArrived
        case GDK_DROP_START, GDK_DRAG_MOTION, GDK_DROP_FINISHED:
            kind = .drop
        default:
            kind = .other
        }
        return EventStamp(kind: kind, type: type.rawValue, time: gdk_event_get_time(event))
    }
}
