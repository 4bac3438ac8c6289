import EditMenu
import GtkKit

/// A `ResolvedMenu` as GTK wants it: a `GMenu` for the layout and a
/// `GSimpleActionGroup` with one `GSimpleAction` per item (enabled = the item
/// can be chosen; check items carry a boolean state).
///
/// `rebuild` replaces the contents of the same `GMenu`, so a popover bound to
/// it updates in place.
@MainActor
final class MenuModel {
    /// The action-group prefix item actions are looked up under (`editmenu.item3`).
    static let actionPrefix = "editmenu"

    let menu = Gio.Menu()
    let actionGroup = Gio.SimpleActionGroup()
    private var actionNames: [String] = []
    /// The shortcut of each item that has one, by title: GtkPopoverMenu's rows
    /// carry no action name, only the title they show. A title shown twice with
    /// different shortcuts shows neither (nil).
    private var shortcuts: [String: KeyShortcut?] = [:]
    /// The titles of the rows whose item is `.mixed`.
    private(set) var mixedTitles: Set<String> = []
    private let onActivate: @MainActor (_ itemID: ResolvedMenuItem.ID) -> Void

    init(onActivate: @escaping @MainActor (_ itemID: ResolvedMenuItem.ID) -> Void) {
        self.onActivate = onActivate
    }

    /// At most this many rows show at once: longer menus continue in a
    /// "More…" submenu (GtkPopoverMenu slides to it inside the same
    /// popover), so a menu of a thousand items still fits on screen.
    nonisolated static let rowsPerPage = 20
    /// Rows per page for the next rebuild: fewer than `rowsPerPage` when the
    /// window is short (a GTK 3 popover cannot leave its window).
    var pageRows = MenuModel.rowsPerPage
    nonisolated static var moreTitle: String { tr("More…") }

    /// The "More…" row that leads to page `page` of `pages`. Titles must
    /// differ: GtkPopoverMenu names each submenu page by its title, and two
    /// pages with one name cannot be told apart.
    nonisolated static func moreTitle(page: Int, of pages: Int, inside menu: String? = nil) -> String {
        guard let menu, !menu.isEmpty else {
            // Translators: the row that leads to the next page of a long menu.
            return tr("More… (%d of %d)", page, pages)
        }
        // Translators: the row that leads to the next page of a long submenu
        // (%s is the submenu's title, e.g. "More of Format… (2 of 3)").
        return tr("More of %s… (%d of %d)", menu, page, pages)
    }

    /// What the GMenu holds now, and the page size it was cut to.
    private var built: (menu: ResolvedMenu, pageRows: Int)?

    /// The submenu and "More…" pages whose rows are not in the GMenu yet, by
    /// name (see `pageShown`).
    private var deferredPages: [String: DeferredPage] = [:]
    /// Whether a page was filled since the last rebuild: the menu then holds
    /// more than its top level.
    private var filledDeferredPages = false
    /// Called after `pageShown` added rows, so they can be prepared.
    var onRowsAdded: (@MainActor () -> Void)?
    /// Called when the GMenu was emptied, for the pages GTK leaves behind.
    var onEmptied: (@MainActor () -> Void)?

    /// A submenu or "More…" page, linked in the GMenu but still empty.
    private struct DeferredPage {
        let menu: Gio.Menu
        let entries: [PagedEntry]
    }

    /// The stack page GtkPopoverMenu shows a menu's top level in.
    nonisolated static let mainPageName = "main"
    /// Counts the rebuilds that changed the GMenu: the rows GTK made for it are
    /// new when this changed.
    private(set) var generation = 0

    /// Replaces the menu's contents with `resolved`; does nothing when that
    /// is what it already holds.
    ///
    /// Most openings show the same menu as the last one, and rebuilding is
    /// most of what opening costs: each removal and insertion makes the
    /// bound popover tear down or build a row of widgets (callgrind: 6 M
    /// instructions, about 2 ms here, of a 5 ms press).
    func rebuild(_ resolved: ResolvedMenu) {
        if let built, built.pageRows == pageRows, built.menu == resolved { return }
        built = (resolved, pageRows)
        deferredPages.removeAll()
        filledDeferredPages = false
        generation += 1
        for name in actionNames { actionGroup.remove(named: name) }
        actionNames.removeAll()
        shortcuts.removeAll()
        mixedTitles.removeAll()
        menu.removeAll()
        onEmptied?()
        append(Self.paged(resolved.entries, rowsPerPage: pageRows), to: menu)
    }

    /// Takes the rows of the pages filled since the last rebuild out again, so
    /// the next opening costs what the top level costs; the next `rebuild`
    /// then builds the menu afresh. For a new opening, not an update in place
    /// (that would send the user back to the first page).
    func forgetShownPages() {
        if filledDeferredPages { built = nil }
    }

    /// The popover now shows the page named `name`: a submenu or "More…"
    /// page gets its rows now, the first time it is shown.
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
    /// until they are shown.
    func pageShown(_ name: String) {
        guard let page = deferredPages.removeValue(forKey: name) else { return }
        generation += 1
        filledDeferredPages = true
        append(page.entries, to: page.menu)
        onRowsAdded?()
    }

    /// Splits `entries` into pages of at most `rowsPerPage` rows (one more
    /// when a single section fills a page), each page but the last ending in
    /// a "More…" row leading to the rest. Sections and submenus are paged
    /// inside too, so one huge section pages as well.
    nonisolated static func paged(_ entries: [ResolvedMenuEntry], rowsPerPage: Int = rowsPerPage) -> [PagedEntry] {
        uniquelyTitled(numberingPages(paged(entries.map(PagedEntry.init), rowsPerPage: rowsPerPage, depth: 0)))
    }

    nonisolated private static func paged(_ entries: [PagedEntry], rowsPerPage: Int, depth: Int) -> [PagedEntry] {
        var page: [PagedEntry] = []
        var rows = 0
        for (index, entry) in entries.enumerated() {
            let entry = pagedInside(entry, rowsPerPage: rowsPerPage, depth: depth)
            let weight = entry.rows
            let isLast = index == entries.count - 1
            // Leave room for the "More…" row unless this is the last entry.
            if rows > 0, rows + weight > (isLast ? rowsPerPage : rowsPerPage - 1) {
                // The next page is a submenu, with GTK's "Back" header row.
                let rest = paged(Array(entries[index...]), rowsPerPage: rowsPerPage - (depth == 0 ? 1 : 0), depth: depth + 1)
                page.append(.more(title: moreTitle, rest))
                return page
            }
            page.append(entry)
            rows += weight
        }
        return page
    }

    /// Retitles each chain of "More…" pages as "More… (2 of 5)" and so on; a
    /// chain inside a submenu names it ("More of Format… (2 of 3)"), since
    /// a menu and its submenu may both run to two pages.
    nonisolated private static func numberingPages(_ entries: [PagedEntry], inside menu: String? = nil) -> [PagedEntry] {
        func chainLength(_ entries: [PagedEntry]) -> Int {
            guard case .more(_, let rest)? = entries.last else { return 1 }
            return 1 + chainLength(rest)
        }
        func number(_ entries: [PagedEntry], page: Int, pages: Int) -> [PagedEntry] {
            entries.map { entry in
                switch entry {
                case .item:
                    return entry
                case .section(let title, let children):
                    return .section(title: title, numberingPages(children, inside: title.isEmpty ? menu : title))
                case .submenu(let title, let children):
                    return .submenu(title: title, numberingPages(children, inside: title))
                case .more(_, let rest):
                    return .more(title: moreTitle(page: page + 1, of: pages, inside: menu),
                                 number(rest, page: page + 1, pages: pages))
                }
            }
        }
        return number(entries, page: 1, pages: chainLength(entries))
    }

    /// Gives each page a title no other page has: GtkPopoverMenu names a
    /// submenu's page by its title, and of two pages with one name the second
    /// is never shown (GTK warns "Duplicate child name in GtkStack"). Two
    /// submenus an app titled alike, or two long untitled sections, become
    /// "Options" and "Options (2)".
    nonisolated private static func uniquelyTitled(_ entries: [PagedEntry]) -> [PagedEntry] {
        var taken: Set<String> = [mainPageName]
        func unique(_ title: String) -> String {
            var candidate = title
            var number = 2
            while !taken.insert(candidate).inserted {
                candidate = "\(title) (\(number))"
                number += 1
            }
            return candidate
        }
        func retitle(_ entries: [PagedEntry]) -> [PagedEntry] {
            entries.map { entry in
                switch entry {
                case .item: entry
                case .section(let title, let children): .section(title: title, retitle(children))
                case .submenu(let title, let children): .submenu(title: unique(title), retitle(children))
                case .more(let title, let children): .more(title: unique(title), retitle(children))
                }
            }
        }
        return retitle(entries)
    }

    nonisolated private static func pagedInside(_ entry: PagedEntry, rowsPerPage: Int, depth: Int) -> PagedEntry {
        switch entry {
        case .item, .more: return entry
        case .section(let title, let children):
            return .section(title: title, paged(children, rowsPerPage: rowsPerPage, depth: depth + 1))
        case .submenu(let title, let children):
            // A submenu page also shows GTK's "Back" header row.
            return .submenu(title: title, paged(children, rowsPerPage: rowsPerPage - 1, depth: depth + 1))
        }
    }

    /// Appends already-paged entries to `target`; the pages its links lead
    /// to stay empty until shown (`pageShown`).
    private func append(_ entries: [PagedEntry], to target: Gio.Menu) {
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
            appendEach(grouped, to: target)
        } else {
            appendEach(entries, to: target)
        }
    }

    private func appendEach(_ entries: [PagedEntry], to target: Gio.Menu) {
        for entry in entries {
            switch entry {
            case .item(let item):
                appendItem(item, to: target)
            case .section(let title, let children):
                let section = Gio.Menu()
                append(children, to: section)
                target.appendSection(title.isEmpty ? nil : Self.literal(title), section)
            case .submenu(let title, let children), .more(let title, let children):
                let submenu = Gio.Menu()
                // GtkPopoverMenu names a submenu's page by its label.
                let name = Self.literal(title)
                deferredPages[name] = DeferredPage(menu: submenu, entries: children)
                target.appendSubmenu(name, submenu)
            }
        }
    }

    private func appendItem(_ item: ResolvedMenuItem, to target: Gio.Menu) {
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
        target.append(menuItem)
    }

    /// The shortcut shown beside the row titled `title`.
    func keyShortcut(forRowTitled title: String) -> KeyShortcut? {
        shortcuts[title] ?? nil
    }

    /// Titles are plain text: GtkModelButton reads `_` as a mnemonic marker,
    /// so each is doubled ("Save_As" shows as "Save_As", not "SaveAs").
    /// Markup needs no escaping: menu labels are never parsed as markup.
    static func literal(_ title: String) -> String {
        title.replacingOccurrences(of: "_", with: "__")
    }
}

/// An entry of a menu as it is cut into pages for GTK: the resolved entries,
/// plus the "More…" rows each long page ends in.
enum PagedEntry {
    case item(ResolvedMenuItem)
    case section(title: String, [PagedEntry])
    case submenu(title: String, [PagedEntry])
    /// The rest of a long list, one page on (GTK slides to it like a submenu).
    case more(title: String, [PagedEntry])

    init(_ entry: ResolvedMenuEntry) {
        switch entry {
        case .item(let item): self = .item(item)
        case .section(let group): self = .section(title: group.title, group.entries.map(PagedEntry.init))
        case .submenu(let group): self = .submenu(title: group.title, group.entries.map(PagedEntry.init))
        }
    }

    /// The rows it takes on its page: a section shows its children inline.
    var rows: Int {
        switch self {
        case .item, .submenu, .more: 1
        case .section(_, let children): children.reduce(0) { $0 + $1.rows }
        }
    }
}
