import EditMenu
import Foundation
import Testing
@_spi(Toolkit) @testable import EditMenuText

/// The editing rules both toolkits share, over a text widget in memory: what
/// the user sees in the text, the selection, the menu and the clipboard after
/// typing, Cut, Delete, Paste, Undo and Redo. Text is compared as bytes
/// (Swift's `==` equates canonically equivalent strings) and positions are
/// code points, as GTK counts them.
@Suite("Text editor", .serialized) @MainActor
struct TextEditorTests {
    @Test func typingIsUndoneAndRedoneAsOneStep() {
        let view = MemoryTextView()
        // Hebrew, a flag, an e with a combining accent, a ZWJ family: one word.
        view.storage.type(["ש", "ל", "ו", "ם", "🇫🇷", "e", "\u{301}", "👩‍👩‍👧"])
        let typed = "שלום🇫🇷e\u{301}👩‍👩‍👧"
        #expect(bytes(view.storage.text) == bytes(typed))
        #expect(view.editor.recorder.history.undoActionName == "Typing")
        view.choose(.undo)
        #expect(view.storage.text.isEmpty)
        #expect(!view.offers(.undo))
        view.choose(.redo)
        #expect(bytes(view.storage.text) == bytes(typed))
        #expect(view.storage.caret == typed.unicodeScalars.count)
    }

    @Test func cutThenUndoRestoresTheTextAndTheSelection() async throws {
        let view = MemoryTextView()
        let clipboard = InMemoryPasteboard.withUniqueName()
        defer { InMemoryPasteboard.remove(name: clipboard.name) }
        view.editor.text = "漢字 👩‍👩‍👧 שלום"
        // The family is 5 code points after "漢字 ".
        view.storage.select(3..<8)
        withPasteboard(clipboard) { view.choose(.cut) }
        let cut = try await clipboard.string()
        #expect(bytes(cut) == bytes("👩‍👩‍👧"))
        #expect(bytes(view.storage.text) == bytes("漢字  שלום"))
        #expect(view.editor.recorder.history.undoActionName == Action.cut.localizedTitle)
        view.choose(.undo)
        #expect(bytes(view.storage.text) == bytes("漢字 👩‍👩‍👧 שלום"))
        #expect(view.storage.selection == 3..<8)
    }

    @Test func deleteIsUndoneWithItsSelectionAndRedone() {
        let view = MemoryTextView()
        view.editor.text = "a👍🏽b"   // a thumb and its skin tone: 2 code points
        view.storage.select(1..<3)
        view.choose(.delete)
        #expect(view.storage.text == "ab")
        view.choose(.undo)
        #expect(bytes(view.storage.text) == bytes("a👍🏽b"))
        #expect(view.storage.selection == 1..<3)
        view.choose(.redo)
        #expect(view.storage.text == "ab")
        #expect(!view.offers(.redo))
    }

    @Test func aPasteLosesItsNULsAndIsOneUndoStep() async {
        let view = MemoryTextView()
        view.editor.paste(from: FakePasteboard("a\0🇯🇵\0b"))
        await view.settle()
        #expect(bytes(view.storage.text) == bytes("a🇯🇵b"))
        #expect(view.pasted.map(\.removedNULs) == [2])
        #expect(view.storage.caret == 4)
        #expect(view.editor.recorder.history.undoActionName == Action.paste.localizedTitle)
        view.choose(.undo)
        #expect(view.storage.text.isEmpty)
    }

    @Test func invalidUTF8LeavesTheTextAsItWas() async {
        let view = MemoryTextView()
        view.editor.text = "keep"
        view.storage.select(0..<4)
        view.editor.paste(from: FakePasteboard(Data([0x61, 0xC3, 0x28, 0xFF])))
        await view.settle()
        #expect(view.storage.text == "keep")
        #expect(view.storage.selection == 0..<4)
        #expect(view.failures == [.pasteboard(.invalidUTF8(.utf8PlainText))])
        #expect(!view.offers(.undo))
    }

    @Test func aFieldRefusesWholeWhatDoesNotFitItsBytes() async {
        let view = MemoryTextView()
        view.storage.capacity = TextCapacity(bytes: 65_534)   // GtkEntry's
        view.editor.text = "abc"
        view.editor.paste(from: FakePasteboard(String(repeating: "x", count: 70_000)))
        await view.settle()
        // 22,000 CJK characters fit the characters left, not the bytes.
        view.editor.paste(from: FakePasteboard(String(repeating: "漢", count: 22_000)))
        await view.settle()
        #expect(view.storage.text == "abc")
        #expect(view.failures == [.refused(.tooLong(byteCount: 70_000, limit: 65_531)),
                                  .refused(.doesNotFit(byteCount: 66_000, room: 65_531))])
        #expect(view.pasted.isEmpty)
    }

    @Test func megabytesGoInPieceByPieceAsOneStep() async {
        let view = MemoryTextView()
        view.storage.chunkLength = 4_096
        var changes = 0
        _ = view.storage.onChanged { changes += 1 }
        let text = String(repeating: "漢字 שלום 🇫🇷 ", count: 100_000)   // 2.6 MB, 1.2 M code points
        view.editor.paste(from: FakePasteboard(text))
        await view.settle()
        #expect(view.storage.text.utf8.count == text.utf8.count)
        #expect(changes > 100)
        view.choose(.undo)
        await view.settle()
        #expect(view.storage.text.isEmpty)
    }

    @Test func aPasteWhoseViewWentWhileTheClipboardWasReadChangesNothing() async throws {
        var view: MemoryTextView? = MemoryTextView()
        weak let gone = view
        let storage = view!.storage, editor = view!.editor!
        let slowOwner = FakePasteboard("late 🇯🇵")
        slowOwner.answersAfter = .milliseconds(50)
        editor.paste(from: slowOwner)
        // The window closes while the owner has not answered: the view goes,
        // the paste still holds its editor.
        view = nil
        #expect(gone == nil)
        try await Task.sleep(for: .milliseconds(300))
        #expect(storage.text.isEmpty)
    }

    @Test func escStopsAPasteAndLeavesTheTextAsItWas() async {
        let view = MemoryTextView()
        view.storage.chunkLength = 4_096
        view.editor.text = "before"
        view.storage.select(0..<6)
        // The user presses Esc once the first piece is in.
        _ = view.storage.onChanged { [weak view] in if let view, view.storage.isInLongEdit { view.storage.pressEscape() } }
        view.editor.paste(from: FakePasteboard(String(repeating: "漢字かな", count: 300_000)))
        await view.settle()
        #expect(view.storage.text == "before")
        #expect(view.storage.selection == 0..<6)
        #expect(view.failures == [.refused(.stopped)])
        #expect(!view.offers(.undo))
    }

    @Test func theMenuOffersWhatCanBeDoneNow() {
        let view = MemoryTextView()
        let clipboard = InMemoryPasteboard.withUniqueName()
        defer { InMemoryPasteboard.remove(name: clipboard.name) }
        withPasteboard(clipboard) {
            #expect(offered(view) == [])
            view.editor.text = "漢字"
            #expect(offered(view) == [.select, .selectAll])
            view.storage.select(0..<2)
            #expect(offered(view) == [.cut, .copy, .delete])
            clipboard.setString("x")
            #expect(offered(view) == [.cut, .copy, .paste, .delete])
            view.storage.isEditable = false
            #expect(offered(view) == [.copy])
            view.storage.isEditable = true
            view.choose(.delete)
            #expect(offered(view) == [.undo, .paste])
        }
    }

    @Test func replacingTheTextIsUndoableUnderItsName() {
        let view = MemoryTextView()
        view.editor.text = "old"
        view.editor.replaceText(with: "新しい", undoableAs: "Translate")
        #expect(view.editor.recorder.history.undoActionName == "Translate")
        #expect(view.storage.caret == 3)
        view.choose(.undo)
        #expect(view.storage.text == "old")
    }

    private func offered(_ view: MemoryTextView) -> [Action] {
        [Action.undo, .redo, .cut, .copy, .paste, .delete, .select, .selectAll].filter(view.offers)
    }
}

private func bytes(_ string: String?) -> [UInt8] { Array((string ?? "").utf8) }

/// Runs `body` with `pasteboard` as every well-known pasteboard.
@MainActor
func withPasteboard<Result>(_ pasteboard: any Pasteboard, _ body: () throws -> Result) rethrows -> Result {
    let saved = EditMenuSystem.configuration
    let wasBootstrapped = EditMenuSystem.isBootstrapped
    var configuration = saved
    configuration.pasteboard = { _ in pasteboard }
    EditMenuSystem.bootstrapInternal(configuration)
    defer { EditMenuSystem.bootstrapInternal(wasBootstrapped ? saved : nil) }
    return try body()
}
