import EditMenu
import EditMenuGTK
import Testing

/// A paste's failure names its cause whatever threw it: the pasteboard, the
/// widget's check, the user's Esc, or an app's own pasteboard.
@Suite struct PasteFailureTests {
    private struct NetworkDown: Error, CustomStringConvertible {
        var description: String { "the network is down" }
    }

    @Test func theLibrarysErrorsKeepTheirCase() {
        #expect(PasteFailure(PasteboardError.ownerVanished) == .pasteboard(.ownerVanished))
        #expect(PasteFailure(PasteRefusal.doesNotFit(byteCount: 9, room: 3)) == .refused(.doesNotFit(byteCount: 9, room: 3)))
        #expect(PasteFailure(PasteFailure.refused(.stopped)) == .refused(.stopped))
    }

    @Test func aCancelledPasteIsAStoppedOne() {
        #expect(PasteFailure(CancellationError()) == .refused(.stopped))
    }

    @Test func anAppsOwnErrorReadsAsAFailedTransferInItsWords() {
        let failure = PasteFailure(NetworkDown())
        #expect(failure == .pasteboard(.transferFailed("the network is down")))
        #expect(failure.description.contains("the network is down"))
    }
}
