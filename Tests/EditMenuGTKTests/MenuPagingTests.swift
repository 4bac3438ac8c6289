import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGio
import XCTest
@testable import EditMenuGTK

/// A long menu's "More…" pages: the popover holds the rows of the pages
/// next to the one on screen only, and GTK's Back row still returns to the
/// page before, with its items, by pointer and by keys.
final class MenuPagingTests: GTKTestCase, @unchecked Sendable {
    /// Waits until page `page` of the thousand-item menu is on screen alone,
    /// its slide over.
    @MainActor private func waitForPage(_ page: Int, of f: BasicsFixture, file: StaticString = #filePath, line: UInt = #line) {
        let expected = LongMenuPage.titles(ofPage: page)
        waitUntil("page \(page): \(f.menu.titles)", file: file, line: line) { f.menu.titles == expected }
        XCTAssertLessThanOrEqual(f.menu.pagesWithRows, 3, "page \(page): the popover holds at most three pages' rows",
                                 file: file, line: line)
    }

    func testBackReturnsToThePageBeforeWithItsItemsByPointerAndByKeys() {
        onMain {
            let f = BasicsFixture(self)
            f.showLongMenu(of: 1_000, in: self)
            for page in 2...5 {
                f.menu.choose(MenuPages.moreTitle(page: page, of: LongMenuPage.pages))
                waitForPage(page, of: f)
            }
            // On page 5, pages 1 to 3 gave their rows up; Back brings each back.
            f.menu.choose(PopoverPresenter.backTitle)
            waitForPage(4, of: f)
            f.menu.choose(PopoverPresenter.backTitle)
            waitForPage(3, of: f)

            // The keys: the first arrow lands on the first row, GTK's Back
            // row, and Enter goes back; the page before starts on its first row.
            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, PopoverPresenter.backTitle)
            EventSynthesizer.key(GDK_KEY_Return, in: f.field)
            waitForPage(2, of: f)
            waitUntil("the highlight on page 2's first row") { f.menu.highlightedTitle == PopoverPresenter.backTitle }
            EventSynthesizer.key(GDK_KEY_Return, in: f.field)
            waitForPage(1, of: f)
            waitUntil("the highlight on the first item") { f.menu.highlightedTitle == "Item 1" }

            // And on again, from the last row ("More…"), up from the first.
            EventSynthesizer.key(GDK_KEY_Up, in: f.field)
            XCTAssertEqual(f.menu.highlightedTitle, MenuPages.moreTitle(page: 2, of: LongMenuPage.pages))
            EventSynthesizer.key(GDK_KEY_Return, in: f.field)
            waitForPage(2, of: f)
            XCTAssertEqual(f.menu.pagesWithRows, 2, "page 2 and the first page, Back's")
        }
    }
}
