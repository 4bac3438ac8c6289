import EditMenu
import Foundation
import Testing
@_spi(Toolkit) @testable import EditMenuText

/// A paste's styling over megabytes goes in a part at a time, as its text
/// does: no turn of the main loop styles more than a chunk, and a stopped
/// paste takes back the parts it made.
@Suite("Styling in pieces") @MainActor
struct StylingInPiecesTests {
    /// Bold and italic runs that cross the pieces' ends, over text that was
    /// underlined in part before.
    private let change = FormatChange(
        range: 3..<48,
        styledBefore: [.bold: [], .italic: [], .underline: [10..<20]],
        styledAfter: [.bold: [3..<12, 19..<31, 40..<48], .italic: [9..<11, 29..<40], .underline: []])

    @Test func thePiecesCoverTheRangeInOrderEachAtMostTheLength() {
        let pieces = change.pieces(ofLength: 10)
        #expect(pieces.map(\.range) == [3..<13, 13..<23, 23..<33, 33..<43, 43..<48])
        for piece in pieces {
            for runs in Array(piece.styledAfter.values) + Array(piece.styledBefore.values) {
                #expect(runs.allSatisfy { piece.range.contains($0.lowerBound) && $0.upperBound <= piece.range.upperBound && !$0.isEmpty })
            }
        }
        #expect(change.pieces(ofLength: 45) == [change], "a change that fits is one piece")
    }

    @Test func madeOneAfterAnotherThePiecesMakeTheChangeAndTheirInversesTakeItBack() {
        let before: [TextStyle: Set<Int>] = [.underline: Set(10..<20), .bold: Set(0..<3)]
        let whole = change.applied(to: before)
        let pieces = change.pieces(ofLength: 7)
        let made = pieces.reduce(before) { $1.applied(to: $0) }
        #expect(made == whole)
        let undone = pieces.reversed().reduce(made) { $1.inverse.applied(to: $0) }
        #expect(undone.filter { !$0.value.isEmpty } == before)
    }

    @Test func thePlayerStylesOneChunkAPieceAndARollBackTakesBackTheMadeOnes() {
        let storage = MemoryStorage()
        storage.chunkLength = 10
        let player = TextChangePlayer(.make, changes: [.format(change)], in: storage, keepsHeldText: false)
        player.advance(for: 0)
        player.advance(for: 0)
        #expect(storage.restyles == 2 && !player.isFinished, "two pieces, one a turn")
        #expect(storage.styled[.bold] == Set(3..<12).union(19..<23))
        player.rollBack()
        #expect(storage.styled.filter { !$0.value.isEmpty } == [.underline: Set(10..<20)],
                "the two pieces taken back: their parts as they were before")
        while !player.isFinished { player.advance(for: 0) }
        #expect(storage.restyles == 2 + 2 + 5)
        #expect(storage.styled == change.applied(to: [:]))
    }
}
