import EditMenu
import EditMenuText

/// How a long menu is cut into pages for GTK's popover menus, on both
/// toolkits: at most ``rowsPerPage`` rows a page, each page but the last
/// ending in a "More…" row that slides to the next (GtkPopoverMenu shows it
/// as a submenu, in the same popover), so a menu of a thousand items still
/// fits on screen.
///
/// ```swift
/// let pages = MenuPages.paged(menu.entries, rowsPerPage: 8)
/// // [.item(Undo), …, .more(title: "More… (2 of 3)", […])]
/// ```
package enum MenuPages {
    /// At most this many rows show at once.
    package static let rowsPerPage = 20

    /// The stack page GtkPopoverMenu shows a menu's top level in.
    package static let mainPageName = "main"

    /// The start of every "More…" row's title.
    package static var moreTitle: String { tr("More…") }

    /// The "More…" row that leads to page `page` of `pages`. Titles must
    /// differ: GtkPopoverMenu names each submenu page by its title, and two
    /// pages with one name cannot be told apart.
    package static func moreTitle(page: Int, of pages: Int, inside menu: String? = nil) -> String {
        guard let menu, !menu.isEmpty else {
            // Translators: the row that leads to the next page of a long menu.
            return tr("More… (%d of %d)", page, pages)
        }
        // Translators: the row that leads to the next page of a long submenu
        // (%s is the submenu's title, e.g. "More of Format… (2 of 3)").
        return tr("More of %s… (%d of %d)", menu, page, pages)
    }

    /// Splits `entries` into pages of at most `rowsPerPage` rows (one more
    /// when a single section fills a page), each page but the last ending in
    /// a "More…" row leading to the rest. Sections and submenus are paged
    /// inside too, so one huge section pages as well.
    package static func paged(_ entries: [ResolvedMenuEntry], rowsPerPage: Int = rowsPerPage) -> [PagedEntry] {
        uniquelyTitled(numberingPages(paged(entries.map(PagedEntry.init), rowsPerPage: rowsPerPage, depth: 0)))
    }

    private static func paged(_ entries: [PagedEntry], rowsPerPage: Int, depth: Int) -> [PagedEntry] {
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
    private static func numberingPages(_ entries: [PagedEntry], inside menu: String? = nil) -> [PagedEntry] {
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
    private static func uniquelyTitled(_ entries: [PagedEntry]) -> [PagedEntry] {
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

    private static func pagedInside(_ entry: PagedEntry, rowsPerPage: Int, depth: Int) -> PagedEntry {
        switch entry {
        case .item, .more: return entry
        case .section(let title, let children):
            return .section(title: title, paged(children, rowsPerPage: rowsPerPage, depth: depth + 1))
        case .submenu(let title, let children):
            // A submenu page also shows GTK's "Back" header row.
            return .submenu(title: title, paged(children, rowsPerPage: rowsPerPage - 1, depth: depth + 1))
        }
    }
}

/// An entry of a menu as it is cut into pages for GTK: the resolved entries,
/// plus the "More…" rows each long page ends in.
package enum PagedEntry: Sendable {
    case item(ResolvedMenuItem)
    case section(title: String, [PagedEntry])
    case submenu(title: String, [PagedEntry])
    /// The rest of a long list, one page on (GTK slides to it like a submenu).
    case more(title: String, [PagedEntry])

    package init(_ entry: ResolvedMenuEntry) {
        switch entry {
        case .item(let item): self = .item(item)
        case .section(let group): self = .section(title: group.title, group.entries.map(PagedEntry.init))
        case .submenu(let group): self = .submenu(title: group.title, group.entries.map(PagedEntry.init))
        }
    }

    /// The rows it takes on its page: a section shows its children inline.
    package var rows: Int {
        switch self {
        case .item, .submenu, .more: 1
        case .section(_, let children): children.reduce(0) { $0 + $1.rows }
        }
    }
}
