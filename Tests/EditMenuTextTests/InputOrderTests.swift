import EditMenu
import Foundation
import Testing
@_spi(Toolkit) @testable import EditMenuText

/// "The user's order": what the user does while a long paste, undo or redo
/// runs is applied after it, in the order it came; the edit's end undoes
/// none of it, nothing is refused, and Esc still stops the edit. The user's
/// keys and clicks reach the text through the window's `InputOrder`, as each
/// toolkit's event handler hands them over.
@Suite("The user's order", .serialized) @MainActor
struct InputOrderTests {
    /// 1.2 M code points of mixed scripts, in pieces of 4,096: hundreds of
    /// turns of the main loop.
    private let megabytes = String(repeating: "漢字 שלום 🇫🇷 e\u{301} ", count: 100_000)

    private func longPasteView() -> MemoryTextView {
        let view = MemoryTextView()
        view.storage.chunkLength = 4_096
        return view
    }

    /// Runs `user` once, as soon as the paste or undo under way has put its
    /// first piece in: the user acts in the middle of the edit.
    private func whenTheFirstPieceIsIn(_ view: MemoryTextView, _ user: @escaping @MainActor () -> Void) {
        var done = false
        // Weak: a paste may report after its test let the view go.
        _ = view.storage.onChanged { [weak view] in
            guard !done, let view, view.storage.isInLongEdit else { return }
            done = true
            user()
        }
    }

    @Test func selectAllAndDeleteDuringALongPasteEmptyTheTextAndUndoBringsItBackExactly() async {
        let view = longPasteView()
        var heldDuringThePaste = 0
        whenTheFirstPieceIsIn(view) { [weak view] in
            guard let view else { return }
            view.storage.userDoes { view.choose(.selectAll) }
            view.storage.userDoes { view.choose(.delete) }
            heldDuringThePaste = view.storage.inputOrder?.heldCount ?? 0
        }
        view.editor.paste(from: FakePasteboard(megabytes))
        await view.settle()
        #expect(heldDuringThePaste == 2, "both keys came while the paste ran")
        #expect(view.storage.text.isEmpty, "Select All and Delete after the paste: \(view.storage.length) left")
        #expect(view.editor.recorder.history.undoActionName == "Delete")
        view.storage.userDoes { view.choose(.undo) }
        await view.settle()
        let exact = holdsExactly(view.storage, megabytes)
        #expect(exact, "the text, byte for byte")
        view.choose(.undo)
        await view.settle()
        #expect(view.storage.text.isEmpty, "and the paste is a step of its own")
    }

    @Test func typingDuringALongPasteGoesAfterThePastedText() async {
        let view = longPasteView()
        view.editor.text = "before "
        view.storage.select(7..<7)
        whenTheFirstPieceIsIn(view) { [weak view] in
            guard let view else { return }
            view.storage.userDoes { view.storage.type(["a"]) }
            view.storage.userDoes { view.storage.type(["b"]) }
            view.storage.userDoes { view.storage.type(["c"]) }
        }
        view.editor.paste(from: FakePasteboard(megabytes))
        await view.settle()
        let exact = holdsExactly(view.storage, "before " + megabytes + "abc")
        #expect(exact, "the text, byte for byte")
        #expect(view.storage.caret == view.storage.length)
        view.choose(.undo)
        let undone = holdsExactly(view.storage, "before " + megabytes)
        #expect(undone, "typing is its own step, after the paste")
    }

    @Test func aClickDuringALongUndoMovesTheCaretAfterIt() async {
        let view = longPasteView()
        view.editor.text = megabytes
        view.storage.select(0..<view.storage.length)
        view.choose(.delete)
        #expect(view.storage.text.isEmpty)
        // The undo ends by selecting what the delete took; the user's click
        // at the start, and their typing, come after it.
        whenTheFirstPieceIsIn(view) { [weak view] in
            guard let view else { return }
            view.storage.userDoes { view.storage.select(0..<0) }
            view.storage.userDoes { view.storage.type(["x"]) }
        }
        view.storage.userDoes { view.choose(.undo) }
        await view.settle()
        let exact = holdsExactly(view.storage, "x" + megabytes)
        #expect(exact, "the text, byte for byte")
    }

    @Test func escStopsTheEditAtOnceAndWhatCameBeforeItFollows() async {
        let view = longPasteView()
        view.editor.text = "before"
        view.storage.select(0..<6)
        whenTheFirstPieceIsIn(view) { [weak view] in
            guard let view else { return }
            view.storage.userDoes { view.storage.type(["x"]) }
            view.storage.pressEscape()
        }
        view.editor.paste(from: FakePasteboard(megabytes))
        await view.settle()
        // The paste is taken back, the selection is as it was, and then the
        // typing goes over it.
        #expect(view.failures == [.refused(.stopped)])
        let exact = holdsExactly(view.storage, "x")
        #expect(exact, "the text, byte for byte")
    }

    @Test func aPasteReplayedAfterAnEditHoldsWhatCameAfterItBehindIt() async {
        let view = longPasteView()
        whenTheFirstPieceIsIn(view) { [weak view] in
            guard let view else { return }
            view.storage.userDoes { view.editor.paste(from: FakePasteboard("second 🇯🇵")) }
            view.storage.userDoes { view.storage.type(["!"]) }
        }
        view.editor.paste(from: FakePasteboard(megabytes))
        await view.settle()
        let exact = holdsExactly(view.storage, megabytes + "second 🇯🇵!")
        #expect(exact, "the text, byte for byte")
    }

    @Test func theWindowsInputIsHeldOnlyWhileAnEditRunsOrInputWaits() async {
        let view = longPasteView()
        view.storage.userDoes { view.storage.type(["a"]) }
        #expect(!view.storage.holdsInput)
        let exact = holdsExactly(view.storage, "a")
        #expect(exact, "no edit: a key goes in at once")
        view.editor.paste(from: FakePasteboard(megabytes))
        #expect(view.storage.holdsInput, "held from the paste's start (the clipboard is read first)")
        var heldWhileInserting = false
        whenTheFirstPieceIsIn(view) { [weak view] in heldWhileInserting = view?.storage.holdsInput ?? false }
        await view.settle()
        #expect(heldWhileInserting)
        #expect(!view.storage.holdsInput, "and given back to the toolkit after")
    }
}

/// Whether `storage` holds exactly `expected`, byte for byte (Swift's `==`
/// equates canonically equivalent strings). A Bool, so that a failure does
/// not print megabytes.
@MainActor
private func holdsExactly(_ storage: MemoryStorage, _ expected: String) -> Bool {
    storage.text.utf8.elementsEqual(expected.utf8)
}
