import EditMenuGio
import GtkKit

/// The GtkPopover a presenter shows its menus in, reused from one menu to
/// the next.
///
/// Building a popover (widgets, CSS, an X window) costs far more than
/// resolving a menu, so one popover per presenter is bound to the
/// presenter's `GMenu` once and re-pointed (`relativeTo`) at each target.
/// GTK owns it as a child of the target's window; we hold a reference too,
/// and destroy it ourselves only from idle callbacks — never inside GTK's
/// own signal emissions.
@MainActor
final class PopoverHandle {
    let popover: Gtk.Popover
    /// The row a compact popover shows; nil for the list.
    let compactRow: CompactMenuRow?
    /// True from the moment the popover started closing ("closed") until the next popup.
    private(set) var isClosing = false
    private(set) var isDestroyed = false

    /// The list layout: a popover showing `model`'s GMenu.
    convenience init(model: MenuModel, pointingAt view: View, onClosed: @escaping @MainActor () -> Void) {
        // Rows made from here on read as menu items to assistive technology.
        Gtk.ModelButton.readAsMenuItems()
        // The new popover belongs to the window (its parent sinks the
        // floating reference); the wrapper takes one of our own.
        let popover = Gtk.PopoverMenu(model: model.menu, relativeTo: view.gtkWidget)
        self.init(popover: popover, onClosed: onClosed)
        popover.insertActionGroup(model.actionGroup, prefix: MenuModel.actionPrefix)
        // GtkPopoverMenu shows each submenu as a page of its GtkStack; the model
        // fills the pages a page leads to once that page is on screen.
        if let stack = pages {
            // The handler lives as long as the stack, which emits it: it must
            // not hold the stack (that would keep the stack, and so the
            // handler, alive for ever), and reads the page through the handle.
            stack.connect(.notify("visible-child-name")) { [weak self, weak model] in
                guard let page = self?.pages?.visiblePageName else { return }
                // Not inside the stack's own change: adding rows adds pages to it.
                GLib.MainLoop.afterCurrentEvent { model?.pageShown(page) }
            }
        }
    }

    /// The compact layout: a popover holding `row`, which lives and dies with it.
    convenience init(row: CompactMenuRow, pointingAt view: View, onClosed: @escaping @MainActor () -> Void) {
        self.init(popover: Gtk.Popover(relativeTo: view.gtkWidget), compactRow: row, onClosed: onClosed)
        popover.add(row.box)
        row.box.show()
    }

    private init(popover: Gtk.Popover, compactRow: CompactMenuRow? = nil, onClosed: @escaping @MainActor () -> Void) {
        self.popover = popover
        self.compactRow = compactRow
        popover.addStyleClass("edit-menu")
        // Never modal: a menu leaves the keyboard where it is (the focus rule).
        popover.isModal = false
        // A menu, as GtkMenu is, not the panel GTK calls a popover; a screen
        // reader adds the role to the name: "Edit menu".
        // Translators: the edit menu's name to assistive technology, which
        // says its role after it ("Edit menu"): the word for editing only.
        popover.readAsMenu(named: tr("Edit"))
        popover.connect(.destroy) { [weak self] in self?.isDestroyed = true }
        popover.connect(.closed) { [weak self] in
            self?.isClosing = true
            onClosed()
        }
    }

    isolated deinit {
        if !isDestroyed { popover.destroy() }
    }

    /// The list's stack of pages (GtkPopoverMenu shows one per submenu); nil for the compact row.
    private var pages: Gtk.Stack? {
        compactRow == nil ? popover.child?.as(Gtk.Stack.self) : nil
    }

    /// The list's page on screen; nil for the compact row.
    var visiblePage: Gtk.Widget? { pages?.visiblePage }

    /// The list's page named `name` (a submenu's or "More…" page's title, or
    /// "main"); nil for the compact row.
    func page(named name: String) -> Gtk.Widget? { pages?.page(named: name) }

    /// Whether the popover is on screen and not on its way out.
    var isOpen: Bool { !isDestroyed && !isClosing && popover.isVisible }

    /// Points the popover at `view` (moving it to `view`'s window if need be).
    func attach(to view: View) {
        if popover.relativeTo != view.gtkWidget {
            popover.relativeTo = view.gtkWidget
        }
    }

    func popup(animated: Bool) {
        if isClosing, popover.isVisible {
            // Still animating out: GTK 3 ignores a popup then (the widget is
            // "visible"), and the animation would hide it afterwards. Finish
            // the hide first, without animation.
            popover.transitionsEnabled = false
            popover.hide()
        }
        isClosing = false
        popover.transitionsEnabled = animated
        popover.popup()
        // The opening animation is under way; closing is always immediate
        // (also when GTK closes the popover itself, after a click on an
        // item). A menu fading out would otherwise still cover what is
        // under it, and a popup during the fade is ignored by GTK 3.
        popover.transitionsEnabled = false
    }

    /// Closes the popover at once (see `popup`); `animated` is accepted for
    /// the presenter protocol's sake.
    func popdown(animated: Bool) {
        guard !isDestroyed else { return }
        isClosing = true
        popover.transitionsEnabled = false
        popover.popdown()
    }

    /// Removes every page but the top level from a list popover whose GMenu
    /// was emptied.
    ///
    /// GtkPopoverMenu removes a submenu's page when the submenu's row goes,
    /// but not the pages that page led to: in a reused popover they stayed
    /// (every "More…" page seen, sized at each showing) and the next menu's
    /// pages of the same names clashed with them ("Duplicate child name in
    /// GtkStack").
    func removeSubmenuPages() {
        guard !isDestroyed, let stack = pages else { return }
        let main = stack.page(named: MenuPages.mainPageName)
        for page in stack.allChildren where page != main {
            stack.remove(page)
        }
    }

    /// Destroys the popover (call from idle, not from a GTK signal).
    func destroy() {
        guard !isDestroyed else { return }
        popover.destroy()
    }
}
