import EditMenu
import EditMenuText
import GLibKit

/// A `ResolvedMenu` as GTK's popover menus take it, on GTK 3 and GTK 4: a
/// `GMenu` for the layout and a `GSimpleActionGroup` with one
/// `GSimpleAction` per item (enabled = the item can be chosen; check and
/// radio items carry their state), cut into pages of at most ``pageRows``
/// rows (``MenuPages``).
///
/// `rebuild` replaces the contents of the same `GMenu`, so a popover bound to
/// it updates in place. Submenu and "More…" pages stay empty until they are
/// shown, and are emptied again once paged away from (``pageShown(_:)``): a
/// popover holds the rows of three pages at most, whatever page is on screen.
///
/// ```swift
/// let model = MenuModel { itemID in controller.perform(itemID: itemID) }
/// popover.insertActionGroup(model.actionGroup, prefix: MenuModel.actionPrefix)
/// model.rebuild(controller.currentMenu!)   // the popover, bound to model.menu, shows it
/// ```
@MainActor
package final class MenuModel {
    /// The action-group prefix item actions are looked up under (`editmenu.item3`).
    package static let actionPrefix = "editmenu"

    package let menu = Gio.Menu()
    package let actionGroup = Gio.SimpleActionGroup()
    private var actionNames: [String] = []
    /// The shortcut of each item that has one, by title: GtkPopoverMenu's rows
    /// carry no action name, only the title they show. A title shown twice with
    /// different shortcuts shows neither (nil).
    private var shortcuts: [String: KeyShortcut?] = [:]
    /// The titles of the rows whose item is `.mixed`.
    package private(set) var mixedTitles: Set<String> = []
    private let onActivate: @MainActor (_ itemID: ResolvedMenuItem.ID) -> Void

    package init(onActivate: @escaping @MainActor (_ itemID: ResolvedMenuItem.ID) -> Void) {
        self.onActivate = onActivate
    }

    /// Rows per page for the next rebuild: fewer than ``MenuPages/rowsPerPage``
    /// when the window is short (a GTK 3 popover cannot leave its window).
    package var pageRows = MenuPages.rowsPerPage

    /// What the GMenu holds now, and the page size it was cut to.
    private var built: (menu: ResolvedMenu, pageRows: Int)?

    /// Every page of the menu GtkPopoverMenu has in its stack, by name: the
    /// top level, and each submenu and "More…" page linked from a page that
    /// was filled (see `pageShown`).
    private var pages: [String: MenuPage] = [:]
    /// The page on screen.
    private var pageOnScreen = MenuPages.mainPageName
    /// Whether a page was shown since the last rebuild: the menu then holds
    /// more, or less, than its top level.
    private var turnedPages = false
    /// Called after `pageShown` put rows in, with the pages whose widgets are
    /// new (those given rows, and those their new links lead to), so they can
    /// be prepared.
    package var onRowsAdded: (@MainActor (_ pages: [String]) -> Void)?
    /// Called when the GMenu was emptied, for the pages GTK leaves behind.
    package var onEmptied: (@MainActor () -> Void)?

    /// Counts the changes that put rows in the GMenu (rebuilds, and pages
    /// given rows): the rows GTK made for it are new when this changed.
    package private(set) var generation = 0

    /// Replaces the menu's contents with `resolved`; does nothing when that
    /// is what it already holds.
    ///
    /// Most openings show the same menu as the last one, and rebuilding is
    /// most of what opening costs: each removal and insertion makes the
    /// bound popover tear down or build a row of widgets (callgrind: 6 M
    /// instructions, about 2 ms here, of a 5 ms press).
    package func rebuild(_ resolved: ResolvedMenu) {
        if let built, built.pageRows == pageRows, built.menu == resolved { return }
        built = (resolved, pageRows)
        empty()
        let main = MenuPage(menu: menu, parent: nil, entries: MenuPages.paged(resolved.entries, rowsPerPage: pageRows))
        pages[MenuPages.mainPageName] = main
        fill(main, named: MenuPages.mainPageName)
    }

    private func empty() {
        pages.removeAll()
        pageOnScreen = MenuPages.mainPageName
        turnedPages = false
        generation += 1
        for name in actionNames { actionGroup.remove(named: name) }
        actionNames.removeAll()
        shortcuts.removeAll()
        mixedTitles.removeAll()
        menu.removeAll()
        onEmptied?()
    }

    /// Takes the rows of the pages filled since the last rebuild out again, so
    /// the next opening costs what the top level costs; the next `rebuild`
    /// then builds the menu afresh. For a new opening, not an update in place
    /// (that would send the user back to the first page).
    package func forgetShownPages() {
        if turnedPages { built = nil }
    }

    /// The popover now shows the page named `name`: it gets its rows (the
    /// first time, or again), and so does the page its Back row returns to;
    /// the page it slid from keeps them while it slides out, and every other
    /// page loses them.
    ///
    /// GtkPopoverMenu builds a page for every submenu in its GMenu, and sizes
    /// and allocates every page each time it is shown, so a menu's cost would
    /// grow with its items rather than with the rows on screen (1,000 items in
    /// pages of 10: 15 M instructions per opening, against 6 M for 100). Each
    /// row is also an accessible object, and a check or radio row reports its
    /// state to assistive technology many times while GTK builds it: a
    /// Spelling page of a dozen languages built at every opening was a flood
    /// of events that made a screen reader miss the menu itself. The GMenu
    /// therefore holds the top level, and links to pages that stay empty
    /// until they are shown. A page paged away from is emptied again, but for
    /// its links (the chain of "More…" pages GTK's Back rows walk): with every
    /// page seen kept, each "More…" of a 1,000-item menu cost more than the
    /// last (page 50 took 2.4 times as long as page 2 to draw).
    package func pageShown(_ name: String) {
        guard name != pageOnScreen, let page = pages[name] else { return }
        let slidOut = pageOnScreen
        pageOnScreen = name
        turnedPages = true
        let keep = Set([name, slidOut, page.parent].compactMap { $0 })
        for (other, far) in pages where far.holdsRows && !keep.contains(other) {
            far.takeRowsOut()
        }
        var newWidgets: [String] = []
        for near in [name, page.parent].compactMap({ $0 }) {
            guard let nearPage = pages[near], !nearPage.holdsRows else { continue }
            newWidgets += [near] + fill(nearPage, named: near)
        }
        guard !newWidgets.isEmpty else { return }
        generation += 1
        onRowsAdded?(newWidgets)
    }

    /// Gives `page` its rows: the first time, the entries it was cut to (its
    /// links then lead to new empty pages, whose names are returned); later,
    /// the rows it held then.
    @discardableResult
    private func fill(_ page: MenuPage, named name: String) -> [String] {
        guard page.content == nil else {
            page.putRowsBack()
            return []
        }
        let content = MenuContent(menu: page.menu)
        let linked = append(page.entries, to: content, onPage: name)
        page.content = content
        return linked
    }

    /// Appends already-paged entries to `target`, a GMenu of the page `page`;
    /// the pages its links lead to stay empty until shown (`pageShown`).
    /// Returns the names of those pages.
    private func append(_ entries: [PagedEntry], to target: MenuContent, onPage page: String) -> [String] {
        // GTK draws a separator before each section but the first, and none
        // between a section and loose items after it: a menu holding sections
        // holds nothing else (GMenu's convention), so loose items there go
        // into sections of their own (Undo and Redo, then a line, then Cut…).
        if entries.contains(where: { if case .section = $0 { true } else { false } }) {
            var loose: [PagedEntry] = []
            var grouped: [PagedEntry] = []
            func flush() {
                guard !loose.isEmpty else { return }
                grouped.append(.section(title: "", loose))
                loose.removeAll()
            }
            for entry in entries {
                if case .section = entry { flush(); grouped.append(entry) } else { loose.append(entry) }
            }
            flush()
            return appendEach(grouped, to: target, onPage: page)
        } else {
            return appendEach(entries, to: target, onPage: page)
        }
    }

    private func appendEach(_ entries: [PagedEntry], to target: MenuContent, onPage page: String) -> [String] {
        var linked: [String] = []
        for entry in entries {
            switch entry {
            case .item(let item):
                let row = menuItem(for: item)
                target.menu.append(row)
                target.appended(.row(row))
            case .section(let title, let children):
                let section = MenuContent(menu: Gio.Menu())
                linked += append(children, to: section, onPage: page)
                target.menu.appendSection(title.isEmpty ? nil : Self.literal(title), section.menu)
                target.appended(.section(section))
            case .submenu(let title, let children), .more(let title, let children):
                let submenu = Gio.Menu()
                // GtkPopoverMenu names a submenu's page by its label.
                let name = Self.literal(title)
                pages[name] = MenuPage(menu: submenu, parent: page, entries: children)
                target.menu.appendSubmenu(name, submenu)
                target.appended(.link)
                linked.append(name)
            }
        }
        return linked
    }

    /// The row of `item`, and its action in the group.
    private func menuItem(for item: ResolvedMenuItem) -> Gio.MenuItem {
        // Generated names, not item ids: ids may hold characters GAction names may not.
        let name = "item\(actionNames.count)"
        actionNames.append(name)
        // A check mark, a check box or a radio button (``ResolvedMenuItem/actionState(named:)``);
        // a mixed item the presenter then marks inconsistent (GTK draws a dash).
        let radioTarget: String? = item.stateStyle == .radio ? name : nil
        let action = Gio.SimpleAction(name: name, state: item.actionState(named: name))
        if item.state == .mixed { mixedTitles.insert(item.title) }
        action.isEnabled = item.isEnabled
        let id = item.id
        action.connect(.activated) { [weak self] in self?.onActivate(id) }
        actionGroup.add(action)

        if let shortcut = item.keyShortcut {
            shortcuts[item.title] = shortcuts[item.title].map { $0 == shortcut ? shortcut : nil } ?? shortcut
        }
        let menuItem = Gio.MenuItem(title: Self.literal(item.title))
        menuItem.setAction("\(Self.actionPrefix).\(name)", target: radioTarget)
        if let accelerator = item.keyShortcut?.gtkAccelerator {
            menuItem.setAttribute("accel", accelerator)
        }
        if item.isDestructive {
            menuItem.setAttribute("destructive", true)
        }
        return menuItem
    }

    /// The shortcut shown beside the row titled `title`.
    package func keyShortcut(forRowTitled title: String) -> KeyShortcut? {
        shortcuts[title] ?? nil
    }

    /// Titles are plain text: GtkModelButton reads `_` as a mnemonic marker,
    /// so each is doubled ("Save_As" shows as "Save_As", not "SaveAs").
    /// Markup needs no escaping: menu labels are never parsed as markup.
    package static func literal(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }
}
