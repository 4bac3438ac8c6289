import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// The resolved menu on screen as a GtkPopover built from a GMenu model.
final class PopoverPresenterTests: GTKTestCase, @unchecked Sendable {
    func testRightClickShowsAPopoverOfThePerformableItemsPointingAtTheClick() {
        onMain {
            let f = BasicsFixture(self)
            EventSynthesizer.rightClick(f.label, at: CGPoint(x: 12, y: 6))
            waitUntil("the label's menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All"])
            XCTAssertTrue(f.controller.isMenuVisible)

            let popover = UnsafeMutableRawPointer(f.menu.popover!).assumingMemoryBound(to: GtkPopover.self)
            XCTAssertEqual(gtk_popover_get_relative_to(popover), f.label.widget)
            var rect = GdkRectangle()
            gtk_popover_get_pointing_to(popover, &rect)
            XCTAssertEqual([rect.x, rect.y, rect.width, rect.height], [12, 6, 0, 0])
            XCTAssertEqual(gtk_popover_get_modal(popover), 0, "a pointer-opened menu must be non-modal")
        }
    }

    func testArrowDirectionPlacesThePopover() {
        onMain {
            let f = BasicsFixture(self)
            let expected: [(ArrowDirection, GtkPositionType)] = [
                (.up, GTK_POS_BOTTOM), (.down, GTK_POS_TOP), (.left, GTK_POS_RIGHT), (.right, GTK_POS_LEFT), (.default, GTK_POS_TOP),
            ]
            for (arrow, position) in expected {
                // The UIKit way: the controller's arrow direction.
                f.controller.arrowDirection = arrow
                f.controller.setTargetRect(f.label.bounds, in: f.label)
                f.controller.setMenuVisible(true, animated: false)
                var popover = UnsafeMutableRawPointer(f.menu.popover!).assumingMemoryBound(to: GtkPopover.self)
                XCTAssertEqual(gtk_popover_get_position(popover), position, "controller arrow \(arrow)")
                f.controller.hideMenu()

                // A view's own preference, applied whenever it shows its menu.
                f.label.editMenuArrowDirection = arrow
                XCTAssertEqual(f.label.showEditMenu(), .shown)
                popover = UnsafeMutableRawPointer(f.menu.popover!).assumingMemoryBound(to: GtkPopover.self)
                XCTAssertEqual(gtk_popover_get_position(popover), position, "view arrow \(arrow)")
                f.controller.hideMenu()
            }
        }
    }

    func testAnimatedOrNotAsAsked() {
        onMain {
            let f = BasicsFixture(self)
            // GtkPopover fades in over a few frames when animated: its
            // opacity starts below 1; without animation it is 1 at once.
            f.controller.setTargetRect(f.label.bounds, in: f.label)
            f.controller.setMenuVisible(true, animated: false)
            XCTAssertEqual(gtk_widget_get_opacity(f.menu.popover!), 1)
            f.controller.hideMenu()
            MainLoop.drain()
            f.controller.setMenuVisible(true, animated: true)
            _ = MainLoop.run(until: { gtk_widget_get_opacity(f.menu.popover!) < 1 }, timeout: 0.5)
            XCTAssertLessThan(gtk_widget_get_opacity(f.menu.popover!), 1, "an animated menu fades in")
            waitUntil("the fade to end") { gtk_widget_get_opacity(f.menu.popover!) == 1 }
        }
    }

    func testUpdateChangesTheVisiblePopoverInPlace() {
        onMain {
            let f = BasicsFixture(self)
            let swap = Action("swap")
            f.label.handle(swap) { _ in }
            f.controller.menuItems = [.item(MenuItem(title: "Menu 3", action: swap))]
            f.label.showEditMenu()
            let before = f.menu.popover
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All", "Menu 3"])

            let index = f.controller.menuItems.firstIndex { $0.title == "Menu 3" }!
            f.controller.menuItems.remove(at: index)
            f.controller.menuItems.insert(.item(MenuItem(title: "Menu 4", action: swap)), at: index)
            f.controller.update()
            MainLoop.drain()
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All", "Menu 4"])
            XCTAssertEqual(f.menu.popover, before, "update() must reuse the popover on screen")
        }
    }

    func testEscClosesANonModalMenuOnceAndKeepsTheFieldAsItWas() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello world", selecting: 0..<5)
            var events: [String] = []
            let observation = f.controller.observe { events.append("\($0)") }
            defer { observation.cancel() }
            EventSynthesizer.rightClick(f.label)
            XCTAssertTrue(f.menu.isShowing)
            EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
            waitUntil("the menu to close") { !f.menu.isShowing && !f.controller.isMenuVisible }
            XCTAssertEqual(events.filter { $0.hasPrefix("didHide") }.count, 1)
            XCTAssertEqual(f.field.text, "hello world")
            XCTAssertEqual(f.field.selectedCharacters, 0..<5)
            XCTAssertTrue(f.field.hasKeyboardFocus)
        }
    }

    func testAClickElsewhereClosesTheMenu() {
        onMain {
            let f = BasicsFixture(self)
            EventSynthesizer.rightClick(f.label)
            XCTAssertTrue(f.menu.isShowing)
            EventSynthesizer.click(f.field)
            waitUntil("the menu to close") { !f.menu.isShowing && !f.controller.isMenuVisible }
        }
    }

    func testChoosingAnItemPerformsItWithTheItemAsSenderThenHides() {
        onMain {
            let f = BasicsFixture(self)
            var sender: ActionSender?
            let action = Action("tell")
            f.label.handle(action) { sender = $0 }
            f.controller.menuItems = [.item(MenuItem(title: "Tell", action: action))]
            var events: [String] = []
            let observation = f.controller.observe { event in
                events.append(sender == nil ? "\(event) before" : "\(event) after")
            }
            defer { observation.cancel() }
            f.label.showEditMenu()
            f.menu.choose("Tell")
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            runLoop(for: 0.05)
            XCTAssertEqual(sender?.menuItem?.title, "Tell")
            XCTAssertEqual(events.map { $0.components(separatedBy: "(").first! + " " + $0.components(separatedBy: " ").last! },
                           ["willShow before", "didShow before", "willHide after", "didHide after"])
        }
    }

    func testSectionsAndSubmenusRender() {
        onMain {
            let f = BasicsFixture(self)
            let a = Action("a"), b = Action("b")
            f.label.handle(a) { _ in }
            f.label.handle(b) { _ in }
            f.controller.standardActions = []
            f.controller.menuItems = [
                .menu(Menu(title: "", options: .displayInline, children: [.item(MenuItem(title: "In a section", action: a))])),
                .menu(Menu(title: "More", children: [.item(MenuItem(title: "In a submenu", action: b))])),
            ]
            f.label.showEditMenu()
            XCTAssertEqual(f.menu.titles, ["In a section", "More"])
            f.menu.choose("More")
            waitUntil("the submenu") { f.menu.titles.contains("In a submenu") }
        }
    }

    func testTitlesAreShownLiterallyAndNameTheirAccessibleItems() {
        onMain {
            let f = BasicsFixture(self)
            let titles = ["Save_As", "<b>bold</b>", "R&D", "Ünïcødé 🎉"]
            f.controller.standardActions = []
            f.controller.menuItems = titles.enumerated().map { index, title in
                let action = Action("literal\(index)")
                f.label.handle(action) { _ in }
                return .item(MenuItem(title: title, action: action))
            }
            f.label.showEditMenu()
            XCTAssertEqual(f.menu.titles, titles, "accessible names")
            XCTAssertEqual(f.menu.displayedTexts, titles, "what is drawn")
        }
    }

    func testDisabledItemsShowButCannotBeChosen() {
        onMain {
            let f = BasicsFixture(self)
            var performed = false
            let action = Action("off")
            f.label.handle(action) { _ in performed = true }
            f.controller.menuItems = [.item(MenuItem(title: "Off", action: action, attributes: .disabled)),
                                      .item(MenuItem(title: "Hidden", action: action, attributes: .hidden))]
            f.label.showEditMenu()
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All", "Off"])
            XCTAssertEqual(gtk_widget_get_sensitive(f.menu.button(titled: "Off")!), 0)
            f.menu.choose("Off")
            XCTAssertFalse(performed)
        }
    }

    func testAnItemThatKeepsTheMenuPresentedLeavesItUp() {
        onMain {
            let f = BasicsFixture(self)
            var count = 0
            let action = Action("count")
            f.label.handle(action) { _ in count += 1 }
            f.controller.menuItems = [.item(MenuItem(title: "Count", action: action, attributes: .keepsMenuPresented))]
            f.label.showEditMenu()
            f.menu.choose("Count")
            runLoop(for: 0.3)
            XCTAssertEqual(count, 1)
            XCTAssertTrue(f.controller.isMenuVisible)
            XCTAssertTrue(f.menu.isShowing)
            XCTAssertEqual(f.menu.titles, ["Copy", "Select", "Select All", "Count"])
        }
    }

    func testAViewDestroyedWhileItsMenuIsUpClosesTheMenu() {
        onMain {
            let f = BasicsFixture(self)
            f.label.showEditMenu()
            XCTAssertTrue(f.controller.isMenuVisible)
            f.label.destroy()
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertFalse(f.menu.isShowing)
        }
    }
}
