import CGtk
import EditMenuGTKTestSupport
import EditMenu
import GtkKit
import XCTest
@testable import EditMenuGTK

/// The focus rule (ARCHITECTURE.md): showing a menu never moves keyboard focus by itself.
final class FocusTests: GTKTestCase, @unchecked Sendable {
    func testTheFieldKeepsFocusCaretAndSelectionWhileTheButtonsAndLabelsMenusAreUp() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello world", selecting: 2..<7)
            for open in [{ EventSynthesizer.click(f.button) }, { EventSynthesizer.rightClick(f.label) }] {
                open()
                waitUntil("a menu") { f.menu.isShowing }
                XCTAssertTrue(f.field.hasKeyboardFocus)
                XCTAssertTrue(f.field.isFirstResponder)
                XCTAssertEqual(f.field.selectedCharacters, 2..<7)
                EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
                waitUntil("the menu to close") { !f.controller.isMenuVisible }
                XCTAssertTrue(f.field.hasKeyboardFocus)
                XCTAssertEqual(f.field.text, "hello world")
                XCTAssertEqual(f.field.selectedCharacters, 2..<7)
            }
        }
    }

    func testTypingGoesOnIntoTheFieldWhileAMenuIsUp() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("", selecting: 0..<0)
            EventSynthesizer.type("ab", in: f.field)
            EventSynthesizer.click(f.button)
            waitUntil("the button's menu") { f.menu.isShowing }
            EventSynthesizer.type("cd", in: f.field)
            XCTAssertEqual(f.field.text, "abcd")
            XCTAssertTrue(f.menu.isShowing, "typing does not close the menu")
        }
    }

    func testArrowKeysReachIntoAPointerMenuWhileTheFieldKeepsTheKeyboard() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello wörld", selecting: 6..<11)
            EventSynthesizer.rightClick(f.field)
            waitUntil("the field's menu") { f.menu.isShowing }
            XCTAssertNil(f.menu.highlightedTitle, "a pointer menu starts with nothing highlighted")
            var announced: [String] = []
            let accessible = gtk_widget_get_accessible(f.menu.popover!)
            let connection = Atk.Object(retaining: UnsafeMutableRawPointer(accessible!))
                .connect(.activeDescendantChanged) { child in announced.append(child?.name ?? "") }
            defer { connection.disconnect() }

            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, f.menu.titles.first, "the first Down lands on the first item")
            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, f.menu.titles.dropFirst().first)
            XCTAssertEqual(announced, Array(f.menu.titles.prefix(2)), "assistive technology hears each item reached")
            EventSynthesizer.type("!", in: f.field)
            XCTAssertEqual(f.field.text, "hello !", "typing goes on into the field, over its selection")
            XCTAssertTrue(f.field.hasKeyboardFocus)
            EventSynthesizer.key(GDK_KEY_Left, in: f.field)
            XCTAssertEqual(f.field.cursorCharacter, 6, "Left and Right are the field's while the list is up")
        }
    }

    func testChoosingAnItemLeavesTheKeyboardInTheField() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.editField("typed", selecting: 5..<5)
            EventSynthesizer.click(f.button)
            f.menu.choose("Copy")
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertTrue(f.field.hasKeyboardFocus)
            XCTAssertEqual(f.field.cursorCharacter, 5)
            XCTAssertEqual(try runAsync { try await Pasteboards.general.string() }, "Button text")
        }
    }

    func testAnInputMethodPreeditSurvivesAMenu() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("", selecting: 0..<0)
            var preedit = ""
            f.field.gtkEntry.connect(.preeditChanged) { text in preedit = text }
            // GTK's built-in input method, named: a desktop with IBus would
            // otherwise give the field IBus, where Ctrl+Shift+U means nothing.
            // (IBus itself is tested end to end, with a daemon of the suite's own.)
            // Ctrl+Shift+U starts a Unicode entry whose hex digits stay in
            // pre-edit until Space commits.
            f.field.gtkEntry.set("im-module", "gtk-im-context-simple")
            composeHex("e9", in: f)
            XCTAssertEqual(preedit, "ue9", "the input method is composing")

            EventSynthesizer.click(f.button)
            waitUntil("the button's menu") { f.menu.isShowing }
            EventSynthesizer.rightClick(f.label)
            waitUntil("the label's menu") { f.menu.isShowing }
            XCTAssertEqual(preedit, "ue9", "opening menus must not end the pre-edit")
            // While it composes, the keys are the input method's: Space
            // commits, and the menu stays up.
            EventSynthesizer.key(GDK_KEY_space, in: f.field)
            XCTAssertEqual(f.field.text, "é")
            XCTAssertTrue(f.menu.isShowing, "the key went to the menu")

            // Esc cancels a composition first; the next Esc closes the menu.
            composeHex("e8", in: f)
            XCTAssertEqual(preedit, "ue8")
            EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
            XCTAssertEqual(preedit, "", "Esc went to the menu, not to the input method")
            XCTAssertTrue(f.menu.isShowing, "the first Esc closed the menu")
            EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertEqual(f.field.text, "é")
        }
    }

    /// A menu opened from the keyboard points at what an input method
    /// composes, not at the caret before it. No key opens one over a
    /// composition (the input method takes every key meanwhile), but code
    /// can, as if from the keyboard.
    func testAKeyboardMenuPointsAtTheInputMethodsPreedit() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("naïve 🇫🇷 text", selecting: 6..<6)
            f.field.gtkEntry.set("im-module", "gtk-im-context-simple")
            f.field.showEditMenu(for: .keyboard)
            waitUntil("a keyboard menu") { f.menu.isShowing }
            let caret = f.controller.targetRect
            XCTAssertEqual(caret.midX, f.field.screenX(ofOffset: 6), accuracy: 1, "with nothing composed, at the caret")
            XCTAssertEqual(caret.width, 0, accuracy: 0.5)
            f.controller.hideMenu()

            composeHex("e9", in: f)
            f.field.showEditMenu(for: .keyboard)
            waitUntil("a keyboard menu") { f.menu.isShowing }
            let composition = f.controller.targetRect
            XCTAssertEqual(composition.minX, f.field.screenX(ofOffset: 6), accuracy: 1, "from the caret, where the pre-edit starts")
            XCTAssertGreaterThan(composition.width, 10, "across the pre-edit \"ue9\", not at the caret before it")
            XCTAssertLessThan(composition.maxX, Double(f.field.gtkEntry.allocatedWidth) / 2, "not at the middle of the field")
        }
    }

    /// Ctrl+Shift+U and `hex`: GTK's built-in input method composes a
    /// character by its code, the digits in pre-edit until Space.
    @MainActor private func composeHex(_ hex: String, in f: BasicsFixture) {
        EventSynthesizer.key(GDK_KEY_U, modifiers: GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue), in: f.field)
        EventSynthesizer.type(hex, in: f.field)
    }
}
