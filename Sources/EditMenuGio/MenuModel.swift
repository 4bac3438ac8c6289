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
/// shown (``pageShown(_:)``).
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

    /// The submenu and "More…" pages whose rows are not in the GMenu yet, by
    /// name (see `pageShown`).
    private var deferredPages: [String: DeferredPage] = [:]
    /// Whether a page was filled since the last rebuild: the menu then holds
    /// more than its top level.
    private var filledDeferredPages = false
    /// Called after `pageShown` added rows, so they can be prepared.
    package var onRowsAdded: (@MainActor () -> Void)?
    /// Called when the GMenu was emptied, for the pages GTK leaves behind.
    package var onEmptied: (@MainActor () -> Void)?

    /// A submenu or "More…" page, linked in the GMenu but still empty.
    private struct DeferredPage {
        let menu: Gio.Menu
        let entries: [PagedEntry]
    }

    /// Counts the rebuilds that changed the GMenu: the rows GTK made for it are
    /// new when this changed.
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
        append(MenuPages.paged(resolved.entries, rowsPerPage: pageRows), to: menu)
    }

    private func empty() {
        deferredPages.removeAll()
        filledDeferredPages = false
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
    package func pageShown(_ name: String) {
        guard let page = deferredPages.removeValue(forKey: name) else { return }
        generation += 1
        filledDeferredPages = true
        append(page.entries, to: page.menu)
        onRowsAdded?()
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
