import BenchSupport
import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGio
import EditMenuGTK
import Foundation

/// A window of the paging benchmark: tall (400 × 900, as the GTK suite's
/// thousand-item test), filled by one view of ours whose menu holds 1,000
/// custom items. Opened from the view's top, the menu pages into 20 rows a
/// page ("More…" and, after the first, GTK's Back header among them): 56
/// pages. Each window has its own controller and popover, so two of them
/// can hold one menu each on a different page at the same time.
@MainActor
final class PagingWindow {
    static let items = 1_000

    let window: Window
    let view: View

    /// A window at `x` on the screen's top edge.
    init(application: Application, title: String, x: Int32) {
        window = Window(application: application, title: title, width: 400, height: 900)
        view = View(widget: gtk_event_box_new())
        gtk_container_add(cgtk_container(view.widget), gtk_label_new("A menu of 1,000 items"))
        view.editMenuTriggers = [.secondaryClick]
        window.setContent(view)
        // No window manager under Xvfb: the position holds.
        gtk_window_move(cgtk_window(window.widget), x, 0)
        window.present()
        Loop.run(until: { self.window.isActive && gtk_widget_get_mapped(self.view.widget) != 0 }, timeout: 10)
        Loop.run(for: 0.2)
        window.editMenuController.menuItems = (0..<Self.items).map { index in
            let action = Action("paged\(index)")
            view.handle(action) { _ in }
            return .item(MenuItem(title: "Item \(index + 1)", action: action))
        }
    }

    private var presenter: PopoverPresenter? { window.editMenuController.presenter as? PopoverPresenter }

    /// Opens the menu from the view's top edge (it opens below, with all the
    /// rows that fit) and waits for its first page; false when it did not show.
    func open() -> Bool {
        let widget = view.widget
        let spot = (x: Double(gtk_widget_get_allocated_width(widget)) / 2, y: 4.0)
        SyntheticInput.secondaryButton(false, on: widget, at: spot)
        SyntheticInput.secondaryButton(true, on: widget, at: spot)
        return Loop.run(until: { self.isSettled }, timeout: 30)   // generous: also under callgrind
    }

    func close() {
        window.editMenuController.setMenuVisible(false, animated: false)
        Loop.run(until: { WidgetTree.mappedPopoverCount(in: self.window.widget) == 0 }, timeout: 2)
    }

    /// GtkPopoverMenu's stack of pages, its child, while the menu is up
    /// (not looked for among its descendants: a walk of every page would be
    /// counted in each turn, and grow with the pages).
    var stack: UnsafeMutablePointer<GtkWidget>? {
        presenter?.popoverPointer.flatMap { popover in
            gtk_bin_get_child(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkBin.self))
        }.flatMap { cgtk_is_stack($0) != 0 ? $0 : nil }
    }

    private var gtkStack: UnsafeMutablePointer<GtkStack>? {
        stack.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkStack.self) }
    }

    /// The page on screen.
    var visiblePage: UnsafeMutablePointer<GtkWidget>? { gtkStack.flatMap { gtk_stack_get_visible_child($0) } }

    /// The number of the page on screen: 1 for the top level, n for "More… (n of m)".
    var pageNumber: Int? {
        guard let stack = gtkStack, let name = gtk_stack_get_visible_child_name(stack).map({ String(cString: $0) })
        else { return nil }
        if name == MenuPages.mainPageName { return 1 }
        return name.split(whereSeparator: { !$0.isNumber }).first.flatMap { Int($0) }
    }

    /// The item rows `page` shows, laid out (not its way back, nor "More…").
    static func itemRows(of page: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        rows(of: page).filter { row in
            guard gtk_widget_get_mapped(row) != 0, gtk_widget_get_allocated_width(row) > 1,
                  let name = WidgetTree.accessibleName(of: row) else { return false }
            return name != PopoverPresenter.backTitle && !name.hasPrefix(MenuPages.moreTitle)
        }
    }

    /// Whether the page on screen has finished sliding in and shows its items.
    var isSettled: Bool {
        guard let stack = gtkStack, gtk_stack_get_transition_running(stack) == 0, let page = visiblePage else { return false }
        return !Self.itemRows(of: page).isEmpty
    }

    private static func rows(of page: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        WidgetTree.descendants(of: page).filter { cgtk_is_model_button($0) != 0 }
    }

    /// The row of the page on screen that `matches` its accessible name.
    private func row(_ matches: (String) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        visiblePage.flatMap { page in
            Self.rows(of: page).first { row in
                gtk_widget_get_mapped(row) != 0 && WidgetTree.accessibleName(of: row).map(matches) == true
            }
        }
    }

    /// The page's "More…" row, which leads to the next page.
    var moreRow: UnsafeMutablePointer<GtkWidget>? { row { $0.hasPrefix(MenuPages.moreTitle) } }

    /// The page's header, GTK's way back to the page before.
    var backRow: UnsafeMutablePointer<GtkWidget>? { row { $0 == PopoverPresenter.backTitle } }

    /// Clicks "More…" (or Back) and waits until the next (or previous) page
    /// has slid in with its items; false when it did not.
    @discardableResult
    func turn(back: Bool = false) -> Bool {
        guard let page = pageNumber, let row = back ? backRow : moreRow else { return false }
        SyntheticInput.click(row)
        return settle(on: back ? page - 1 : page + 1)
    }

    /// Waits until page `number` has slid in with its items.
    @discardableResult
    func settle(on number: Int) -> Bool {
        Loop.run(until: { self.pageNumber == number && self.isSettled }, timeout: 30)
    }

    /// Turns pages until page `number` is on screen.
    func turn(to number: Int) -> Bool {
        while let page = pageNumber, page != number {
            guard turn(back: page > number) else { return false }
        }
        return pageNumber == number
    }

    /// The number of pages of the menu, read from the "More… (n of m)" row on screen.
    var pageCount: Int? {
        guard let more = moreRow, let name = WidgetTree.accessibleName(of: more) else { return nil }
        return name.split(whereSeparator: { !$0.isNumber }).last.flatMap { Int($0) }
    }

    /// The item rows of the page on screen.
    var itemRowsShown: Int { visiblePage.map { Self.itemRows(of: $0).count } ?? 0 }
}
