import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// A finger, from a touchscreen device: the compact menu, a long press on a
/// word, a tap on the selection (of a text field and of a text view).
/// `make test` runs these on Wayland too.
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
            waitUntil("the long-touch menu") { f.menu.isShowing }
            EventSynthesizer.touchEnd(f.label, at: spot)
            runLoop(for: 0.2)
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All"])
            assertIsOneFingerSizedRow(f)
            XCTAssertTrue(f.field.hasKeyboardFocus, "the field keeps the keyboard")
            f.controller.hideMenu()
            f.waitForMenusToLeave()

            EventSynthesizer.press(f.label, at: spot)
            waitUntil("the long-press menu") { f.menu.isShowing }
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
            waitUntil("the long-touch menu") { f.menu.isShowing }
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
            tap(f, onCharacter: 8)   // on the selection
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(f.field.selectedCharacters, 6..<11, "the tap kept the selection")
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: f.window.widget), 1, "ours, not GTK's selection bubble too")
            XCTAssertEqual(f.field.touchHandles.filter { gtk_widget_get_mapped($0) != 0 }.count, 2,
                           "GTK's two selection handles show with the menu")
            waitPastDoubleTap()   // a second tap at once would be GTK's double tap
            tap(f, onCharacter: 8)
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertEqual(f.field.selectedCharacters, 6..<11)

            waitPastDoubleTap()
            tap(f, onCharacter: 19)   // in שלום, clear of the handles
            runLoop(for: 0.3)
            XCTAssertFalse(f.controller.isMenuVisible, "a tap off the selection is GTK's: it moves the caret")
            XCTAssertNotEqual(f.field.selectedCharacters, 6..<11)
        }
    }

    func testDraggingASelectionHandleHidesTheMenuAndShowsItAgainAtTheNewSelection() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("héllo wörld again 👩‍👩‍👧", selecting: 6..<11)
            tap(f, onCharacter: 8)   // on the selection
            waitUntil("the menu") { f.menu.isShowing }
            waitPastDoubleTap()
            guard let end = f.field.touchHandles.first(where: { isEndHandle($0) && gtk_widget_get_mapped($0) != 0 }) else {
                return XCTFail("GTK shows the selection's end handle")
            }
            let grip = center(of: end, in: f.field)
            EventSynthesizer.touchBegin(f.field, at: grip)
            runLoop(for: 0.1)
            XCTAssertFalse(f.controller.isMenuVisible, "the menu hides while a handle is held")

            // To the end of "again": GTK moves the selection's end with the finger.
            let distance = f.field.screenX(ofOffset: 17) - f.field.screenX(ofOffset: 11)
            for step in 1...4 {
                EventSynthesizer.touchMove(f.field, to: CGPoint(x: grip.x + distance * Double(step) / 4, y: grip.y))
                XCTAssertFalse(f.controller.isMenuVisible, "the menu stays hidden during the drag")
            }
            EventSynthesizer.touchEnd(f.field, at: CGPoint(x: grip.x + distance, y: grip.y))
            waitUntil("the menu again") { f.menu.isShowing }
            // GtkEntry places the end where the finger let go (give or take the
            // space after the word: GTK 3 reads a handle's x a few pixels right).
            XCTAssertEqual(f.field.selectedCharacters?.lowerBound, 6, "the start stayed")
            XCTAssertTrue(f.field.selectedText?.hasPrefix("wörld again") == true,
                          "the end moved with the finger (\(f.field.selectedText ?? "nothing") selected)")
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            let pointedAt = f.controller.targetRect.midX
            XCTAssertTrue((f.field.screenX(ofOffset: 6)...f.field.screenX(ofOffset: 18)).contains(pointedAt),
                          "the menu points into the new selection (at \(pointedAt))")
            XCTAssertGreaterThan(pointedAt, f.field.screenX(ofOffset: 11), "not at the old one")
            runLoop(for: 0.3)
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: f.window.widget), 1, "ours, not GTK's selection bubble too")
        }
    }

    func testATapOnATextViewsSelectionShowsOurMenuNotGTKs() {
        onMain {
            let notes = TextView(text: "Tea, bread and 🇫🇷 jam\nשלום עולם")
            let window = makeWindow(with: ScrolledView(notes, minimumHeight: 120))
            let controller = window.editMenuController
            notes.grabFocus()
            MainLoop.drain()
            notes.select(notes.text.range(of: "bread")!)
            MainLoop.drain()
            let spot = point(ofCharacter: 7, in: notes)   // the "e" of "bread"
            EventSynthesizer.touchBegin(notes, at: spot)
            EventSynthesizer.touchEnd(notes, at: spot)
            waitUntil("the menu") { controller.isMenuVisible }
            runLoop(for: 0.5)
            XCTAssertEqual(VisibleMenu(controller)?.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(notes.selectedText, "bread", "the tap kept the selection")
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: window.widget), 1, "ours, not GTK's selection bubble too")
            XCTAssertTrue(notes.hasKeyboardFocus)
            let pointedAt = controller.targetRect.midX
            XCTAssertTrue((point(ofCharacter: 5, in: notes).x...point(ofCharacter: 9, in: notes).x).contains(pointedAt),
                          "the menu points at the selected word (at \(pointedAt))")

            waitPastDoubleTap()   // a second tap at once would be GTK's double tap
            EventSynthesizer.touchBegin(notes, at: spot)
            EventSynthesizer.touchEnd(notes, at: spot)
            waitUntil("the menu to close") { !controller.isMenuVisible }
            runLoop(for: 0.3)
            XCTAssertEqual(notes.selectedText, "bread")
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: window.widget), 0, "nor GTK's bubble in its place")
        }
    }

    func testALongTouchOnAWordInATextViewSelectsItFirst() {
        onMain {
            let other = TextField()
            let notes = TextView(text: "Tea, bread and 🇫🇷 jam\nשלום עולם")
            let column = Box(.vertical, spacing: 6)
            column.add(other)
            column.add(ScrolledView(notes, minimumHeight: 120))
            let window = makeWindow(with: column)
            let controller = window.editMenuController
            other.grabFocus()
            MainLoop.drain()
            let spot = point(ofCharacter: 7, in: notes)   // the "e" of "bread"
            EventSynthesizer.touchBegin(notes, at: spot)
            waitUntil("the long-touch menu") { controller.isMenuVisible }
            EventSynthesizer.touchEnd(notes, at: spot)
            runLoop(for: 0.3)
            XCTAssertEqual(notes.selectedText, "bread", "the word under the finger is selected before the menu shows")
            XCTAssertEqual(VisibleMenu(controller)?.presenter.layoutOnScreen, .compact)
            XCTAssertEqual(Array((VisibleMenu(controller)?.titles ?? []).prefix(2)), ["Cut", "Copy"], "the menu acts on that word")
            XCTAssertTrue(notes.hasKeyboardFocus, "the text the finger reached into has the keyboard")
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: window.widget), 1, "ours, not GTK's selection bubble too")
        }
    }

    func testDraggingATextViewsSelectionHandleHidesTheMenuAndShowsItAgainAtTheNewSelection() {
        onMain {
            let notes = TextView(text: "Tea, bread and 🇫🇷 jam today\nשלום עולם")
            let window = makeWindow(with: ScrolledView(notes, minimumHeight: 120))
            let controller = window.editMenuController
            notes.grabFocus()
            MainLoop.drain()
            notes.select(notes.text.range(of: "bread")!)
            MainLoop.drain()
            // GtkTextView shows its selection handles for a double tap on the selection.
            let spot = point(ofCharacter: 7, in: notes)
            for _ in 0..<2 {
                EventSynthesizer.touchBegin(notes, at: spot)
                EventSynthesizer.touchEnd(notes, at: spot)
            }
            waitUntil("the menu") { controller.isMenuVisible }
            waitPastDoubleTap()
            XCTAssertEqual(notes.selectedText, "bread")
            guard let end = notes.touchHandles.first(where: { isEndHandle($0) && gtk_widget_get_mapped($0) != 0 }) else {
                return XCTFail("GTK shows the selection's end handle")
            }
            let grip = center(of: end, in: notes)
            EventSynthesizer.touchBegin(notes, at: grip)
            runLoop(for: 0.1)
            XCTAssertFalse(controller.isMenuVisible, "the menu hides while a handle is held")
            // To the end of "jam": GTK moves the selection's end with the finger.
            let distance = point(ofCharacter: 21, in: notes).x - point(ofCharacter: 10, in: notes).x
            for step in 1...4 {
                EventSynthesizer.touchMove(notes, to: CGPoint(x: grip.x + distance * Double(step) / 4, y: grip.y))
                XCTAssertFalse(controller.isMenuVisible, "the menu stays hidden during the drag")
            }
            EventSynthesizer.touchEnd(notes, at: CGPoint(x: grip.x + distance, y: grip.y))
            waitUntil("the menu again") { controller.isMenuVisible }
            XCTAssertTrue(notes.selectedText?.hasPrefix("bread and 🇫🇷 ja") == true,
                          "the end moved with the finger (\(notes.selectedText ?? "nothing") selected)")
            XCTAssertEqual(VisibleMenu(controller)?.presenter.layoutOnScreen, .compact)
            let pointedAt = controller.targetRect.midX
            XCTAssertGreaterThan(pointedAt, point(ofCharacter: 9, in: notes).x, "the menu points into the new selection, not the old")
            runLoop(for: 0.3)
            XCTAssertEqual(WidgetTree.mappedPopoverCount(in: window.widget), 1, "ours, not GTK's selection bubble too")
        }
    }

    /// Where the text view shows its character at `offset`, in its own coordinates.
    @MainActor private func point(ofCharacter offset: Int, in view: TextView) -> CGPoint {
        let textView = UnsafeMutableRawPointer(view.widget).assumingMemoryBound(to: GtkTextView.self)
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(gtk_text_view_get_buffer(textView), &iter, gint(offset))
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &iter, &location)
        var x: gint = 0, y: gint = 0
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, location.x + location.width / 2,
                                              location.y + location.height / 2, &x, &y)
        return CGPoint(x: Double(x), y: Double(y))
    }

    /// A finger's tap on the field's character at `offset`; returns where it landed.
    @MainActor @discardableResult
    private func tap(_ f: BasicsFixture, onCharacter offset: Int) -> CGPoint {
        let spot = point(ofCharacter: offset, in: f.field)
        EventSynthesizer.touchBegin(f.field, at: spot)
        EventSynthesizer.touchEnd(f.field, at: spot)
        return spot
    }

    @MainActor private func isEndHandle(_ handle: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_style_context_has_class(gtk_widget_get_style_context(handle), "bottom") != 0
    }

    @MainActor private func center(of widget: UnsafeMutablePointer<GtkWidget>, in view: View) -> CGPoint {
        var x: gint = 0, y: gint = 0
        gtk_widget_translate_coordinates(widget, view.widget, gtk_widget_get_allocated_width(widget) / 2,
                                         gtk_widget_get_allocated_height(widget) / 2, &x, &y)
        return CGPoint(x: Double(x), y: Double(y))
    }
}
