import Foundation

/// A change an ``UndoHistory`` can keep: what keeping it costs, and whether
/// the change right after it continues it (the next keystroke of a word).
public protocol UndoableChange {
    /// The bytes this change holds (removed and inserted text, say); the
    /// history's byte limit counts them.
    var byteCount: Int { get }

    /// This change followed by `next`, as one change, when `next` continues
    /// it; nil when it starts something new.
    func merged(with next: Self) -> Self?
}

/// What one user action did: its changes, in the order they happened, and
/// its name for "Undo Paste".
public struct UndoStep<Change: UndoableChange> {
    /// The user action, as the menu calls it: "Paste", "Typing", "Cut".
    public let actionName: String
    /// The changes the action made, oldest first.
    public private(set) var changes: [Change]
    /// The bytes the step holds.
    public private(set) var byteCount: Int

    /// A step named `actionName` holding `changes`.
    public init(actionName: String, changes: [Change]) {
        self.actionName = actionName
        self.changes = changes
        byteCount = changes.reduce(0) { $0 + $1.byteCount }
    }

    /// The same action with its changes as `changes` (the same changes,
    /// holding their text another way once they are undone or redone).
    public func replacingChanges(with changes: [Change]) -> UndoStep {
        UndoStep(actionName: actionName, changes: changes)
    }

    fileprivate mutating func append(_ change: Change) {
        changes.append(change)
        byteCount += change.byteCount
    }

    fileprivate mutating func replaceLast(with change: Change) {
        byteCount += change.byteCount - changes[changes.count - 1].byteCount
        changes[changes.count - 1] = change
    }
}

/// How much an ``UndoHistory`` keeps.
public struct UndoLimits: Sendable, Hashable {
    /// The most steps kept, undo and redo together.
    public var steps: Int
    /// The most bytes kept, undo and redo together (the newest steps stay
    /// even when they alone hold more).
    public var bytes: Int

    public init(steps: Int = .max, bytes: Int) {
        self.steps = steps
        self.bytes = bytes
    }

    /// No bound on steps, and 256 MiB: a history can take back the deletion
    /// of a 100 MB document twice over, and on a machine with 8 GiB that is
    /// 3 % of its memory. GtkSourceView and `UndoManager` bound steps only
    /// (1,000 and none), so their memory grows with whatever was deleted.
    public static var standard: UndoLimits { UndoLimits(bytes: 256 << 20) }
}

/// A history of undoable steps, bounded by the memory it holds: what
/// `UndoManager` is on Apple's platforms (swift-corelibs-foundation has none
/// on Linux).
///
/// Each step is one user action — a paste, a cut, a run of typing — with its
/// name, holding the changes it made. The history does not change anything
/// itself: ``undo()`` and ``redo()`` hand the step back for its owner to
/// revert or re-apply, so the history works for any kind of change. An owner
/// whose changes hold their text differently once undone (``TextEdit``) reads
/// the step with ``nextUndoStep`` and commits it, as it is to be kept, with
/// ``commitUndo(keepingForRedo:)`` once the document has changed.
///
/// **Bounds.** ``UndoLimits/bytes`` (256 MiB by default) bounds what the steps
/// hold, undo and redo together, and ``UndoLimits/steps`` how many there are (no
/// bound by default, as `UndoManager`'s `levelsOfUndo` is 0). Past either,
/// the oldest undo steps are forgotten first, then the redo steps furthest
/// from the text. The step next to undo and the step next to redo are never
/// forgotten, whatever their size: the user's last action can always be
/// taken back.
///
/// **Runs.** Recording with ``Joining/continuingRun`` lets a change join the
/// last step when that step is still open, has the same name, and its last
/// change ``UndoableChange/merged(with:)`` this one — how keystrokes become
/// one "Undo Typing". Undo, redo and ``endRun()`` close the step.
///
/// ```swift
/// var history = UndoHistory<TextEdit>()
/// history.record(edit, named: "Paste")
/// if let step = history.undo() { revert(step) }   // newest change first
/// history.undoActionName   // nil: nothing left to undo
/// history.redoActionName   // "Paste"
/// ```
public struct UndoHistory<Change: UndoableChange> {
    /// How much the history keeps.
    public typealias Limits = UndoLimits

    /// How a recorded change relates to the step before it.
    public enum Joining: Sendable {
        /// A step of its own.
        case newStep
        /// Part of the same user action as the last change (typing over a
        /// selection removes it, then inserts): added to the last step when
        /// it has the same name and is open, else a new step.
        case sameAction
        /// The next piece of a run (a keystroke): merged into the last
        /// step's last change when it continues it, else a new step.
        case continuingRun
    }

    public var limits: Limits {
        didSet { enforceLimits() }
    }

    /// The steps ``undo()`` can take back, oldest first.
    public private(set) var undoSteps: [UndoStep<Change>] = []
    /// The steps ``redo()`` can bring back, the next one last.
    public private(set) var redoSteps: [UndoStep<Change>] = []
    /// Whether the newest undo step still takes changes.
    private var lastStepIsOpen = false
    /// The bytes held by every step, undo and redo.
    public private(set) var byteCount = 0

    public init(limits: Limits = .standard) {
        self.limits = limits
    }

    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }
    /// The name of the step ``undo()`` would take back ("Paste").
    public var undoActionName: String? { undoSteps.last?.actionName }
    /// The name of the step ``redo()`` would bring back.
    public var redoActionName: String? { redoSteps.last?.actionName }
    /// The step ``undo()`` would take back.
    public var nextUndoStep: UndoStep<Change>? { undoSteps.last }
    /// The step ``redo()`` would bring back.
    public var nextRedoStep: UndoStep<Change>? { redoSteps.last }

    /// Records `change`, made by the user action `actionName`. Anything
    /// that could be redone is forgotten: the user went another way.
    public mutating func record(_ change: Change, named actionName: String, joining: Joining = .newStep) {
        removeRedoSteps()
        if lastStepIsOpen, var last = undoSteps.last, last.actionName == actionName {
            switch joining {
            case .newStep:
                break
            case .sameAction:
                byteCount -= last.byteCount
                last.append(change)
                byteCount += last.byteCount
                undoSteps[undoSteps.count - 1] = last
                enforceLimits()
                return
            case .continuingRun:
                if let previous = last.changes.last, let merged = previous.merged(with: change) {
                    byteCount -= last.byteCount
                    last.replaceLast(with: merged)
                    byteCount += last.byteCount
                    undoSteps[undoSteps.count - 1] = last
                    enforceLimits()
                    return
                }
            }
        }
        let step = UndoStep(actionName: actionName, changes: [change])
        undoSteps.append(step)
        byteCount += step.byteCount
        lastStepIsOpen = true
        enforceLimits()
    }

    /// Closes the newest step: the next change starts a step of its own
    /// (after a pause in typing, or a caret that jumped).
    public mutating func endRun() {
        lastStepIsOpen = false
    }

    /// Takes back the newest step and returns it, for its owner to revert
    /// (its changes newest first); nil when there is nothing to undo.
    public mutating func undo() -> UndoStep<Change>? {
        guard let step = undoSteps.last else {
            lastStepIsOpen = false
            return nil
        }
        commitUndo(keepingForRedo: step)
        return step
    }

    /// Brings back the step undone last and returns it, for its owner to
    /// re-apply (its changes oldest first); nil when there is nothing to redo.
    public mutating func redo() -> UndoStep<Change>? {
        guard let step = redoSteps.last else {
            lastStepIsOpen = false
            return nil
        }
        commitRedo(keepingForUndo: step)
        return step
    }

    /// The owner has taken back ``nextUndoStep``; `step` is that step as the
    /// history is to keep it for Redo.
    public mutating func commitUndo(keepingForRedo step: UndoStep<Change>) {
        lastStepIsOpen = false
        guard let undone = undoSteps.popLast() else { return }
        byteCount += step.byteCount - undone.byteCount
        redoSteps.append(step)
        enforceLimits()
    }

    /// The owner has made ``nextRedoStep`` again; `step` is that step as the
    /// history is to keep it for Undo.
    public mutating func commitRedo(keepingForUndo step: UndoStep<Change>) {
        lastStepIsOpen = false
        guard let redone = redoSteps.popLast() else { return }
        byteCount += step.byteCount - redone.byteCount
        undoSteps.append(step)
        enforceLimits()
    }

    /// Forgets every step.
    public mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        byteCount = 0
        lastStepIsOpen = false
    }

    private mutating func removeRedoSteps() {
        for step in redoSteps { byteCount -= step.byteCount }
        redoSteps.removeAll()
    }

    /// Forgets the oldest steps until both limits hold, keeping the step next
    /// to undo and the one next to redo. Redo steps are the newest history,
    /// so undo steps go first.
    private mutating func enforceLimits() {
        var forgotten = 0
        func overLimits(_ steps: Int) -> Bool { steps > limits.steps || byteCount > limits.bytes }
        while undoSteps.count - forgotten > 1, overLimits(undoSteps.count - forgotten + redoSteps.count) {
            byteCount -= undoSteps[forgotten].byteCount
            forgotten += 1
        }
        undoSteps.removeFirst(forgotten)
        forgotten = 0
        while redoSteps.count - forgotten > 1, overLimits(undoSteps.count + redoSteps.count - forgotten) {
            byteCount -= redoSteps[forgotten].byteCount
            forgotten += 1
        }
        redoSteps.removeFirst(forgotten)
    }
}
