import EditMenu
import GLibKit

/// Makes (or takes back) the changes of one undo step in a text widget, a
/// piece at a time: text through ``TextEditJob`` (reads and insertions of at
/// most the storage's ``TextStorage/chunkLength``), styling a part of at
/// most that length at a time (``FormatChange/pieces(ofLength:)``).
///
/// ``advance(for:)`` works until its time is up; ``rollBack()`` leaves the
/// text and its styling exactly as they were before the first piece.
@MainActor
package final class TextChangePlayer {
    private let storage: any TextStorage
    private let changes: [TextChange]
    private let direction: TextEditJob.Direction
    /// Positions in `changes`, in the order they are played.
    private let order: [Int]
    private var current = 0
    private var job: TextEditJob?
    /// The changes as the history keeps them once played, in their order.
    package private(set) var result: [TextChange]
    private let weights: [Int]
    private let totalWeight: Int
    private var weightDone = 0

    private let keepsHeldText: Bool

    /// A player of `changes`; `keepsHeldText` for a step of the history
    /// (see ``TextEditJob/keepsHeldText``).
    package init(_ direction: TextEditJob.Direction, changes: [TextChange], in storage: any TextStorage, keepsHeldText: Bool) {
        self.storage = storage
        self.keepsHeldText = keepsHeldText
        self.changes = changes
        self.direction = direction
        result = changes
        order = direction == .make ? Array(changes.indices) : changes.indices.reversed()
        weights = changes.map { change in
            guard case .text(let edit) = change else { return 1 }
            return edit.work(direction)
        }
        totalWeight = max(weights.reduce(0, +), 1)
    }

    package var isFinished: Bool { current == order.count }

    /// The scalars the changes put in, as played.
    package var insertedCount: Int {
        changes.reduce(0) { total, change in
            guard case .text(let edit) = change else { return total }
            return total + (direction == .make ? edit.inserted.count : edit.removed.count)
        }
    }

    /// How much is done, from 0 to 1.
    package var progress: Double {
        let partial = job.map { Double(weights[order[current]]) * $0.progress } ?? 0
        return (Double(weightDone) + partial) / Double(totalWeight)
    }

    /// Whether everything is done in a single piece of work (no long edit).
    package var isSmall: Bool { totalWeight <= storage.chunkLength }

    /// Plays pieces for about `microseconds` (at least one piece).
    package func advance(for microseconds: Int64) {
        let deadline = GLib.monotonicTime + microseconds
        repeat {
            advanceOnePiece()
        } while !isFinished && GLib.monotonicTime < deadline
    }

    private func advanceOnePiece() {
        guard !isFinished else { return }
        let index = order[current]
        switch changes[index] {
        case .format(let change):
            if formatPieces.isEmpty {
                formatPieces = (direction == .make ? change : change.inverse).pieces(ofLength: storage.chunkLength)
            }
            storage.restyle(formatPieces[formatPiecesMade])
            formatPiecesMade += 1
            if formatPiecesMade == formatPieces.count {
                formatPieces = []
                formatPiecesMade = 0
                finishChange()
            }
        case .text(let edit):
            var job = self.job ?? TextEditJob(direction, edits: [edit], chunkLength: storage.chunkLength,
                                                    keepsHeldText: keepsHeldText)
            var document = StorageDocument(storage)
            job.advance(in: &document)
            if job.isFinished {
                result[index] = .text(job.result[0])
                self.job = nil
                finishChange()
                finishedJobs.append(job)
            } else {
                self.job = job
            }
        }
    }

    /// Jobs that are done, for a roll-back (newest last).
    private var finishedJobs: [TextEditJob] = []
    /// The parts of the styling change under way, and how many are made.
    private var formatPieces: [FormatChange] = []
    private var formatPiecesMade = 0

    private func finishChange() {
        weightDone += weights[order[current]]
        current += 1
    }

    /// Takes back every piece played, newest first.
    package func rollBack() {
        var document = StorageDocument(storage)
        job?.rollBack(in: &document)
        job = nil
        for piece in formatPieces[..<formatPiecesMade].reversed() { storage.restyle(piece.inverse) }
        formatPieces = []
        formatPiecesMade = 0
        for position in order[..<current].reversed() {
            switch changes[position] {
            case .format(let change):
                storage.restyle(direction == .make ? change.inverse : change)
            case .text:
                var finished = finishedJobs.removeLast()
                finished.rollBack(in: &document)
            }
        }
        current = 0
        weightDone = 0
        result = changes
    }
}

/// A text widget's storage as the document a ``TextEditJob`` edits.
@MainActor
private struct StorageDocument: @MainActor TextDocument {
    let storage: any TextStorage
    init(_ storage: any TextStorage) { self.storage = storage }

    func characters(in range: Range<Int>) -> String { storage.characters(in: range) }
    func deleteCharacters(in range: Range<Int>) { storage.deleteCharacters(in: range) }
    func insert(_ text: Substring, count: Int, at offset: Int) { storage.insert(text, count: count, at: offset) }
}
