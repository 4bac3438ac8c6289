import CGtk
import EditMenuGTKTestSupport
import EditMenu
import GtkKit
import XCTest
@testable import EditMenuGTK

/// Every way of opening a menu reaches the same validated menu.
final class TriggerTests: GTKTestCase, @unchecked Sendable {
    func testLongPressWithTheMouseShowsTheMenuAfterTheDelayAndTheReleaseKeepsIt() {
        assertAHoldOnTheLabelShowsItsMenuAndLettingGoKeepsIt(
            holding: { EventSynthesizer.press($0, at: $1) }, lettingGo: { EventSynthesizer.release($0, at: $1) })
    }

    /// make test runs this suite on Wayland too (`WAYLAND_UNIT_TESTS`): a GTK 3 popover
    /// is drawn inside its window and needs no popup grab, so a menu a touch opens shows
    /// there as well.
    func testALongTouchShowsTheMenuAndLiftingTheFingerKeepsIt() {
        assertAHoldOnTheLabelShowsItsMenuAndLettingGoKeepsIt(
            holding: { EventSynthesizer.touchBegin($0, at: $1) }, lettingGo: { EventSynthesizer.touchEnd($0, at: $1) })
    }

    private func assertAHoldOnTheLabelShowsItsMenuAndLettingGoKeepsIt(
        holding: @escaping @MainActor (View, CGPoint) -> Void, lettingGo: @escaping @MainActor (View, CGPoint) -> Void,
        line: UInt = #line
    ) {
        onMain {
            let f = BasicsFixture(self)
            let spot = CGPoint(x: 20, y: 8)
            holding(f.label, spot)
            runLoop(for: 0.2)
            XCTAssertFalse(f.controller.isMenuVisible, "too early for a long press", line: line)
            waitUntil("the long-press menu") { f.menu.isShowing }
            lettingGo(f.label, spot)
            runLoop(for: 0.2)
            XCTAssertTrue(f.menu.isShowing, "letting go after a long press must not dismiss the menu", line: line)
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All"], line: line)
            XCTAssertTrue(f.field.hasKeyboardFocus, "a long press on the label must not take the keyboard", line: line)
        }
    }

    func testALongPressOnAViewThatTakesFocusOnPressLeavesTheKeyboardWhereItWas() {
        onMain {
            // A GtkTextView (a read-only log, say) takes the keyboard as a press
            // starts, before anyone knows the press will be long; the menu a long
            // press then opens is a pointer menu, which must not take the keyboard
            // (the focus rule).
            let field = TextField()
            let text = Gtk.TextView()
            text.isEditable = false
            text.buffer.setText("First line of the log")
            let log = View(text)
            log.suppressesBuiltInContextMenu = true
            log.editMenuTriggers = .standard
            log.handle(.selectAll) { _ in }
            let column = Box(.vertical, spacing: 12)
            column.add(field)
            column.add(log, expand: true)
            let window = self.makeWindow(with: column)
            field.grabFocus()
            MainLoop.drain()
            XCTAssertTrue(field.hasKeyboardFocus)
            let spot = CGPoint(x: 30, y: 30)
            EventSynthesizer.press(log, at: spot)
            waitUntil("the long-press menu") { window.editMenuController.isMenuVisible }
            EventSynthesizer.release(log, at: spot)
            runLoop(for: 0.1)
            XCTAssertTrue(window.editMenuController.isMenuVisible)
            XCTAssertTrue(field.hasKeyboardFocus, "the field should have kept the keyboard")
        }
    }

    func testReleasingEarlyCancelsTheLongPress() {
        onMain {
            let f = BasicsFixture(self)
            EventSynthesizer.press(f.label)
            runLoop(for: 0.15)
            EventSynthesizer.release(f.label)
            runLoop(for: 0.8)
            XCTAssertFalse(f.controller.isMenuVisible)
        }
    }

    func testMovingAwayCancelsTheLongPress() {
        onMain {
            let f = BasicsFixture(self)
            let start = CGPoint(x: 10, y: 8)
            EventSynthesizer.press(f.label, at: start)
            runLoop(for: 0.1)
            EventSynthesizer.drag(f.label, to: CGPoint(x: start.x + 40, y: start.y))
            runLoop(for: 0.8)
            XCTAssertFalse(f.controller.isMenuVisible, "moving past the drag threshold must cancel")
        }
    }

    func testTheLongPressDelayIsConfigurable() {
        onMain {
            let f = BasicsFixture(self)
            f.label.longPressDelay = 1.0
            EventSynthesizer.press(f.label)
            runLoop(for: 0.7)
            XCTAssertFalse(f.controller.isMenuVisible, "a 1 s delay must not fire at 0.7 s")
            waitUntil("the menu after 1 s") { f.menu.isShowing }
            EventSynthesizer.release(f.label)
        }
    }

    func testTheMenuKeyAndShiftF10OpenTheFocusedFieldsMenuWhileTheFieldKeepsTheKeyboard() {
        onMain {
            let f = BasicsFixture(self)
            Pasteboards.general.setString("clip")
            for (keyval, modifiers) in [(GDK_KEY_Menu, GdkModifierType(0)), (GDK_KEY_F10, GDK_SHIFT_MASK)] {
                f.editField("hello world", selecting: 6..<11)
                EventSynthesizer.key(keyval, modifiers: modifiers, in: f.field)
                waitUntil("the keyboard menu") { f.menu.isShowing }
                XCTAssertEqual(f.controller.resolvedMenu(for: f.field).titles.filter { $0 != "Custom item" },
                               ["Cut", "Copy", "Paste", "Delete", "Select All", "Search the Web", "Insert Emoji"])
                // This short test window holds the first page of it.
                XCTAssertEqual(Array(f.menu.titles.prefix(5)), ["Cut", "Copy", "Paste", "Delete", "Select All"])
                let popover = UnsafeMutableRawPointer(f.menu.popover!).assumingMemoryBound(to: GtkPopover.self)
                XCTAssertEqual(gtk_popover_get_modal(popover), 0, "a keyboard menu leaves the keyboard be")
                XCTAssertTrue(f.field.hasKeyboardFocus, "the field keeps the keyboard while its menu is up")
                XCTAssertEqual(f.menu.highlightedTitle, "Cut", "the keys start on the first item")
                _ = MainLoop.run(until: { f.menu.popover.map { gtk_widget_get_allocated_width($0) > 1 } ?? false })

                EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
                waitUntil("the menu to close") { !f.controller.isMenuVisible }
                XCTAssertTrue(f.field.hasKeyboardFocus)
                XCTAssertEqual(f.field.text, "hello world")
                XCTAssertEqual(f.field.selectedCharacters, 6..<11, "the selection must come back exactly")
            }
        }
    }

    func testArrowKeysMoveThroughAKeyboardMenuAndEnterChooses() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello world", selecting: 0..<5)
            EventSynthesizer.key(GDK_KEY_Menu, in: f.field)
            waitUntil("the keyboard menu") { f.menu.isShowing }
            _ = MainLoop.run(until: { gtk_widget_get_allocated_width(f.menu.popover!) > 1 })
            XCTAssertEqual(f.menu.highlightedTitle, "Cut")
            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, "Copy", "Down moves to Copy")
            EventSynthesizer.key(GDK_KEY_Up, in: f.field)
            EventSynthesizer.key(GDK_KEY_Up, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, f.menu.titles.last, "Up from the first item wraps to the last")
            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            XCTAssertTrue(f.field.hasKeyboardFocus, "the field keeps the keyboard throughout")
            XCTAssertEqual(f.field.selectedCharacters, 0..<5, "and its selection")
            EventSynthesizer.key(GDK_KEY_Return, in: f.field)
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            runLoop(for: 0.05)
            var copied: String?
            Task { copied = try? await Pasteboards.general.string() }
            waitUntil("the copy") { copied != nil }
            XCTAssertEqual(copied, "hello")
            XCTAssertEqual(f.field.text, "hello world", "Copy, not Cut, was chosen")
        }
    }

    func testDoubleClickOpensTheMenuOfAViewThatAsksForIt() {
        onMain {
            let tile = View(wrapping: OpaquePointer(gtk_drawing_area_new()))
            gtk_widget_set_size_request(tile.widget, 80, 80)
            tile.handle(.copy) { _ in }
            tile.editMenuTriggers = [.doubleClick]
            let window = makeWindow(with: tile)
            let menu = VisibleMenu(window.editMenuController)!
            EventSynthesizer.click(tile)
            runLoop(for: 0.1)
            XCTAssertFalse(menu.isShowing, "a single click is not enough")
            runLoop(for: 0.5)   // past the double-click time: the next click starts afresh
            EventSynthesizer.click(tile, count: 2)
            waitUntil("the double-click menu") { menu.isShowing }
            XCTAssertEqual(menu.titles, ["Copy"])
        }
    }

    func testAViewWithoutTriggersOpensNoMenu() {
        onMain {
            let plain = View(wrapping: OpaquePointer(gtk_drawing_area_new()))
            gtk_widget_set_size_request(plain.widget, 80, 80)
            plain.handle(.copy) { _ in }
            let window = makeWindow(with: plain)
            EventSynthesizer.rightClick(plain)
            runLoop(for: 0.1)
            XCTAssertFalse(window.editMenuController.isMenuVisible)
        }
    }

    func testTheButtonShowsItsOwnMenuOnClickWithoutTakingTheKeyboard() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("typing", selecting: 6..<6)
            EventSynthesizer.click(f.button)
            waitUntil("the button's menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.titles, ["Copy", "Custom item"])
            XCTAssertTrue(f.field.hasKeyboardFocus)
            XCTAssertFalse(f.button.hasKeyboardFocus)
        }
    }
}
