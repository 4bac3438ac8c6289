import GLibKit

/// One page of a menu as GtkPopoverMenu shows it, a child of its GtkStack:
/// the top level, a submenu, or a "More…" page of a long menu. A page holds
/// its rows only while it is on screen or next to it (``MenuModel``): it
/// stays empty until first shown, and its rows are taken out again once the
/// user has paged away from it, then put back in place when they come back.
///
/// Its sections and links (submenu and "More…" rows) stay when its rows go:
/// GtkPopoverMenu takes a linked page out of its stack with the link's row,
/// and the pages after it would lose their way back.
///
/// ```swift
/// let page = MenuPage(menu: submenu, parent: "main", entries: children)
/// page.content = MenuContent(menu: submenu)   // filled once, entry by entry
/// page.takeRowsOut()                          // paged away from
/// page.putRowsBack()                          // back on screen
/// ```
@MainActor
final class MenuPage {
    /// The GMenu linked to the page's row, which GtkPopoverMenu shows.
    let menu: Gio.Menu
    /// The page GTK's Back row returns to (nil for the top level).
    let parent: String?
    /// What the page shows once filled.
    let entries: [PagedEntry]
    /// What the GMenu holds, entry by entry, since the page was first filled.
    var content: MenuContent? {
        didSet { holdsRows = content != nil }
    }
    /// Whether the page's rows are in its GMenu.
    private(set) var holdsRows = false

    init(menu: Gio.Menu, parent: String?, entries: [PagedEntry]) {
        self.menu = menu
        self.parent = parent
        self.entries = entries
    }

    /// Takes the page's rows out of its GMenu, keeping its sections and links.
    func takeRowsOut() {
        guard holdsRows, let content else { return }
        content.takeRowsOut()
        holdsRows = false
    }

    /// Puts the rows taken out back where they were.
    func putRowsBack() {
        guard !holdsRows, let content else { return }
        content.putRowsBack()
        holdsRows = true
    }
}

/// A GMenu as the model filled it, a page or a section of one, entry by
/// entry, so that its rows can be taken out and put back in place.
@MainActor
final class MenuContent {
    enum Entry {
        /// An item's row (GMenu copies an item in, so the same one goes in again).
        case row(Gio.MenuItem)
        case section(MenuContent)
        /// A submenu or "More…" row: never taken out (see ``MenuPage``).
        case link
    }

    let menu: Gio.Menu
    private(set) var entries: [Entry] = []

    init(menu: Gio.Menu) {
        self.menu = menu
    }

    /// Notes an entry just appended to the GMenu.
    func appended(_ entry: Entry) { entries.append(entry) }

    fileprivate func takeRowsOut() {
        // From the end, so that each position still names its entry.
        for (position, entry) in entries.enumerated().reversed() {
            switch entry {
            case .row: menu.remove(at: position)
            case .section(let section): section.takeRowsOut()
            case .link: break
            }
        }
    }

    fileprivate func putRowsBack() {
        // From the start: what comes before a row is back in place when it goes in.
        for (position, entry) in entries.enumerated() {
            switch entry {
            case .row(let item): menu.insert(item, at: position)
            case .section(let section): section.putRowsBack()
            case .link: break
            }
        }
    }
}
