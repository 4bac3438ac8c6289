import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// GtkEntry as a first responder: the standard actions answered from its
/// text, selection and the pasteboard, and GTK's own menu replaced.
final class TextFieldTests: GTKTestCase, @unchecked Sendable {
    func testTheFieldsMenuOffersWhatApplies() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello world", selecting: 0..<5)
            XCTAssertEqual(f.controller.resolvedMenu(for: f.field).titles.filter { $0 != "Custom item" },
                           ["Cut", "Copy", "Delete", "Select All", "Search the Web", "Insert Emoji"], "no Paste while the pasteboard is empty")
            Pasteboards.general.setString("clip")
            f.field.select(characters: 5..<5)
            XCTAssertEqual(f.controller.resolvedMenu(for: f.field).titles, ["Paste", "Select", "Select All", "Insert Emoji"])
            f.field.isEditable = false
            f.field.select(characters: 0..<5)
            XCTAssertEqual(f.controller.resolvedMenu(for: f.field).titles, ["Copy", "Select All", "Search the Web"])
        }
    }

    func testOnChangedHearsTypingAndTheProgramButNotACaretMove() {
        onMain {
            let f = BasicsFixture(self)
            var texts: [String] = []
            f.field.onChanged { [unowned field = f.field] in texts.append(field.text) }
            f.field.grabFocus()
            EventSynthesizer.type("ab", in: f.field)
            f.field.text = "set"
            EventSynthesizer.key(GDK_KEY_Left, in: f.field)
            XCTAssertEqual(texts.filter { !$0.isEmpty }, ["a", "ab", "set"])
        }
    }

    func testCutCopyPasteDeleteSelectAllFromTheMenu() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("hello world", selecting: 0..<6)
            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Cut")
            XCTAssertEqual(f.field.text, "world")
            XCTAssertEqual(try readString(), "hello ")

            f.field.select(characters: 5..<5)
            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Paste")
            waitUntil("the paste") { f.field.text == "worldhello " }

            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Select All")
            XCTAssertEqual(f.field.selectedCharacters, 0..<11)
            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Copy")
            XCTAssertEqual(try readString(), "worldhello ")
            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Delete")
            XCTAssertEqual(f.field.text, "")
        }
    }

    func testGTKsOwnEntryMenuNeverOpens() {
        onMain {
            let f = BasicsFixture(self)
            var populated = 0
            f.field.gtkEntry.connect(.populatePopup) { populated += 1 }
            f.editField("text", selecting: 0..<4)
            EventSynthesizer.rightClick(f.field)
            f.controller.hideMenu()
            EventSynthesizer.key(GDK_KEY_Menu, in: f.field)
            f.controller.hideMenu()
            EventSynthesizer.key(GDK_KEY_F10, modifiers: GDK_SHIFT_MASK, in: f.field)
            f.controller.hideMenu()
            f.waitForMenusToLeave()
            EventSynthesizer.press(f.field)
            waitUntil("the long-press menu") { f.controller.isMenuVisible }
            EventSynthesizer.release(f.field)
            runLoop(for: 0.1)
            XCTAssertEqual(populated, 0, "GtkEntry built its own context menu")
            XCTAssertFalse(mappedGtkMenuExists(), "a GtkMenu is on screen")
        }
    }

    func testInsertEmojiOpensGTKsEmojiChooser() {
        onMain {
            let f = BasicsFixture(self)
            var asked = 0
            f.field.gtkEntry.connect(.insertEmoji, after: true) { asked += 1 }
            EventSynthesizer.rightClick(f.field)
            f.menu.choose("Insert Emoji")
            XCTAssertEqual(asked, 1)
        }
    }

    func testShortcutsGoThroughTheSameAnswersAsTheMenu() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("hello world", selecting: 0..<5)
            EventSynthesizer.key(GDK_KEY_c, modifiers: GDK_CONTROL_MASK, in: f.field)
            XCTAssertEqual(try readString(), "hello")
            EventSynthesizer.key(GDK_KEY_a, modifiers: GDK_CONTROL_MASK, in: f.field)
            XCTAssertEqual(f.field.selectedCharacters, 0..<11)
            EventSynthesizer.key(GDK_KEY_Insert, modifiers: GDK_CONTROL_MASK, in: f.field)
            XCTAssertEqual(try readString(), "hello world")
            EventSynthesizer.key(GDK_KEY_x, modifiers: GDK_CONTROL_MASK, in: f.field)
            XCTAssertEqual(f.field.text, "")
            EventSynthesizer.key(GDK_KEY_v, modifiers: GDK_CONTROL_MASK, in: f.field)
            waitUntil("Ctrl+V") { f.field.text == "hello world" }
            EventSynthesizer.key(GDK_KEY_Insert, modifiers: GDK_SHIFT_MASK, in: f.field)
            waitUntil("Shift+Insert") { f.field.text == "hello worldhello world" }
        }
    }

    func testAFieldThatRefusesPasteRefusesItFromTheKeyboardToo() {
        onMain {
            let field = NoPasteField()
            let window = makeWindow(with: field)
            field.grabFocus()
            Pasteboards.general.setString("nope")
            XCTAssertFalse(window.editMenuController.resolvedMenu(for: field).titles.contains("Paste"))
            EventSynthesizer.key(GDK_KEY_v, modifiers: GDK_CONTROL_MASK, in: field)
            EventSynthesizer.key(GDK_KEY_Insert, modifiers: GDK_SHIFT_MASK, in: field)
            runLoop(for: 0.1)
            XCTAssertEqual(field.text, "", "GTK's own paste binding must not run either")
        }
    }

    func testPasteWithNoUsableTextLeavesTheFieldAndSaysWhy() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("keep me", selecting: 0..<0)
            var problems: [String] = []
            f.field.onPasteFailed { problems.append("\($0)") }

            Pasteboards.general.setImage(png: Data([0x89, 0x50, 0x4E, 0x47]))
            XCTAssertFalse(f.controller.resolvedMenu(for: f.field).titles.contains("Paste"), "an image is not text")
            f.field.paste(from: Pasteboards.general)
            waitUntil("the failure report") { problems.count == 1 }

            Pasteboards.general.setData(Data([0x66, 0xFF, 0xFE, 0x6F]), forType: .utf8PlainText)
            f.field.paste(from: Pasteboards.general)
            waitUntil("the invalid UTF-8 report") { problems.count == 2 }
            XCTAssertEqual(f.field.text, "keep me")
        }
    }

    func testPastedNewlinesBecomeSpaces() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("", selecting: 0..<0)
            Pasteboards.general.setString("one\ntwo\r\nthree")
            EventSynthesizer.key(GDK_KEY_v, modifiers: GDK_CONTROL_MASK, in: f.field)
            waitUntil("the paste") { f.field.text == "one two three" }
        }
    }

    func testSelectingTextOffersItAsPRIMARYAndAMiddleClickPastesIt() throws {
        try onMain {
            useSystemPasteboards()
            guard GtkPasteboard.isInstalled else { return XCTFail("no GTK clipboard") }
            defer {
                useInMemoryPasteboards()
            }
            let f = BasicsFixture(self)
            f.label.select(characters: 0..<5)
            let primary = try runAsync { () async throws -> String? in
                await GtkPasteboard.selection.refreshTypes()
                return try await GtkPasteboard.selection.string()
            }
            XCTAssertEqual(primary, "Label")
            XCTAssertTrue(Pasteboards.selection.hasStrings)
            f.editField("", selecting: 0..<0)
            EventSynthesizer.click(f.field, button: 2)
            waitUntil("the middle-click paste") { f.field.text == "Label" }
        }
    }

    // MARK: Helpers

    @MainActor private func readString() throws -> String? {
        try runAsync { try await Pasteboards.general.string() }
    }

    @MainActor private func mappedGtkMenuExists() -> Bool {
        var list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        while let node = list {
            let toplevel = node.pointee.data.assumingMemoryBound(to: GtkWidget.self)
            if gtk_widget_get_mapped(toplevel) != 0,
               WidgetTree.descendants(of: toplevel).contains(where: { cgtk_is_menu($0) != 0 }) {
                return true
            }
            list = node.pointee.next
        }
        return false
    }
}

/// A field whose owner decided Paste is never allowed (the classic
/// `canPerformAction` filter).
@MainActor
final class NoPasteField: TextField {
    override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
        action == .paste ? false : super.canPerformAction(action, withSender: sender)
    }
}
