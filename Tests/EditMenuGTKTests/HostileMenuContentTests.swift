import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGio
import XCTest
@testable import EditMenuGTK

/// Menus whose contents an application did not expect: odd titles and
/// huge numbers of items stay readable, on screen and choosable.
final class HostileMenuContentTests: GTKTestCase, @unchecked Sendable {
    @MainActor private func show(_ titles: [String], on f: BasicsFixture) -> [String: Action] {
        var actions: [String: Action] = [:]
        f.controller.standardActions = []
        f.controller.menuItems = titles.enumerated().map { index, title in
            let action = Action("hostile\(index)")
            actions[title] = action
            f.label.handle(action) { _ in }
            return .item(MenuItem(title: title, action: action))
        }
        XCTAssertEqual(f.label.showEditMenu(), .shown)
        _ = MainLoop.run(until: { (f.menu.popover.map { gtk_widget_get_allocated_width($0) } ?? 0) > 1 })
        return actions
    }

    @MainActor private func screenSize(of view: View) -> (width: gint, height: gint) {
        let screen = gtk_widget_get_screen(view.widget)
        return (gdk_screen_get_width(screen), gdk_screen_get_height(screen))
    }

    func testMarkupUnderscoresRightToLeftEmojiAndEmptyTitlesShowLiterally() {
        onMain {
            let f = BasicsFixture(self)
            let titles = ["<span foreground=\"red\">red</span>", "__init__", "שלום עולם", "مرحبا", "👩‍👩‍👧 Family", ""]
            _ = show(titles, on: f)
            XCTAssertEqual(f.menu.titles, titles)
            XCTAssertEqual(f.menu.displayedTexts, titles)
        }
    }

    func testATenThousandCharacterTitleIsEllipsizedOnScreenButReadInFull() {
        onMain {
            let f = BasicsFixture(self)
            let long = String(repeating: "0123456789", count: 1_000)
            _ = show([long, "Short"], on: f)
            XCTAssertEqual(f.menu.titles, [long, "Short"], "assistive technology reads the whole title")
            let width = gtk_widget_get_allocated_width(f.menu.popover!)
            XCTAssertLessThan(width, 600, "the menu must stay a readable width")
            XCTAssertLessThanOrEqual(width, screenSize(of: f.label).width)
        }
    }

    func testAThousandItemsArePagedSoTheMenuFitsOnScreenAndTheLastCanBeChosen() {
        onMain {
            let f = BasicsFixture(self)
            var chosen: String?
            f.showLongMenu(of: 1_000, in: self) { chosen = $0 }
            XCTAssertEqual(f.menu.titles, LongMenuPage.titles(ofPage: 1))
            _ = MainLoop.run(until: { gtk_widget_get_allocated_height(f.menu.popover!) > 1 })
            XCTAssertLessThan(gtk_widget_get_allocated_height(f.menu.popover!), screenSize(of: f.label).height)
            // GtkPopoverMenu sizes every page it holds at each showing: it holds
            // the rows of the page on screen, not of all 56 (a page further on
            // is an empty page until it is shown).
            XCTAssertEqual(f.menu.pagesWithRows, 1)

            var pages = 1
            var first = "Item 1"
            while !f.menu.titles.contains("Item 1000") && pages < 100 {
                let more = f.menu.titles.filter(LongMenuPage.isMore)
                XCTAssertEqual(more.count, 1, "one More… per page")
                XCTAssertEqual(Set(f.menu.titles).count, f.menu.titles.count, "one showing item per title")
                f.menu.choose(more[0])
                pages += 1
                // The next page slides in; wait until the last one is gone
                // (GtkStack unmaps it on the frame that ends the slide).
                waitUntil("page \(pages): \(f.menu.titles)") {
                    !f.menu.titles.contains(first) && f.menu.titles.first == PopoverPresenter.backTitle
                }
                XCTAssertEqual(f.menu.titles, LongMenuPage.titles(ofPage: pages))
                first = f.menu.titles[1]
                // Whatever page is on screen, the popover holds the rows of two:
                // that page and the one Back returns to. The next is still
                // empty, and the pages before have given theirs up.
                XCTAssertEqual(f.menu.pagesWithRows, 2, "on page \(pages)")
            }
            XCTAssertEqual(pages, LongMenuPage.pages, "reached the last page")
            f.menu.choose("Item 1000")
            waitUntil("the last item's action") { chosen == "Item 1000" }

            // The next opening costs what the first did: the pages seen are gone.
            XCTAssertEqual(f.label.showEditMenu(), .shown)
            waitUntil("the first page again") { f.menu.titles.first == "Item 1" }
            XCTAssertEqual(f.menu.pagesWithRows, 1)
        }
    }

    func testAReusedPopoverKeepsNoPagesOfTheMenuBefore() {
        // GtkPopoverMenu removes a submenu's page with its row, but not the
        // pages that page led to: they stayed in the reused popover, and the
        // next menu's pages of the same names clashed with them ("Duplicate
        // child name in GtkStack").
        onMain {
            let f = BasicsFixture(self)
            gtk_window_resize(UnsafeMutableRawPointer(f.window.widget).assumingMemoryBound(to: GtkWindow.self), 400, 900)
            waitUntil("the window to grow") { gtk_widget_get_allocated_height(f.window.widget) >= 800 }
            f.controller.standardActions = []
            let items = (1...45).map { index in MenuElement.action(MenuAction(title: "Item \(index)") { _ in }) }
            f.controller.menuItems = [.menu(Menu(title: "Format", children: items))]
            @MainActor func pageHeaders() -> [String] {
                guard let stack = WidgetTree.descendants(of: f.menu.popover!).first(where: { cgtk_is_stack($0) != 0 })
                else { return [] }
                // A submenu's page starts with its header row, titled like the submenu.
                return WidgetTree.children(of: stack).dropFirst().compactMap { page in
                    WidgetTree.descendants(of: page).first { cgtk_is_model_button($0) != 0 }
                        .flatMap { header in WidgetTree.descendants(of: header).first { cgtk_is_label($0) != 0 } }
                        .flatMap { gtk_label_get_text(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkLabel.self)) }
                        .map { String(cString: $0) }
                }
            }
            for round in 1...2 {
                XCTAssertEqual(f.label.showEditMenu(), .shown)
                waitUntil("round \(round): Format") { f.menu.titles == ["Format"] }
                f.menu.choose("Format")
                // The page slides in: click only once the one before is gone.
                waitUntil("round \(round): Format's first page") { f.menu.titles.first == PopoverPresenter.backTitle }
                let more = f.menu.titles.first { $0.hasPrefix("More of Format…") } ?? "no More…"
                f.menu.choose(more)
                waitUntil("round \(round): Format's second page") {
                    f.menu.titles.first == PopoverPresenter.backTitle && f.menu.titles.contains("Item 30")
                }
                XCTAssertEqual(pageHeaders(), ["Format", "More of Format… (2 of 3)", "More of Format… (3 of 3)"],
                               "round \(round)")
                f.controller.hideMenu()
                waitUntil("round \(round): hidden") { !f.menu.isShowing }
            }
        }
    }

    func testEveryPageHasATitleOfItsOwn() {
        // GtkPopoverMenu names a submenu's page by its title; of two pages with
        // one name, the second is never shown.
        func item(_ id: String) -> ResolvedMenuEntry {
            .item(ResolvedMenuItem(id: .element(MenuElementID(id)), title: id,
                                   source: .closure(MenuAction(title: id) { _ in })))
        }
        func submenu(_ title: String, _ count: Int) -> ResolvedMenuEntry {
            .submenu(ResolvedMenuGroup(id: .unique(), title: title, entries: (1...count).map { item("\(title) \($0)") }))
        }
        let entries = [submenu("Format", 12), submenu("Options", 2), submenu("Options", 2), submenu("main", 1)]
            + (1...12).map { item("i\($0)") }
        var titles: [String] = []
        func walk(_ entries: [PagedEntry]) {
            for entry in entries {
                switch entry {
                case .item: break
                case .section(_, let children): walk(children)
                case .submenu(let title, let children), .more(let title, let children): titles.append(title); walk(children)
                }
            }
        }
        walk(MenuPages.paged(entries, rowsPerPage: 8))
        XCTAssertEqual(titles, ["Format", "More of Format… (2 of 2)", "Options", "Options (2)", "main (2)",
                                "More… (2 of 3)", "More… (3 of 3)"])
    }

    func testPagingKeepsEveryItemOnceAndEveryPageShort() {
        func item(_ id: String) -> ResolvedMenuEntry {
            .item(ResolvedMenuItem(id: .element(MenuElementID(id)), title: id.uppercased(),
                                   source: .closure(MenuAction(title: id) { _ in })))
        }
        let entries = (1...250).map { item("i\($0)") }
            + [.section(ResolvedMenuGroup(id: MenuElementID("s"), title: "", entries: (1...45).map { item("s\($0)") }))]
        let paged = MenuPages.paged(entries)
        var seen: [String] = []
        var pages = 0
        func walk(_ entries: [PagedEntry]) {
            var rows = 0
            for entry in entries {
                switch entry {
                case .item(let item): seen.append(item.id.description); rows += 1
                case .submenu(_, let children): rows += 1; walk(children)
                case .more(_, let children): rows += 1; pages += 1; walk(children)
                case .section(_, let children):
                    rows += children.count
                    walk(children)
                }
            }
            XCTAssertLessThanOrEqual(rows, MenuPages.rowsPerPage + 1)
        }
        walk(paged)
        XCTAssertEqual(seen, (1...250).map { "i\($0)" } + (1...45).map { "s\($0)" })
        XCTAssertGreaterThan(pages, 12, "250 items and a 45-row section need more than 12 further pages")
    }
}
