/// Makes or undoes ``TextEdit``s in a ``TextDocument`` a piece at a time, so
/// that text of any size goes in without stopping the program for long, and
/// can be stopped with the document left exactly as it was.
///
/// Each call of ``advance(in:)`` does one piece of work: reads up to
/// ``chunkLength`` scalars of text that is to leave the document (a history
/// must hold it), deletes a range, or inserts up to ``chunkLength`` scalars. A
/// caller runs pieces until its time is up and comes back on the next turn
/// of its loop; ``progress`` says how far it got. ``rollBack(in:)`` takes back
/// every piece done, in reverse. Pieces never split a CR LF pair, so a text
/// widget sees the same line breaks as when the text goes in whole.
///
/// When the job is finished, ``result`` holds the edits as a history keeps
/// them, each text held once (see ``TextEdit/made(removing:)`` and
/// ``TextEdit/undone(inserting:)``).
///
/// ```swift
/// var job = TextEditJob(.undo, edits: step.changes, chunkLength: 1 << 17)
/// while !job.isFinished && clock.now < deadline { job.advance(in: &document) }
/// if userPressedEscape { job.rollBack(in: &document) }   // as it was before
/// ```
public struct TextEditJob: Sendable {
    /// Whether the edits are made or taken back.
    public enum Direction: Sendable {
        /// Made in order.
        case make
        /// Taken back, newest first.
        case undo
    }

    /// What was done to the document, to take it back.
    private enum Done: Sendable {
        case deleted(offset: Int, text: String, count: Int)
        case inserted(offset: Int, count: Int)
    }

    /// Where the job is with the edit at hand.
    private enum Phase: Sendable {
        case reading(soFar: Int)
        case deleting
        case inserting(soFar: Int, next: String.Index)
    }

    public let direction: Direction
    /// The edits as given.
    public let edits: [TextEdit]
    /// The most scalars one piece reads or inserts.
    public let chunkLength: Int
    /// Whether each edit, once done, still holds the text it held before
    /// (see ``TextEdit/holding(textsOf:)``): true for the replay of a history's
    /// step, false for a new edit (a paste lets its text go, which the document now holds).
    public let keepsHeldText: Bool

    /// The edits as a history keeps them, in the order given; complete once
    /// ``isFinished``.
    public private(set) var result: [TextEdit]
    /// The edits to go, in the order they are worked on (positions in ``edits``).
    private var order: [Int]
    private var current = 0
    private var phase = Phase.reading(soFar: 0)
    /// The text read so far of the edit at hand (what it removes).
    private var removedText = ""
    private var done: [Done] = []
    private let totalWork: Int
    private var workDone = 0

    /// A job that makes (or undoes) `edits`, `chunkLength` scalars at a time.
    public init(_ direction: Direction, edits: [TextEdit], chunkLength: Int = 1 << 17, keepsHeldText: Bool = false) {
        precondition(chunkLength > 0, "a job works in pieces of at least one scalar")
        self.direction = direction
        self.edits = edits
        self.chunkLength = chunkLength
        self.keepsHeldText = keepsHeldText
        result = edits
        order = direction == .make ? Array(edits.indices) : edits.indices.reversed()
        totalWork = edits.reduce(0) { $0 + $1.work(direction) }
    }

    /// Whether every edit is made (or undone).
    public var isFinished: Bool { current == order.count }

    /// How much of the work is done, from 0 to 1.
    public var progress: Double { totalWork == 0 ? 1 : Double(workDone) / Double(totalWork) }

    /// The edit at hand, as it is applied to the document.
    private var applied: TextEdit {
        let edit = edits[order[current]]
        return direction == .make ? edit : edit.inverse
    }

    /// Does the next piece of work.
    public mutating func advance<Document: TextDocument>(in document: inout Document) {
        guard !isFinished else { return }
        let edit = applied
        switch phase {
        case .reading(let soFar):
            if edit.removed.isHeld || soFar == edit.removed.count {
                phase = .deleting
                return advance(in: &document)
            }
            if soFar == 0 { removedText.reserveCapacity(edit.removed.count) }
            let count = min(chunkLength, edit.removed.count - soFar)
            removedText += document.characters(in: (edit.offset + soFar)..<(edit.offset + soFar + count))
            workDone += count
            phase = .reading(soFar: soFar + count)
        case .deleting:
            let text = edit.removed.text ?? removedText
            if !edit.removed.isEmpty {
                document.deleteCharacters(in: edit.removedRange)
                done.append(.deleted(offset: edit.offset, text: text, count: edit.removed.count))
            }
            workDone += 1
            phase = .inserting(soFar: 0, next: (edit.inserted.text ?? "").startIndex)
            if edit.inserted.isEmpty { finishEdit(removed: text) }
        case .inserting(let soFar, let next):
            guard let text = edit.inserted.text else {
                preconditionFailure("an edit is made from the text it inserts; this one's is in the document")
            }
            let (end, count) = Self.chunk(of: text, from: next, length: chunkLength)
            document.insert(text[next..<end], count: count, at: edit.offset + soFar)
            if case .inserted(let offset, let before)? = done.last, offset == edit.offset {
                done[done.count - 1] = .inserted(offset: offset, count: before + count)
            } else {
                done.append(.inserted(offset: edit.offset, count: count))
            }
            workDone += count
            phase = .inserting(soFar: soFar + count, next: end)
            if soFar + count == edit.inserted.count { finishEdit(removed: edit.removed.text ?? removedText) }
        }
    }

    /// Runs the job to its end.
    public mutating func finish<Document: TextDocument>(in document: inout Document) {
        while !isFinished { advance(in: &document) }
    }

    /// Takes back everything done so far, newest first: the document is as
    /// it was before the job. The job is then to start over.
    public mutating func rollBack<Document: TextDocument>(in document: inout Document) {
        for piece in done.reversed() {
            switch piece {
            case .inserted(let offset, let count):
                document.deleteCharacters(in: offset..<(offset + count))
            case .deleted(let offset, let text, let count):
                document.insert(text[...], count: count, at: offset)
            }
        }
        self = TextEditJob(direction, edits: edits, chunkLength: chunkLength, keepsHeldText: keepsHeldText)
    }

    private mutating func finishEdit(removed text: String) {
        let index = order[current]
        // Made, an edit holds what it removed; undone, what it had inserted
        // (which is what its inverse removed).
        let done = direction == .make ? edits[index].made(removing: text) : edits[index].undone(inserting: text)
        result[index] = keepsHeldText ? done.holding(textsOf: edits[index]) : done
        removedText = ""
        current += 1
        phase = .reading(soFar: 0)
    }

    /// The end of the next piece of `text` from `start`: `length` scalars, one
    /// more when the piece would end between a CR and its LF.
    static func chunk(of text: String, from start: String.Index, length: Int) -> (end: String.Index, count: Int) {
        let scalars = text.unicodeScalars
        var end = scalars.index(start, offsetBy: length, limitedBy: scalars.endIndex) ?? scalars.endIndex
        var count = end == scalars.endIndex ? scalars.distance(from: start, to: end) : length
        if end != scalars.endIndex, end > start, scalars[scalars.index(before: end)] == "\r", scalars[end] == "\n" {
            end = scalars.index(after: end)
            count += 1
        }
        return (end, count)
    }
}

extension TextEdit {
    /// What making (or undoing) the edit costs, for progress: the scalars
    /// read and inserted, plus one. Deleting text the edit already holds is
    /// one quick operation (GTK frees it as fast as GtkSourceView's redo).
    package func work(_ direction: TextEditJob.Direction) -> Int {
        let applied = direction == .make ? self : inverse
        return (applied.removed.isHeld ? 0 : applied.removed.count) + applied.inserted.count + 1
    }
}
