import EditMenu
import EditMenuGio
import GtkKit4

/// The list layout of a menu: one GtkPopoverMenu bound to the shared
/// ``MenuModel`` (a GMenu of GActions, cut into pages), kept from menu to
/// menu. The model changes the GMenu in place, and GtkPopoverMenu follows
/// it row by row; a menu that did not change costs nothing to show again.
/// (The popover keeps the one model: GtkPopoverMenu 4.8 leaves a handler of
/// its old contents connected when its model is replaced, which crashes
/// the next time the popover changes side.)
///
/// GtkPopoverMenu shows a submenu, and each "More…" page of a long menu, as
/// a page of its own GtkStack, named by its title. The model fills a page
/// when the stack shows it (``MenuModel/pageShown(_:)``), so a menu costs
/// what its top level costs.
///
/// ```swift
/// let list = ListPopover { itemID in controller.perform(itemID: itemID) }
/// list.show(menu)
/// list.popover.popup()
/// ```
@MainActor
final class ListPopover {
    let popover: Gtk.PopoverMenu
    private let model: MenuModel
    /// The page stack GtkPopoverMenu shows the list's pages in.
    private var stack: Gtk.Stack?
    /// Called when a page got its rows.
    var onRowsAdded: (@MainActor () -> Void)?

    init(choose: @escaping @MainActor (ResolvedMenuItem.ID) -> Void) {
        model = MenuModel(onActivate: choose)
        popover = Gtk.PopoverMenu(model: model.menu)
        model.onRowsAdded = { [weak self] _ in
            self?.onRowsAdded?()
            self?.presentOnceLaidOut()
        }
        model.onEmptied = { [weak self] in self?.removeSubmenuPages() }
        // GtkPopoverMenu makes its stack with the popover.
        stack = popover.firstDescendant(Gtk.Stack.self)
        stack?.connect(.notify("visible-child-name")) { [weak self] in self?.pageChanged() }
    }

    /// Points the popover into `widget` (nil: out of every widget). The
    /// model's actions go with it, inserted on the widget itself: GTK 4.8
    /// shows every row of a popover whose own actions were inserted on it
    /// as disabled once it is moved to another widget.
    func attach(to widget: Gtk.Widget?) {
        popover.parent?.insertActionGroup(MenuModel.actionPrefix, nil)
        popover.attach(to: widget)
        widget?.insertActionGroup(MenuModel.actionPrefix, model.actionGroup)
    }

    /// Shows `menu` from the next opening on, from its top level; the rows
    /// change only where the menu did.
    func show(_ menu: ResolvedMenu) {
        model.forgetShownPages()
        rebuild(menu)
    }

    /// Shows `menu` in place, on the page on screen (an update while it is up).
    func update(_ menu: ResolvedMenu) {
        rebuild(menu)
    }

    /// Whether rows came while the popover was down, so that its size is
    /// known only once GtkPopoverMenu has settled the lines between its
    /// sections (in a high-priority idle of its own): see ``onceLaidOut(_:)``.
    private(set) var awaitsLayout = false

    private func rebuild(_ menu: ResolvedMenu) {
        let generation = model.generation
        model.rebuild(menu)
        guard model.generation != generation else { return }
        if popover.isVisible { presentOnceLaidOut() } else { awaitsLayout = true }
    }

    /// Runs `popup` (which puts the popover on screen) once the popover is
    /// laid out; nothing when the returned work is released first.
    ///
    /// Shown at once, the popover took the size of its rows before their
    /// section lines settled, and was sized again a moment later; under
    /// Wayland GDK 4.8 then makes the popup anew when the compositor cannot
    /// move popups (sway 1.7): two popups, and two configures, for one menu.
    func onceLaidOut(_ popup: @escaping @MainActor () -> Void) -> Deferred {
        Deferred(.beforeNextFrame) { [weak self] in
            self?.awaitsLayout = false
            popup()
        }
    }

    /// New rows: the popover is sized for them once GtkPopoverMenu has
    /// settled the lines between its sections (in an idle of its own).
    private func presentOnceLaidOut() {
        popover.presentOnceLaidOut()
    }

    /// Removes every page but the top level once the model's GMenu was
    /// emptied (a new menu, or the same one after its pages were turned).
    ///
    /// GtkPopoverMenu 4.8 leaves a submenu's page in its stack when the
    /// submenu's row goes: the next menu's page of the same name was added
    /// beside it ("duplicate child name in GtkStack"), the stale page was the
    /// one shown by that name, and every page ever shown was sized again at
    /// each opening, so each opening cost more than the last.
    private func removeSubmenuPages() {
        guard let stack else { return }
        let main = stack.page(named: MenuPages.mainPageName)
        for page in stack.children where page != main {
            stack.remove(page)
        }
    }

    /// The rows the keys reach: the enabled rows of the page
    /// on screen, a submenu page's title row (GTK's way back) after its
    /// items. While a page slides in, the page it slides from stays mapped.
    var reachableRows: [Gtk.Widget] {
        let page = stack?.visiblePage ?? popover
        let rows = page.descendants.filter { $0.is(typeNamed: "GtkModelButton") }
        let titles = rows.filter(Self.isTitleRow)
        return rows.filter { !titles.contains($0) } + titles
    }

    /// A submenu page's title row, which goes back (GtkModelButton's role
    /// `GTK_BUTTON_ROLE_TITLE`, 3; its enum is GTK's own).
    static func isTitleRow(_ row: Gtk.Widget) -> Bool { row.int("role") == 3 }

    private func pageChanged() {
        guard let name = stack?.visiblePageName else { return }
        model.pageShown(name)
    }
}
