import CGtk
import EditMenu
import XCTest
@testable import EditMenuGTK

/// The two layouts of one menu: the compact row a touch opens (finger-sized
/// buttons, "More" for the rest), and the list for every other input (each
/// row with its shortcut).
final class MenuLayoutTests: GTKTestCase, @unchecked Sendable {
    /// The row's buttons on screen: (accessible name, allocation in window coordinates).
    @MainActor
    private func rowButtons(_ f: BasicsFixture) -> [(title: String, frame: GtkAllocation)] {
        zip(f.menu.titles, f.menu.presenter.itemButtons).map { title, button in
            var frame = GtkAllocation()
            gtk_widget_get_allocation(button, &frame)
            return (title, frame)
        }
    }

    @MainActor
    private func assertIsOneFingerSizedRow(_ f: BasicsFixture, line: UInt = #line) {
        waitUntil("the row laid out", line: line) { rowButtons(f).allSatisfy { $0.frame.width > 1 } }
        let buttons = rowButtons(f)
        XCTAssertFalse(buttons.isEmpty, line: line)
        for (title, frame) in buttons {
            XCTAssertGreaterThanOrEqual(frame.height, 44, "\(title) is too short for a finger", line: line)
            XCTAssertEqual(frame.y, buttons[0].frame.y, "\(title) is not in the row", line: line)
        }
        XCTAssertEqual(buttons.map(\.frame.x), buttons.map(\.frame.x).sorted(), "left to right", line: line)
        XCTAssertEqual(Set(buttons.map(\.frame.x)).count, buttons.count, "side by side", line: line)
    }

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

    func testChoosingFromTheRowPerformsAndCloses() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.controller.presentation = .compact
            f.editField("héllo 👋🏽 wörld", selecting: 0..<5)
            f.field.showEditMenu()
            waitUntil("the compact menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.presenter.layoutOnScreen, .compact)
            f.menu.choose("Copy")
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertEqual(try runAsync { try await Pasteboards.general.string() }, "héllo")
            XCTAssertTrue(f.field.hasKeyboardFocus)
        }
    }

    func testOnlyEnabledMainItemsShowAndMoreOpensTheFullListInPlace() {
        onMain {
            let f = BasicsFixture(self)
            f.controller.presentation = .compact
            let a = Action("sectioned"), off = Action("off")
            f.label.handle(a) { _ in }
            f.label.handle(off) { _ in }
            f.controller.menuItems += [
                .item(MenuItem(title: "Switched off", action: off, attributes: .disabled)),
                .menu(Menu(options: .displayInline, children: [.item(MenuItem(title: "In a section", action: a))])),
            ]
            var events: [String] = []
            let observation = f.controller.observe { events.append("\($0)".components(separatedBy: "(")[0]) }
            defer { observation.cancel() }
            f.label.showEditMenu()
            waitUntil("the compact menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All", "More"],
                           "enabled items only; the section is behind More")
            assertIsOneFingerSizedRow(f)
            f.menu.choose("More")
            waitUntil("the full list") { f.menu.presenter.layoutOnScreen == .list }
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All", "Switched off", "In a section"])
            XCTAssertTrue(f.controller.isMenuVisible)
            XCTAssertEqual(events, ["willShow", "didShow"], "expanding is not a new menu")
            XCTAssertTrue(f.field.hasKeyboardFocus)
            f.menu.choose("In a section")
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
        }
    }

    func testANarrowWindowGetsIconsThenMore() {
        onMain {
            let f = BasicsFixture(self)
            f.controller.presentation = .compact
            f.controller.standardActions = []
            let icons = ["edit-cut", "edit-copy", "edit-paste", "edit-delete", "edit-find", "zoom-in", "zoom-out",
                         "format-text-bold", "format-text-italic", "format-text-underline", "edit-undo", "edit-redo"]
            f.controller.menuItems = icons.enumerated().map { index, icon in
                .action(MenuAction(title: "A rather long title number \(index)", iconName: icon) { _ in })
            }
            f.label.showEditMenu()
            waitUntil("the compact menu") { f.menu.isShowing }
            let titles = f.menu.titles
            XCTAssertEqual(titles.last, "More", "twelve long titles cannot fit in 400 pixels")
            XCTAssertEqual(Array(titles.dropLast()), (0..<(titles.count - 1)).map { "A rather long title number \($0)" },
                           "in order, named for assistive technology")
            XCTAssertGreaterThan(titles.count, 3, "icons make room for more than a few titles")
            XCTAssertTrue(f.menu.displayedTexts.dropLast().isEmpty || f.menu.displayedTexts == ["More"],
                          "the items show icons, not titles: \(f.menu.displayedTexts)")
            assertIsOneFingerSizedRow(f)
            var row = GtkAllocation(), window = GtkAllocation()
            gtk_widget_get_allocation(f.menu.popover!, &row)
            gtk_widget_get_allocation(f.window.widget, &window)
            XCTAssertLessThanOrEqual(row.width, window.width, "the row fits in its window")
        }
    }

    func testListRowsShowTheirShortcutAtTheEndDimmed() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("Grüße, שלום 👩‍👩‍👧", selecting: 0..<5)
            f.field.showEditMenu()
            waitUntil("the list") { f.menu.presenter.layoutOnScreen == .list }
            waitUntil("the rows laid out") { f.menu.presenter.itemButtons.allSatisfy { gtk_widget_get_allocated_width($0) > 1 } }
            var shortcuts: [String: String] = [:]
            for (title, button) in zip(f.menu.titles, f.menu.presenter.itemButtons) {
                let labels = WidgetTree.descendants(of: button).filter { cgtk_is_label($0) != 0 && gtk_widget_get_mapped($0) != 0 }
                guard labels.count == 2 else { continue }
                let (name, accelerator) = (labels[0], labels[1])
                var nameFrame = GtkAllocation(), acceleratorFrame = GtkAllocation(), row = GtkAllocation()
                gtk_widget_get_allocation(name, &nameFrame)
                gtk_widget_get_allocation(accelerator, &acceleratorFrame)
                gtk_widget_get_allocation(button, &row)
                XCTAssertGreaterThan(acceleratorFrame.x, nameFrame.x + nameFrame.width, "\(title): after the title")
                XCTAssertTrue(gtk_style_context_has_class(cgtk_style_context(accelerator), "dim-label") != 0, title)
                shortcuts[title] = String(cString: gtk_label_get_text(
                    UnsafeMutableRawPointer(accelerator).assumingMemoryBound(to: GtkLabel.self)))
            }
            XCTAssertEqual(shortcuts["Cut"], "Ctrl+X")
            XCTAssertEqual(shortcuts["Copy"], "Ctrl+C")
            XCTAssertEqual(shortcuts["Select All"], "Ctrl+A")
            XCTAssertNil(shortcuts["Custom item"], "an action without a key shows none")
        }
    }
}
