import Foundation
import Testing
@testable import EditMenu

/// The headless undo history: steps with names, runs of typing, bounds by
/// steps and bytes, and text edits that undo and redo exactly.
@Suite("Undo history")
struct UndoHistoryTests {
    /// Replays `history`'s undo and redo on a text, as a text field would.
    struct Editor {
        var text = ""
        var selection = 0..<0
        var history = UndoHistory<TextEdit>()

        mutating func type(_ typed: String, continuing: Bool = true) {
            let edit = TextEdit(offset: selection.lowerBound, removed: selected, inserted: typed, selectionBefore: selection)
            make(edit, named: "Typing", joining: continuing ? .continuingRun : .newStep)
        }

        mutating func make(_ edit: TextEdit, named name: String, joining: UndoHistory<TextEdit>.Joining = .newStep) {
            text = edit.applied(to: text)
            selection = edit.selectionAfter
            history.record(edit, named: name, joining: joining)
        }

        var selected: String {
            String(String.UnicodeScalarView(Array(text.unicodeScalars)[selection]))
        }

        mutating func undo() {
            guard let step = history.undo() else { return }
            for edit in step.changes.reversed() { text = edit.inverse.applied(to: text) }
            selection = step.changes[0].selectionBefore
        }

        mutating func redo() {
            guard let step = history.redo() else { return }
            for edit in step.changes { text = edit.applied(to: text) }
            selection = step.changes.last!.selectionAfter
        }
    }

    @Test func undoAndRedoRestoreTextAndSelectionWithNames() {
        var editor = Editor()
        editor.type("precious")
        editor.history.endRun()
        editor.selection = 0..<8
        editor.make(TextEdit(offset: 0, removed: "precious", inserted: "other", selectionBefore: 0..<8), named: "Paste")
        #expect(editor.history.undoActionName == "Paste")

        editor.undo()
        #expect(editor.text == "precious")
        #expect(editor.selection == 0..<8, "the selection as it was before the paste")
        #expect(editor.history.redoActionName == "Paste")
        #expect(editor.history.undoActionName == "Typing")

        editor.redo()
        #expect(editor.text == "other")
        #expect(editor.selection == 5..<5)
        #expect(!editor.history.canRedo)
    }

    @Test func typingIsOneStepPerWordAndAPauseOrAJumpEndsARun() {
        var editor = Editor()
        for character in "hello world" { editor.type(String(character)) }
        #expect(editor.history.undoSteps.map(\.changes.count) == [1, 1], "runs merge into one change each")
        editor.undo()
        #expect(editor.text == "hello ")
        editor.undo()
        #expect(editor.text == "")

        editor.redo(); editor.redo()
        #expect(editor.text == "hello world")
        editor.type("!")
        editor.history.endRun()   // a pause
        editor.type("?")
        editor.selection = 0..<0  // the caret jumps to the start
        editor.type(">")
        #expect(editor.history.undoSteps.count == 5)
        editor.undo()
        #expect(editor.text == "hello world!?")
    }

    @Test func backSpaceAndDeleteRunsMergeEachTheirWay() {
        var editor = Editor(text: "abcdef", selection: 3..<3)
        for _ in 0..<2 {   // BackSpace twice
            let offset = editor.selection.lowerBound - 1
            let removed = String(Array(editor.text)[offset])
            editor.make(TextEdit(offset: offset, removed: removed, inserted: "", selectionBefore: editor.selection),
                        named: "Typing", joining: .continuingRun)
        }
        #expect(editor.text == "adef")
        editor.history.endRun()
        for _ in 0..<2 {   // Delete twice
            let offset = editor.selection.lowerBound
            let removed = String(Array(editor.text)[offset])
            editor.make(TextEdit(offset: offset, removed: removed, inserted: "", selectionBefore: editor.selection),
                        named: "Typing", joining: .continuingRun)
        }
        #expect(editor.text == "af")
        #expect(editor.history.undoSteps.count == 2)
        editor.undo()
        #expect(editor.text == "adef")
        editor.undo()
        #expect(editor.text == "abcdef")
        #expect(editor.selection == 3..<3)
    }

    @Test func changesOfOneActionFormOneStep() {
        var editor = Editor(text: "move me", selection: 0..<4)
        // A drag that moves "move" to the end: removed, then inserted.
        editor.make(TextEdit(offset: 0, removed: "move", inserted: "", selectionBefore: 0..<4), named: "Drop")
        editor.make(TextEdit(offset: 3, removed: "", inserted: " move", selectionBefore: 0..<0), named: "Drop", joining: .sameAction)
        #expect(editor.text == " me move")
        #expect(editor.history.undoSteps.count == 1)
        editor.undo()
        #expect(editor.text == "move me")
        #expect(editor.selection == 0..<4)
    }

    @Test func unicodeTextUndoesByteForByte() {
        var editor = Editor()
        let samples = ["🇫🇷", "👨‍👩‍👧", "e\u{301}", "漢字", "𝄞", "مرحبا", "\u{FFFD}"]
        for sample in samples { editor.type(sample, continuing: false) }
        let full = samples.joined()
        #expect(Array(editor.text.utf8) == Array(full.utf8))
        for _ in samples { editor.undo() }
        #expect(editor.text.isEmpty)
        for _ in samples { editor.redo() }
        #expect(Array(editor.text.utf8) == Array(full.utf8))
        #expect(editor.selection == full.unicodeScalars.count..<full.unicodeScalars.count)
    }

    @Test func theHistoryKeepsAtMostItsStepsAndBytesButAlwaysTheNewestStep() {
        var history = UndoHistory<TextEdit>(limits: .init(steps: 3, bytes: 1_000))
        for index in 0..<5 {
            history.record(TextEdit(offset: index, removed: "", inserted: "x", selectionBefore: index..<index), named: "Step \(index)")
        }
        #expect(history.undoSteps.map(\.actionName) == ["Step 2", "Step 3", "Step 4"], "the oldest go first")

        let overhead = MemoryLayout<TextEdit>.stride
        history.limits = .init(steps: 3, bytes: 3 * overhead + 100)
        history.record(TextEdit(offset: 0, removed: "", inserted: String(repeating: "y", count: 99), selectionBefore: 0..<0), named: "Big")
        #expect(history.byteCount <= history.limits.bytes)
        #expect(history.undoSteps.map(\.actionName) == ["Step 4", "Big"], "the oldest go until the bytes fit")

        history.record(TextEdit(offset: 0, removed: "", inserted: String(repeating: "z", count: 1_000), selectionBefore: 0..<0), named: "Huge")
        #expect(history.undoSteps.map(\.actionName) == ["Huge"], "the newest step stays, whatever its size; the older ones go")
        #expect(history.byteCount == 1_000 + overhead)
        _ = history.undo()
        #expect(history.redoActionName == "Huge", "and it can be redone")
    }

    @Test func theStandardLimitsBoundMemoryNotSteps() {
        var history = UndoHistory<TextEdit>()
        #expect(history.limits.bytes == 256 << 20)
        for index in 0..<10_000 {
            history.record(TextEdit(offset: index, removed: "", inserted: "x", selectionBefore: index..<index), named: "Step")
        }
        #expect(history.undoSteps.count == 10_000, "no step goes while the memory budget holds")
        #expect(history.byteCount == history.undoSteps.reduce(0) { $0 + $1.byteCount }, "the running total is exact")
    }

    @Test func newChangesForgetWhatCouldBeRedone() {
        var editor = Editor()
        editor.type("a", continuing: false)
        editor.type("b", continuing: false)
        editor.undo()
        #expect(editor.history.canRedo)
        editor.type("c", continuing: false)
        #expect(!editor.history.canRedo)
        #expect(editor.text == "ac")
    }

    @MainActor @Test func undoAndRedoLeadTheMenuInTheirOwnSection() {
        let view = Responder()
        for action in [Action.undo, .redo, .copy, .paste] { view.handle(action) { _ in } }
        let menu = MenuResolver.resolve(standardActions: Set(Action.standardActions), items: [], from: view)
        guard case .section(let section)? = menu.entries.first else {
            Issue.record("Undo and Redo are not a section of their own: \(menu.entries)")
            return
        }
        #expect(section.entries.count == 2)
        #expect(menu.titles == ["Undo", "Redo", "Copy", "Paste"])
        view.removeHandler(for: .undo)
        view.removeHandler(for: .redo)
        #expect(MenuResolver.resolve(standardActions: Set(Action.standardActions), items: [], from: view).entries.count == 2,
                "no empty section when there is nothing to undo or redo")
    }
}
