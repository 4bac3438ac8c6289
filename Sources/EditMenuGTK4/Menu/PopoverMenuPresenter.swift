import EditMenu
import Foundation
import GtkKit4

/// Shows a controller's menus in one GtkPopoverMenu, re-pointed at each
/// view that asks.
///
/// The popover never takes the keyboard (the focus rule): it does not
/// autohide, which on GTK 4 would grab the keyboard, and it cannot be
/// focused, so typing goes on into the field while it is up. So GTK closes
/// it on nothing: a `WindowWatcher` on the view's window closes it on
/// Escape and on a click elsewhere, and hands the arrow keys and Enter to
/// `MenuKeyboardNavigation`. A menu opened from the keyboard starts on its
/// first item.
///
/// While a screen reader runs, every menu starts on its first item, which
/// takes the focus (the only way GTK 4.8 has to tell assistive technology
/// which item is highlighted), and a key the menu does not use closes the
/// menu, gives the focus back to the widget that had it (a GtkText with
/// its selection as it was) and goes on there.
///
/// ```swift
/// controller.presenter = PopoverMenuPresenter(controller: controller)
/// ```
@MainActor
final class PopoverMenuPresenter: EditMenuPresenter {
    private weak var controller: EditMenuController?
    private var popover: Gtk.PopoverMenu?
    private weak var attachedView: View?
    /// The menu on screen: its actions live as long as it does.
    private var model: MenuModel?
    /// What `model` shows, and the view its actions were inserted on.
    private var shownMenu: ResolvedMenu?
    private weak var actionsView: View?
    /// Set while this presenter closes the popover itself, so GTK's `closed`
    /// is not reported back as the user's dismissal.
    private var isDismissing = false
    private var navigation: MenuKeyboardNavigation?
    /// Watches the window of the view the popover is attached to.
    private var watcher: WindowWatcher?
    /// While a screen reader runs: the widget that had the focus when the
    /// menu opened, which gets it back when the menu closes.
    private var focusBeforeMenu: Gtk.Widget?
    /// The keys pressed while the focus is in the popover: GTK hands them
    /// to the popover (a surface of its own), not through the window.
    private let popoverKeys = Gtk.EventControllerKey()

    static let actionPrefix = "edit-menu"

    init(controller: EditMenuController) {
        self.controller = controller
    }

    func present(_ request: EditMenuPresentationRequest) -> CGRect {
        guard let view = request.view as? View, !view.isDestroyed else { return .zero }
        let popover = self.popover ?? makePopover()
        show(request.menu, in: popover)
        if attachedView !== view {
            attachedView?.gtkWidget.insertActionGroup(Self.actionPrefix, nil)
            actionsView = nil
            popover.attach(to: view.gtkWidget)
            attachedView = view
        }
        insertActions(on: view)
        watch(view.gtkWidget.window)
        popover.point(at: request.rect)
        navigation?.end()
        let spoken = ScreenReader.isRunning
        focusBeforeMenu = spoken ? view.gtkWidget.window?.focus : nil
        popover.set("can-focus", spoken)
        navigation?.isSpoken = spoken
        popover.popup()
        if request.source == .keyboard || spoken { navigation?.highlightFirst() }
        return request.rect
    }

    func update(_ menu: ResolvedMenu) {
        guard let popover, let view = attachedView else { return }
        show(menu, in: popover)
        insertActions(on: view)
    }

    func dismiss(animated: Bool) {
        isDismissing = true
        navigation?.end()
        popover?.popdown()
        isDismissing = false
        giveFocusBack()
    }

    /// The focus goes back where it was before a spoken menu took it.
    private func giveFocusBack() {
        guard let widget = focusBeforeMenu else { return }
        focusBeforeMenu = nil
        guard let popover, popover.containsFocus || widget.window?.focus == nil else { return }
        widget.grabFocusKeepingSelection()
    }

    /// `view`'s widget is going: the popover leaves it first.
    func detach(from view: View) {
        guard attachedView === view else { return }
        dismiss(animated: false)
        popover?.attach(to: nil)
        attachedView = nil
        actionsView = nil
        watcher?.stop()
        watcher = nil
    }

    /// Shows `menu`, building its model only when it changed: a new model
    /// makes GtkPopoverMenu tear down every row and build it again, most of
    /// an opening's cost when the same menu opens again.
    private func show(_ menu: ResolvedMenu, in popover: Gtk.PopoverMenu) {
        guard model == nil || menu != shownMenu else { return }
        shownMenu = menu
        actionsView = nil
        let model = MenuModel(menu, prefix: Self.actionPrefix) { [weak self] id in
            self?.controller?.perform(itemID: id)
        }
        popover.setModel(model.menu)
        self.model = model
    }

    /// Makes the model's actions reachable from `view`, where the popover
    /// is attached (inserting them again would make every row look its
    /// action up again).
    private func insertActions(on view: View) {
        guard actionsView !== view else { return }
        view.gtkWidget.insertActionGroup(Self.actionPrefix, model?.actions)
        actionsView = view
    }

    private func makePopover() -> Gtk.PopoverMenu {
        let popover = Gtk.PopoverMenu(model: Gio.Menu())
        popover.autohides = false
        popover.isFocusable = false
        popover.set("can-focus", false)
        popover.hasArrow = true
        popover.addCSSClass("edit-menu")
        // A screen reader says the role after the name: "Edit menu".
        // Translators: the edit menu's name to assistive technology, which
        // says its role after it ("Edit menu"): the word for editing only.
        popover.accessibleLabel = tr("Edit")
        popover.connect(.closed) { [weak self] in self?.popoverClosed() }
        popoverKeys.phase = .capture
        popoverKeys.connect(.keyPressed) { [weak self] keyval, _ in
            guard let self else { return false }
            return keyPressed(keyval, forwardingWith: popoverKeys)
        }
        popover.addController(popoverKeys)
        navigation = MenuKeyboardNavigation(in: popover)
        self.popover = popover
        return popover
    }

    /// Watches `window` (the one the menu is in) from now on. The watcher
    /// stays while menus come and go in the same window, and moves with
    /// the next menu shown in another.
    private func watch(_ window: Gtk.Window?) {
        guard watcher?.window != window else { return }
        watcher?.stop()
        watcher = window.map { window in
            WindowWatcher(window, keyPressed: { [weak self] keyval in self?.keyPressed(keyval, forwardingWith: nil) ?? false },
                          pressedElsewhere: { [weak self] in self?.pressedElsewhere() })
        }
    }

    /// A key pressed in the menu's window, or in the popover while a spoken
    /// menu has the focus (`keys` then, which hands a key on): Escape and
    /// the menu's keys are the menu's while it is up; the rest go on to the
    /// focused widget.
    private func keyPressed(_ keyval: UInt32, forwardingWith keys: Gtk.EventControllerKey?) -> Bool {
        guard let controller, controller.isMenuVisible else { return false }
        if keyval == Gdk.Key.escape {
            controller.hideMenu()
            return true
        }
        if navigation?.handleKey(keyval) == true { return true }
        // A spoken menu has the focus: any other key closes it and goes on
        // into the widget that had the focus (a modifier alone waits).
        guard let keys, let widget = focusBeforeMenu, !Gdk.Key.isModifier(keyval) else { return false }
        controller.hideMenu()
        keys.forward(to: widget)
        return true
    }

    private func pressedElsewhere() {
        guard let controller, controller.isMenuVisible else { return }
        controller.hideMenu()
    }

    private func popoverClosed() {
        navigation?.end()
        guard !isDismissing else { return }
        giveFocusBack()
        // GTK closes the popover before it runs the chosen item's action:
        // the controller hears of the dismissal after the event, once the
        // item has run.
        GLib.MainLoop.afterCurrentEvent { [weak self] in
            guard let controller = self?.controller, controller.isMenuVisible else { return }
            controller.presenterDidDismiss()
        }
    }
}
