import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGio
import XCTest
@testable import EditMenuGTK

extension BasicsFixture {
    /// Makes the window tall, as an app's would be (20 rows a page), and
    /// shows a menu of `count` items on the label, "Item 1" on; `chosen`
    /// hears the title of the item chosen. A thousand items make 56 pages:
    /// 19 items and "More…" on the first, GTK's Back row, 18 items and
    /// "More…" on each after it (``LongMenuPage``).
    func showLongMenu(of count: Int, in test: GTKTestCase, chosen: @escaping @MainActor (String) -> Void = { _ in }) {
        gtk_window_resize(UnsafeMutableRawPointer(window.widget).assumingMemoryBound(to: GtkWindow.self), 400, 900)
        test.waitUntil("the window to grow") { gtk_widget_get_allocated_height(window.widget) >= 800 }
        controller.standardActions = []
        controller.menuItems = (1...count).map { index in
            let title = "Item \(index)"
            return .action(MenuAction(title: title) { _ in chosen(title) })
        }
        XCTAssertEqual(label.showEditMenu(), .shown)
        test.waitUntil("the first page") { menu.titles.last.map(LongMenuPage.isMore) == true }
    }
}

/// A page of the thousand-item menu `showLongMenu` shows, as the user sees it.
@MainActor
enum LongMenuPage {
    static let pages = 56

    static func isMore(_ title: String) -> Bool { title.hasPrefix(MenuPages.moreTitle) }

    /// The rows page `page` shows, in order.
    static func titles(ofPage page: Int) -> [String] {
        let first = page == 1 ? 1 : 20 + (page - 2) * 18
        let last = min(page == 1 ? 19 : first + 17, 1_000)
        let items = (first...last).map { "Item \($0)" }
        let more = page < pages ? [MenuPages.moreTitle(page: page + 1, of: pages)] : []
        return (page == 1 ? [] : [PopoverPresenter.backTitle]) + items + more
    }
}

extension VisibleMenu {
    /// How many pages of GtkPopoverMenu's stack hold item rows (more than a
    /// page's way back and its "More…" row), on screen or not: GTK builds,
    /// sizes and lays out the rows of every page it holds.
    var pagesWithRows: Int {
        guard let popover, let stack = WidgetTree.descendants(of: popover).first(where: { cgtk_is_stack($0) != 0 })
        else { return 0 }
        return WidgetTree.children(of: stack).filter { page in
            WidgetTree.descendants(of: page).contains { row in
                guard cgtk_is_model_button(row) != 0, let name = WidgetTree.accessibleName(of: row) else { return false }
                return name != PopoverPresenter.backTitle && !LongMenuPage.isMore(name)
            }
        }.count
    }
}
