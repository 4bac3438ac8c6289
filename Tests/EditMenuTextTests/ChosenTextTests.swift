import EditMenu
import Foundation
import Testing
@_spi(Toolkit) @testable import EditMenuText

/// Text the user chose elsewhere and the toolkit puts in from a handler of
/// its own (GTK 4's drop and emoji chooser), as the undo history names it:
/// one step, "Drop" or "Insert Emoji", whatever typing came before or after;
/// text a drag moved within the widget is part of its drop.
@Suite("Chosen text") @MainActor
struct ChosenTextTests {
    @Test func anEmojiPickedOverTheSelectionIsOneStepBetweenTyping() {
        let view = MemoryTextView()
        view.storage.type(["a", "ñ", "✓"])
        view.storage.select(1..<2)
        // GTK's handler: the selection out, the emoji in, no key press of ours.
        view.editor.recorder.chosenTextWillInsert(.emoji)
        view.storage.replaceSelectionAsTyping(with: "🇨🇭")
        view.storage.type(["!"])
        #expect(view.storage.text == "a🇨🇭!✓")
        #expect(view.editor.recorder.history.undoActionName == "Typing")
        view.choose(.undo)
        #expect(view.editor.recorder.history.undoActionName == Action.insertEmoji.localizedTitle)
        view.choose(.undo)
        #expect(view.storage.text == "añ✓" && view.storage.selection == 1..<2)
        #expect(view.editor.recorder.history.undoActionName == "Typing")
    }

    @Test func textMovedWithinTheWidgetIsPartOfItsDrop() {
        let view = MemoryTextView()
        view.editor.text = "漢字 then שלום"
        let recorder = view.editor.recorder!
        // "漢字 " dropped at the end, then deleted where it was when the drag ends.
        recorder.chosenTextWillInsert(.drop)
        view.storage.insert("漢字 ", count: 3, at: 12)
        recorder.dragWillDelete()
        view.storage.deleteCharacters(in: 0..<3)
        recorder.dragDidDelete()
        #expect(view.storage.text == "then שלום漢字 ")
        #expect(recorder.history.undoActionName == "Drop")
        view.choose(.undo)
        #expect(view.storage.text == "漢字 then שלום")
        #expect(!view.offers(.undo))
    }

    @Test func textDraggedAwayIsADragOfItsOwn() {
        let view = MemoryTextView()
        view.editor.text = "keep 🇫🇷 moved"
        view.storage.type([" ", "x"])   // a step of typing first
        view.editor.recorder.dragWillDelete()
        view.storage.deleteCharacters(in: 8..<13)
        view.editor.recorder.dragDidDelete()
        #expect(view.editor.recorder.history.undoActionName == "Drag")
        view.choose(.undo)
        #expect(view.storage.text == "keep 🇫🇷 moved x")
    }
}
