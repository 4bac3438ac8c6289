import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// The two layouts of one menu: the compact row a touch opens (finger-sized
/// buttons, "More" for the rest), and the list for every other input (each
/// row with its shortcut).
final class MenuLayoutTests: GTKTestCase, @unchecked Sendable {
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
            waitUntil("the rows laid out") { f.menu.presenter.itemButtonPointers.allSatisfy { gtk_widget_get_allocated_width($0) > 1 } }
            var shortcuts: [String: String] = [:]
            for (title, button) in zip(f.menu.titles, f.menu.presenter.itemButtonPointers) {
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

    func testTheKeyboardMovesAlongACompactRowAndEnterChooses() throws {
        try onMain {
            let f = BasicsFixture(self)
            f.controller.presentation = .compact
            f.editField("hello wörld 👋🏽", selecting: 6..<11)
            EventSynthesizer.key(GDK_KEY_Menu, in: f.field)
            waitUntil("the keyboard menu") { f.menu.presenter.layoutOnScreen == .compact }
            waitUntil("the row laid out") { f.menu.presenter.itemButtonPointers.allSatisfy { gtk_widget_get_allocated_width($0) > 1 } }
            let titles = f.menu.titles
            XCTAssertEqual(Array(titles.prefix(2)), ["Cut", "Copy"])
            XCTAssertEqual(f.menu.highlightedTitle, "Cut", "the keys start on the first button")
            EventSynthesizer.key(GDK_KEY_Right, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, "Copy", "Right moves to Copy")
            XCTAssertTrue(f.field.hasKeyboardFocus, "the field keeps the keyboard")
            XCTAssertEqual(f.field.selectedCharacters, 6..<11, "Right moved along the row, not the caret")
            EventSynthesizer.key(GDK_KEY_Left, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, "Cut")
            EventSynthesizer.key(GDK_KEY_Right, in: f.field)
            EventSynthesizer.key(GDK_KEY_Return, in: f.field)
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertEqual(try runAsync { try await Pasteboards.general.string() }, "wörld")
            XCTAssertEqual(f.field.text, "hello wörld 👋🏽", "Copy, not Cut, was chosen")
            waitUntil("the keyboard back in the field") { f.field.hasKeyboardFocus }

            EventSynthesizer.key(GDK_KEY_Menu, in: f.field)
            waitUntil("the keyboard menu again") { f.menu.presenter.layoutOnScreen == .compact }
            EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
            waitUntil("Esc to close it") { !f.controller.isMenuVisible }
            waitUntil("the keyboard back in the field") { f.field.hasKeyboardFocus }
            XCTAssertEqual(f.field.selectedCharacters, 6..<11, "the selection is as it was")
        }
    }
}
