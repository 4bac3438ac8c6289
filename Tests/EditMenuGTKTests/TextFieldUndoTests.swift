import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenuTestSupport
import EditMenu
import Foundation
import XCTest
@testable import EditMenuGTK

/// Every way the user changes a real `TextField` is undoable: typing (in
/// runs), Cut, Paste, replace-all, Delete, middle-click paste, a drop and an
/// input method's commit. Undo brings back the text and the selection;
/// redo makes the change again. Input goes through GTK's event handling,
/// the clipboards through xclip (another X client).
final class TextFieldUndoTests: SystemPasteboardTestCase, @unchecked Sendable {
    // MARK: Typing

    func testTypingIsUndoneAWordAtATime() {
        onMain {
            let f = BasicsFixture(self)
            f.field.grabFocus()
            EventSynthesizer.type("hello big world", in: f.field)
            XCTAssertEqual(f.field.text, "hello big world")
            XCTAssertEqual(f.field.undoActionName, "Typing")

            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "hello big ")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "hello ")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "")
            XCTAssertNil(f.field.undoActionName)

            pressRedo(in: f)
            XCTAssertEqual(f.field.text, "hello ")
            EventSynthesizer.key(GDK_KEY_y, modifiers: GDK_CONTROL_MASK, in: f.field)   // Ctrl+Y redoes too
            XCTAssertEqual(f.field.text, "hello big ")
            pressRedo(in: f)
            XCTAssertEqual(f.field.text, "hello big world")
            XCTAssertEqual(f.field.cursorPosition, f.field.text.endIndex)
        }
    }

    func testTypingIsNamedInTheAppsWords() {
        onMain {
            withEditMenuConfiguration({ $0.undoStepNames = UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen") }) {
                let f = BasicsFixture(self)
                f.field.grabFocus()
                EventSynthesizer.type("hallo", in: f.field)
                XCTAssertEqual(f.field.undoActionName, "Tippen")
            }
        }
    }

    func testAPauseEndsATypingRun() {
        onMain {
            let f = BasicsFixture(self)
            f.field.grabFocus()
            EventSynthesizer.type("ab", in: f.field)
            runLoop(for: Double(TextEditRecorder.typingPause) / 1_000_000 + 0.2)
            EventSynthesizer.type("cd", in: f.field)
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "ab")
        }
    }

    func testACaretJumpEndsATypingRun() {
        onMain {
            let f = BasicsFixture(self)
            f.field.grabFocus()
            EventSynthesizer.type("abc", in: f.field)
            EventSynthesizer.key(GDK_KEY_Left, in: f.field)
            EventSynthesizer.key(GDK_KEY_Right, in: f.field)   // back where the run ended
            EventSynthesizer.type("d", in: f.field)
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "abc")
            XCTAssertEqual(f.field.cursorCharacter, 3)
        }
    }

    func testBackSpaceRunsAndTypingOverASelection() {
        onMain {
            let f = BasicsFixture(self)
            f.field.grabFocus()
            EventSynthesizer.type("abcdef", in: f.field)
            runLoop(for: Double(TextEditRecorder.typingPause) / 1_000_000 + 0.2)
            EventSynthesizer.key(GDK_KEY_BackSpace, in: f.field)
            EventSynthesizer.key(GDK_KEY_BackSpace, in: f.field)
            XCTAssertEqual(f.field.text, "abcd")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "abcdef", "both BackSpaces are one step")

            f.field.select(characters: 1..<3)
            EventSynthesizer.type("X", in: f.field)
            XCTAssertEqual(f.field.text, "aXdef")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "abcdef", "typing over a selection is one step")
            XCTAssertEqual(f.field.selectedCharacters, 1..<3, "and the selection comes back")
        }
    }

    func testAnInputMethodCommitIsUndoable() {
        onMain {
            let f = BasicsFixture(self)
            f.field.grabFocus()
            // GTK's built-in input method composes dead keys: ´ then e commits "é".
            EventSynthesizer.key(GDK_KEY_dead_acute, in: f.field)
            EventSynthesizer.key(GDK_KEY_e, in: f.field)
            XCTAssertEqual(f.field.text, "é")
            // An input method such as IBus commits outside any key event;
            // GtkEntry inserts its commit at the caret, as insert-at-cursor does.
            cgtk_emit_action_signal_with_string(UnsafeMutableRawPointer(f.field.widget), "insert-at-cursor", "漢字")
            XCTAssertEqual(f.field.text, "é漢字")
            XCTAssertEqual(f.field.undoActionName, "Typing")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "", "the commit continues the typing run")
            pressRedo(in: f)
            XCTAssertEqual(f.field.text, "é漢字")
        }
    }

    // MARK: Menu actions

    func testCutAndDeleteRestoreTextAndSelection() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("keep 🇫🇷 these words", selecting: 5..<7)
            choose("Cut", on: f)
            XCTAssertEqual(f.field.text, "keep these words")
            XCTAssertEqual(f.field.undoActionName, "Cut")
            choose("Undo", on: f)
            XCTAssertEqual(f.field.text, "keep 🇫🇷 these words")
            XCTAssertEqual(f.field.selectedCharacters, 5..<7)
            choose("Redo", on: f)
            XCTAssertEqual(f.field.text, "keep these words")

            f.field.select(characters: 0..<5)
            EventSynthesizer.key(GDK_KEY_Delete, in: f.field)
            XCTAssertEqual(f.field.text, "these words")
            XCTAssertEqual(f.field.undoActionName, "Delete")
            choose("Delete", on: f, selecting: 0..<6)
            XCTAssertEqual(f.field.text, "words")
            pressUndo(in: f)
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "keep these words")
            XCTAssertEqual(f.field.selectedCharacters, 0..<5)
        }
    }

    func testDeleteWithNothingSelectedDeletesTheNextCharacterUndoably() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("ab", selecting: 0..<0)
            EventSynthesizer.key(GDK_KEY_Delete, in: f.field)
            XCTAssertEqual(f.field.text, "b", "GtkEntry's own Delete still works")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "ab")
        }
    }

    func testPasteIsOneStep() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("precious text", selecting: 0..<8)
            try offerClipboard("other 👨‍👩‍👧")
            choose("Paste", on: f)
            waitUntil("the paste") { f.field.text == "other 👨‍👩‍👧 text" }
            XCTAssertEqual(f.field.undoActionName, "Paste")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "precious text")
            XCTAssertEqual(f.field.selectedCharacters, 0..<8)
            pressRedo(in: f)
            XCTAssertEqual(f.field.text, "other 👨‍👩‍👧 text")
            XCTAssertEqual(f.field.cursorCharacter, 7)
        }
    }

    func testReplaceTextIsUndoableButSettingTextIsNot() {
        onMain {
            let f = BasicsFixture(self)
            f.field.grabFocus()
            f.field.text = "set by the program"
            XCTAssertNil(f.field.undoActionName, "text = is the program's, not undoable")
            EventSynthesizer.type("!", in: f.field)
            let typed = f.field.text
            XCTAssertEqual(typed.count, "set by the program!".count)
            f.field.replaceText(with: "replaced", undoableAs: "Paste")
            XCTAssertEqual(f.field.text, "replaced")
            XCTAssertEqual(f.field.undoActionName, "Paste")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, typed)
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "set by the program", "the typing before it is undone next")
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "set by the program", "and the program's text stays")
            f.field.text = "fresh"
            XCTAssertNil(f.field.undoActionName, "text = forgets the history")
            XCTAssertNil(f.field.redoActionName)
        }
    }

    func testMiddleClickPasteIsUndoable() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("start", selecting: 0..<0)
            let before = GtkPasteboard.selection.changeCount
            try Xclip.offer(Data("PRIMARY".utf8), selection: "primary")
            try waitForOffer(on: GtkPasteboard.selection, after: before)
            EventSynthesizer.click(f.field, button: 2)
            waitUntil("the middle-click paste") { f.field.text.contains("PRIMARY") }
            XCTAssertEqual(f.field.undoActionName, Action.pasteSelection.localizedTitle)
            pressUndo(in: f)
            XCTAssertEqual(f.field.text, "start")
        }
    }

    /// A real drag with the X server's pointer (xdotool, another X client):
    /// GTK's drag-and-drop needs a pointer grab that synthesized events lack.
    func testADropIsUndoableInBothFields() throws {
        try onMain {
            let source = TextField(), target = TextField()
            let column = Box(.vertical, spacing: 24)
            column.add(source)
            column.add(target)
            _ = makeWindow(with: column)
            source.text = "dragged"
            target.text = "into"
            source.selectAll()
            MainLoop.drain()

            let from = rootPoint(of: source, x: 12), to = rootPoint(of: target, x: Double(gtk_widget_get_allocated_width(target.widget)) - 12)
            var steps = ["mousemove", "\(from.x)", "\(from.y)", "mousedown", "1", "sleep", "0.2"]
            for step in 1...8 {
                let x = from.x + (to.x - from.x) * step / 8, y = from.y + (to.y - from.y) * step / 8
                steps += ["mousemove", "\(x)", "\(y)", "sleep", "0.05"]
            }
            // Shift makes the drop a move (a plain drag copies).
            steps.insert(contentsOf: ["keydown", "Shift_L"], at: steps.firstIndex(of: "mousedown")! + 4)
            steps += ["sleep", "0.3", "mouseup", "1", "keyup", "Shift_L"]
            let drag = try Process.run(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments: steps)
            waitUntil("the drag", timeout: 10) { !drag.isRunning }
            waitUntil("the drop") { target.text == "intodragged" && source.text.isEmpty }

            XCTAssertEqual(target.undoActionName, "Drop")
            XCTAssertEqual(source.text, "", "the text moved")
            XCTAssertEqual(source.undoActionName, "Drag")
            target.undo()
            XCTAssertEqual(target.text, "into")
            source.undo()
            XCTAssertEqual(source.text, "dragged")
            XCTAssertEqual(source.selectedCharacters, 0..<7, "the dragged text is selected again")
        }
    }

    // MARK: The menu

    func testUndoAndRedoShowFirstOnlyWhenThereIsSomethingToDo() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("abc", selecting: 0..<1)
            XCTAssertFalse(menuTitles(f).contains("Undo"))
            XCTAssertFalse(menuTitles(f).contains("Redo"))
            f.field.replaceText(with: "xyz", undoableAs: "Paste")
            XCTAssertEqual(menuTitles(f).first, "Undo")
            XCTAssertFalse(menuTitles(f).contains("Redo"))
            f.field.undo()
            XCTAssertEqual(Array(menuTitles(f).prefix(1)), ["Redo"])
            f.field.replaceText(with: "one", undoableAs: "Paste")
            f.field.replaceText(with: "two", undoableAs: "Paste")
            f.field.undo()
            XCTAssertEqual(Array(menuTitles(f).prefix(2)), ["Undo", "Redo"])
            EventSynthesizer.rightClick(f.field)
            guard case .section(let section)? = f.controller.currentMenu?.entries.first else {
                return XCTFail("Undo and Redo are not a section of their own")
            }
            XCTAssertEqual(section.entries.map { if case .item(let item) = $0 { item.title } else { "" } }, ["Undo", "Redo"])
            // On screen, a line sets them apart from the rest, and only them.
            _ = MainLoop.run(until: { f.menu.button(titled: "Redo").map { gtk_widget_get_allocated_height($0) > 1 } == true })
            let redoBottom = bottom(of: f.menu.button(titled: "Redo")!)
            let nextTop = top(of: f.menu.button(titled: f.controller.currentMenu!.titles[2])!)
            let lines = WidgetTree.descendants(of: f.menu.popover!).filter {
                gtk_widget_get_mapped($0) != 0 && String(cString: gtk_widget_get_name($0)) == "GtkSeparator"
            }
            XCTAssertEqual(lines.count, 1, "one separator")
            if let line = lines.first {
                XCTAssertTrue(redoBottom <= top(of: line) && bottom(of: line) <= nextTop, "between Redo and the next item")
            }
            f.controller.hideMenu()
        }
    }

    func testAPasswordFieldKeepsNoHistory() {
        onMain {
            let f = BasicsFixture(self)
            f.field.isTextVisible = false
            f.field.grabFocus()
            EventSynthesizer.type("secret", in: f.field)
            XCTAssertNil(f.field.undoActionName)
        }
    }

    // MARK: Helpers

    @MainActor private func pressUndo(in f: BasicsFixture) {
        EventSynthesizer.key(GDK_KEY_z, modifiers: GDK_CONTROL_MASK, in: f.field)
    }

    @MainActor private func pressRedo(in f: BasicsFixture) {
        EventSynthesizer.key(GDK_KEY_z, modifiers: GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue), in: f.field)
    }

    @MainActor private func choose(_ title: String, on f: BasicsFixture, selecting selection: Range<Int>? = nil) {
        if let selection { f.field.select(characters: selection) }
        EventSynthesizer.rightClick(f.field)
        f.menu.choose(title)
        MainLoop.drain()
        f.waitForMenusToLeave()
    }

    @MainActor private func menuTitles(_ f: BasicsFixture) -> [String] {
        EventSynthesizer.rightClick(f.field)
        defer { f.controller.hideMenu(); f.waitForMenusToLeave() }
        return f.controller.currentMenu?.titles ?? []
    }

    /// Where a point of `view` is on the X screen (`x` from its left edge, at mid-height).
    @MainActor private func rootPoint(of view: View, x: Double) -> (x: Int, y: Int) {
        var originX: gint = 0, originY: gint = 0, left: gint = 0, top: gint = 0
        let toplevel = gtk_widget_get_toplevel(view.widget)!
        gdk_window_get_origin(gtk_widget_get_window(toplevel), &originX, &originY)
        gtk_widget_translate_coordinates(view.widget, toplevel, gint(x), gtk_widget_get_allocated_height(view.widget) / 2, &left, &top)
        return (Int(originX + left), Int(originY + top))
    }

    /// A widget's top and bottom edge in its toplevel's coordinates.
    @MainActor private func top(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var x: gint = 0, y: gint = 0
        gtk_widget_translate_coordinates(widget, gtk_widget_get_toplevel(widget), 0, 0, &x, &y)
        return Int(y)
    }

    @MainActor private func bottom(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        top(of: widget) + Int(gtk_widget_get_allocated_height(widget))
    }

    @MainActor private func offerClipboard(_ text: String) throws {
        let before = GtkPasteboard.general.changeCount
        try Xclip.offer(Data(text.utf8))
        try waitForOffer(on: GtkPasteboard.general, after: before)
    }
}
