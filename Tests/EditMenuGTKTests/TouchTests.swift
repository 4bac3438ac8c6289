import CGtk
import EditMenu
import XCTest
@testable import EditMenuGTK

/// A finger, from a touchscreen device: the compact menu, a long press on a
/// word, a tap on the selection. `make test` runs these on Wayland too.
final class TouchTests: GTKTestCase, @unchecked Sendable {
    func testTheSynthesizedTouchComesFromATouchscreen() {
        onMain {
            let device = try? XCTUnwrap(Touchscreen.device)
            XCTAssertEqual(device.map { gdk_device_get_source($0) }, GDK_SOURCE_TOUCHSCREEN)
        }
    }

    func testALongTouchOpensTheCompactRowAndALongPressWithTheMouseTheList() {
        onMain {
            let f = BasicsFixture(self)
            let spot = CGPoint(x: 20, y: 8)
            EventSynthesizer.touchBegin(f.label, at: spot)
            waitUntil("the long-touch menu", timeout: 1.5) { f.menu.isShowing }
            EventSynthesizer.touchEnd(f.label, at: spot)
            runLoop(for: 0.2)
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All"])
            assertIsOneFingerSizedRow(f)
            XCTAssertTrue(f.field.hasKeyboardFocus, "the field keeps the keyboard")
            f.controller.hideMenu()
            f.waitForMenusToLeave()

            EventSynthesizer.press(f.label, at: spot)
            waitUntil("the long-press menu", timeout: 1.5) { f.menu.isShowing }
            EventSynthesizer.release(f.label, at: spot)
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .list)
        }
    }

    func testALongTouchOnAWordSelectsItAndShowsTheCompactMenu() {
        onMain {
            let f = BasicsFixture(self)
            f.field.text = "héllo wörld 👩‍👩‍👧 שלום"
            f.label.grabFocus()
            MainLoop.drain()
            let spot = point(ofCharacter: 8, in: f.field)   // the "r" of "wörld"
            EventSynthesizer.touchBegin(f.field, at: spot)
            waitUntil("the long-touch menu", timeout: 1.5) { f.menu.isShowing }
            EventSynthesizer.touchEnd(f.field, at: spot)
            runLoop(for: 0.2)
            XCTAssertEqual(f.field.selectedCharacters, 6..<11, "the word under the finger is selected")
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(Array(f.menu.titles.prefix(2)), ["Cut", "Copy"])
            XCTAssertTrue(f.field.hasKeyboardFocus, "the field the finger reached into has the keyboard")
            runLoop(for: 0.5)
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: f.window.widget), 1, "ours, not GTK's selection bubble too")
        }
    }

    func testATapOnTheSelectionTogglesTheMenuAndATapElsewhereMovesTheCaret() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("héllo wörld 👩‍👩‍👧 שלום", selecting: 6..<11)
            let onSelection = point(ofCharacter: 8, in: f.field)
            EventSynthesizer.touchBegin(f.field, at: onSelection)
            EventSynthesizer.touchEnd(f.field, at: onSelection)
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(f.field.selectedCharacters, 6..<11, "the tap kept the selection")
            EventSynthesizer.touchBegin(f.field, at: onSelection)
            EventSynthesizer.touchEnd(f.field, at: onSelection)
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertEqual(f.field.selectedCharacters, 6..<11)

            let elsewhere = point(ofCharacter: 2, in: f.field)
            EventSynthesizer.touchBegin(f.field, at: elsewhere)
            EventSynthesizer.touchEnd(f.field, at: elsewhere)
            runLoop(for: 0.3)
            XCTAssertFalse(f.controller.isMenuVisible, "a tap off the selection is GTK's: it moves the caret")
            XCTAssertNotEqual(f.field.selectedCharacters, 6..<11)
        }
    }
}
