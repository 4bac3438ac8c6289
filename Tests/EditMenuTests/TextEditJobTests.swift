import Foundation
import Testing
@testable import EditMenu

/// Text edits made and undone a piece at a time: exact in every script,
/// stoppable at any point with the text as it was, and holding each text
/// once in the history.
@Suite("Text edit jobs")
struct TextEditJobTests {
    /// A document that notes every piece it is given.
    struct LoggingDocument: TextDocument {
        var document: PlainTextDocument
        var insertedPieces: [String] = []
        var text: String { document.text }

        init(text: String) { document = PlainTextDocument(text) }

        func characters(in range: Range<Int>) -> String { document.characters(in: range) }
        mutating func deleteCharacters(in range: Range<Int>) { document.deleteCharacters(in: range) }
        mutating func insert(_ piece: Substring, count: Int, at offset: Int) {
            #expect(piece.unicodeScalars.count == count, "the count given is the piece's")
            insertedPieces.append(String(piece))
            document.insert(piece, count: count, at: offset)
        }
    }

    /// Lines in several scripts, with CR LF, flags, a family and a combining mark.
    static let mixed = "Hello, wörld 🇫🇷\r\n日本語 👨‍👩‍👧 e\u{301}\r\nשלום مرحبا\n"

    @Test func aPasteOverASelectionGoesInPieceByPieceAndHoldsOnlyWhatLeft() {
        let pasted = String(repeating: Self.mixed, count: 40)
        var document = LoggingDocument(text: "keep [old] keep")
        let edit = TextEdit(offset: 5, removed: .inDocument(count: 5), inserted: TextPiece(pasted), selectionBefore: 5..<10)
        var job = TextEditJob(.make, edits: [edit], chunkLength: 7)
        var progress = [job.progress]
        while !job.isFinished {
            job.advance(in: &document)
            progress.append(job.progress)
        }
        #expect(Array(document.text.utf8) == Array(("keep " + pasted + " keep").utf8))
        #expect(progress == progress.sorted() && progress.last == 1, "progress only grows, to 1")
        #expect(document.insertedPieces.count > 100, "in pieces of 7 scalars")
        for (piece, next) in zip(document.insertedPieces, document.insertedPieces.dropFirst()) {
            #expect(!(piece.unicodeScalars.last == "\r" && next.unicodeScalars.first == "\n"), "never between CR and LF")
        }
        let made = job.result[0]
        #expect(made.removed.text == "[old]", "the history holds what left the document")
        #expect(made.inserted == .inDocument(count: pasted.unicodeScalars.count), "and not what the document holds")
        #expect(made.selectionBefore == 5..<10)
    }

    @Test(arguments: 1...12) func piecesNeverSplitACRLFPair(chunkLength: Int) {
        var document = LoggingDocument(text: "")
        let text = String(repeating: "ab\r\nc🇫🇷\r\n", count: 5)
        var job = TextEditJob(.make, edits: [TextEdit(offset: 0, removed: .empty, inserted: TextPiece(text), selectionBefore: 0..<0)],
                              chunkLength: chunkLength)
        job.finish(in: &document)
        #expect(Array(document.text.utf8) == Array(text.utf8))
        for (piece, next) in zip(document.insertedPieces, document.insertedPieces.dropFirst()) {
            #expect(!(piece.unicodeScalars.last == "\r" && next.unicodeScalars.first == "\n"), "split: \(document.insertedPieces)")
        }
    }

    @Test func undoAndRedoMoveTheTextBetweenDocumentAndHistoryWithoutCopies() {
        let long = String(repeating: Self.mixed, count: 500)
        var document = PlainTextDocument(long)
        var history = UndoHistory<TextEdit>()
        let bytes = long.utf8.count

        // Select All + Delete.
        var delete = TextEditJob(.make, edits: [TextEdit(offset: 0, removed: .inDocument(count: long.unicodeScalars.count),
                                                         inserted: .empty, selectionBefore: 0..<long.unicodeScalars.count)],
                                 chunkLength: 1_000)
        delete.finish(in: &document)
        history.record(delete.result[0], named: "Delete")
        #expect(document.text.isEmpty)
        #expect(history.byteCount <= bytes * 12 / 10, "the deleted text once: \(history.byteCount) for \(bytes)")

        // Undo: the text goes back into the document; the redo step holds nothing of it.
        var undo = TextEditJob(.undo, edits: history.nextUndoStep!.changes, chunkLength: 1_000)
        undo.finish(in: &document)
        history.commitUndo(keepingForRedo: history.nextUndoStep!.replacingChanges(with: undo.result))
        #expect(Array(document.text.utf8) == Array(long.utf8))
        #expect(history.byteCount < 1_000, "what the document holds again is not held twice")
        #expect(history.redoActionName == "Delete")

        // Redo: read back from the document as it leaves it.
        var redo = TextEditJob(.make, edits: history.nextRedoStep!.changes, chunkLength: 1_000)
        redo.finish(in: &document)
        history.commitRedo(keepingForUndo: history.nextRedoStep!.replacingChanges(with: redo.result))
        #expect(document.text.isEmpty)
        #expect(history.byteCount <= bytes * 12 / 10)
        #expect(history.nextUndoStep?.changes[0].removed.text.map { Array($0.utf8) } == Array(long.utf8))
    }

    /// A document that counts the scalars read out of it.
    struct CountingDocument: TextDocument {
        final class Reads { var scalars = 0 }
        var document: PlainTextDocument
        let reads = Reads()

        func characters(in range: Range<Int>) -> String {
            reads.scalars += range.count
            return document.characters(in: range)
        }
        mutating func deleteCharacters(in range: Range<Int>) { document.deleteCharacters(in: range) }
        mutating func insert(_ piece: Substring, count: Int, at offset: Int) { document.insert(piece, count: count, at: offset) }
    }

    /// A history's replay keeps the text it held: the redo of an undone
    /// Select All + Delete deletes without reading the text back (as
    /// GtkSourceView's redo does), and the history holds it once throughout.
    @Test func aReplayedDeleteKeepsItsTextSoItsRedoReadsNothing() {
        let long = String(repeating: Self.mixed, count: 200)
        let count = long.unicodeScalars.count
        var document = CountingDocument(document: PlainTextDocument(long))
        var history = UndoHistory<TextEdit>()
        var delete = TextEditJob(.make, edits: [TextEdit(offset: 0, removed: .inDocument(count: count), inserted: .empty,
                                                         selectionBefore: 0..<count)], chunkLength: 1_000)
        delete.finish(in: &document)
        history.record(delete.result[0], named: "Delete")
        let held = history.byteCount
        #expect(document.reads.scalars == count, "read once, as it left")

        var undo = TextEditJob(.undo, edits: history.nextUndoStep!.changes, chunkLength: 1_000, keepsHeldText: true)
        undo.finish(in: &document)
        history.commitUndo(keepingForRedo: history.nextUndoStep!.replacingChanges(with: undo.result))
        #expect(Array(document.document.text.utf8) == Array(long.utf8))
        #expect(history.byteCount == held, "the same text, still held once")

        var redo = TextEditJob(.make, edits: history.nextRedoStep!.changes, chunkLength: 1_000, keepsHeldText: true)
        redo.finish(in: &document)
        history.commitRedo(keepingForUndo: history.nextRedoStep!.replacingChanges(with: redo.result))
        #expect(document.reads.scalars == count, "the redo read nothing back")
        #expect(document.document.text.isEmpty)
        #expect(history.byteCount == held)
        #expect(history.nextUndoStep?.changes[0].removed.text.map { Array($0.utf8) } == Array(long.utf8))
    }

    @Test func anUndoOfAPasteHoldsThePasteForRedo() {
        var document = PlainTextDocument("ab")
        let paste = TextEdit(offset: 1, removed: .empty, inserted: "🇫🇷x", selectionBefore: 1..<1)
        var make = TextEditJob(.make, edits: [paste])
        make.finish(in: &document)
        #expect(document.text == "a🇫🇷xb")
        #expect(make.result[0].inserted == .inDocument(count: 3))

        var undo = TextEditJob(.undo, edits: make.result)
        undo.finish(in: &document)
        #expect(document.text == "ab")
        #expect(undo.result[0].inserted.text == "🇫🇷x", "read back from the document before it went")
        #expect(undo.result[0].removed.isEmpty)
    }

    @Test func stoppedAtAnyPieceTheDocumentIsExactlyAsBefore() {
        let before = "start " + Self.mixed + " end"
        let replacement = String(repeating: "🇩🇪 Straße\r\n", count: 6)
        let edits = [
            TextEdit(offset: 6, removed: .inDocument(count: Self.mixed.unicodeScalars.count), inserted: TextPiece(replacement),
                     selectionBefore: 6..<6),
            TextEdit(offset: 0, removed: "start", inserted: "שלום", selectionBefore: 0..<5),
        ]
        for direction in [TextEditJob.Direction.make] {
            var pieces = 0
            while true {
                var document = PlainTextDocument(before)
                var job = TextEditJob(direction, edits: edits, chunkLength: 5)
                for _ in 0..<pieces { job.advance(in: &document) }
                let finished = job.isFinished
                job.rollBack(in: &document)
                #expect(Array(document.text.utf8) == Array(before.utf8), "stopped after \(pieces) pieces")
                #expect(job.progress == 0 && !job.isFinished, "and the job can start over")
                if finished { break }
                pieces += 1
            }
            #expect(pieces > 10)
        }
    }

    @Test func editsOfOneStepAreUndoneNewestFirst() {
        // A drop that moved "move" to the end: removed, then inserted.
        var document = PlainTextDocument("move me")
        let step = [
            TextEdit(offset: 0, removed: .inDocument(count: 4), inserted: .empty, selectionBefore: 0..<4),
            TextEdit(offset: 3, removed: .empty, inserted: " move", selectionBefore: 0..<0),
        ]
        var make = TextEditJob(.make, edits: step, chunkLength: 2)
        make.finish(in: &document)
        #expect(document.text == " me move")
        var undo = TextEditJob(.undo, edits: make.result, chunkLength: 2)
        undo.finish(in: &document)
        #expect(document.text == "move me")
        #expect(undo.result.map(\.inserted.text) == ["", " move"])
        #expect(undo.result.map(\.removed) == [.inDocument(count: 4), .empty])
    }
}
