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
    public fileprivate(set) var changes: [Change]

    /// The bytes the step holds.
    public var byteCount: Int {
        var total = 0
        for change in changes { total += change.byteCount }
        return total
    }
}

/// A bounded history of undoable steps: what `UndoManager` is on Apple's
/// platforms (swift-corelibs-foundation has none on Linux).
///
/// Each step is one user action — a paste, a cut, a run of typing — with its
/// name, holding the changes it made. The history does not change anything
/// itself: ``undo()`` and ``redo()`` hand the step back for its owner to
/// revert or re-apply, so the history works for any kind of change.
///
/// **Bounds.** At most ``Limits/steps`` steps (100 by default) and
/// ``Limits/bytes`` bytes (1 MiB by default), undo and redo together; past
/// either, the oldest steps are forgotten. A single step larger than the
/// byte limit cannot be kept: recording it forgets everything, since undoing
/// the steps before it would no longer lead back to a known state.
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
    public struct Limits: Sendable, Hashable {
        /// The most steps kept, undo and redo together.
        public var steps: Int
        /// The most bytes kept, undo and redo together.
        public var bytes: Int

        public init(steps: Int, bytes: Int) {
            self.steps = steps
            self.bytes = bytes
        }

        /// 100 steps and 1 MiB: a long editing session of a form's fields,
        /// and more than two hundred pastes of the longest text a
        /// `TextField` accepts.
        public static var standard: Limits { Limits(steps: 100, bytes: 1 << 20) }
    }

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

    public init(limits: Limits = .standard) {
        self.limits = limits
    }

    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }
    /// The name of the step ``undo()`` would take back ("Paste").
    public var undoActionName: String? { undoSteps.last?.actionName }
    /// The name of the step ``redo()`` would bring back.
    public var redoActionName: String? { redoSteps.last?.actionName }

    /// The bytes held by every step, undo and redo.
    public var byteCount: Int {
        var total = 0
        for step in undoSteps { total += step.byteCount }
        for step in redoSteps { total += step.byteCount }
        return total
    }

    /// Records `change`, made by the user action `actionName`. Anything
    /// that could be redone is forgotten: the user went another way.
    public mutating func record(_ change: Change, named actionName: String, joining: Joining = .newStep) {
        redoSteps.removeAll()
        if lastStepIsOpen, var last = undoSteps.last, last.actionName == actionName {
            switch joining {
            case .newStep:
                break
            case .sameAction:
                last.changes.append(change)
                undoSteps[undoSteps.count - 1] = last
                enforceLimits()
                return
            case .continuingRun:
                if let previous = last.changes.last, let merged = previous.merged(with: change) {
                    last.changes[last.changes.count - 1] = merged
                    undoSteps[undoSteps.count - 1] = last
                    enforceLimits()
                    return
                }
            }
        }
        undoSteps.append(UndoStep(actionName: actionName, changes: [change]))
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
        lastStepIsOpen = false
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(step)
        return step
    }

    /// Brings back the step undone last and returns it, for its owner to
    /// re-apply (its changes oldest first); nil when there is nothing to redo.
    public mutating func redo() -> UndoStep<Change>? {
        lastStepIsOpen = false
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(step)
        return step
    }

    /// Forgets every step.
    public mutating func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        lastStepIsOpen = false
    }

    /// Forgets the oldest steps until both limits hold. Redo steps are the
    /// newest history, so undo steps go first.
    private mutating func enforceLimits() {
        var bytes = byteCount
        while !undoSteps.isEmpty, undoSteps.count + redoSteps.count > limits.steps || bytes > limits.bytes {
            bytes -= undoSteps.removeFirst().byteCount
        }
        while !redoSteps.isEmpty, redoSteps.count > limits.steps || bytes > limits.bytes {
            bytes -= redoSteps.removeFirst().byteCount
        }
        if undoSteps.isEmpty { lastStepIsOpen = false }
    }
}
