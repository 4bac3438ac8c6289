import EditMenu
import Foundation
import GtkKit4

/// Shows a controller's menus in one GtkPopoverMenu, re-pointed at each
/// view that asks.
///
/// The popover never takes the keyboard (the focus rule): it does not
/// autohide, which on GTK 4 would grab the keyboard, and it cannot be
/// focused, so typing goes on into the field while it is up. Escape reaches
/// it from the view's own shortcuts (`TriggerControllers`).
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
    /// Set while this presenter closes the popover itself, so GTK's `closed`
    /// is not reported back as the user's dismissal.
    private var isDismissing = false

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
            popover.attach(to: view.gtkWidget)
            attachedView = view
        }
        view.gtkWidget.insertActionGroup(Self.actionPrefix, model?.actions)
        popover.point(at: request.rect)
        popover.popup()
        return request.rect
    }

    func update(_ menu: ResolvedMenu) {
        guard let popover, let view = attachedView else { return }
        show(menu, in: popover)
        view.gtkWidget.insertActionGroup(Self.actionPrefix, model?.actions)
    }

    func dismiss(animated: Bool) {
        isDismissing = true
        popover?.popdown()
        isDismissing = false
    }

    /// `view`'s widget is going: the popover leaves it first.
    func detach(from view: View) {
        guard attachedView === view else { return }
        dismiss(animated: false)
        popover?.attach(to: nil)
        attachedView = nil
    }

    private func show(_ menu: ResolvedMenu, in popover: Gtk.PopoverMenu) {
        let model = MenuModel(menu, prefix: Self.actionPrefix) { [weak self] id in
            self?.controller?.perform(itemID: id)
        }
        popover.setModel(model.menu)
        self.model = model
    }

    private func makePopover() -> Gtk.PopoverMenu {
        let popover = Gtk.PopoverMenu(model: Gio.Menu())
        popover.autohides = false
        popover.isFocusable = false
        popover.set("can-focus", false)
        popover.hasArrow = true
        popover.addCSSClass("edit-menu")
        popover.connect(.closed) { [weak self] in self?.popoverClosed() }
        self.popover = popover
        return popover
    }

    private func popoverClosed() {
        guard !isDismissing else { return }
        // GTK closes the popover before it runs the chosen item's action:
        // the controller hears of the dismissal after the event, once the
        // item has run.
        GLib.MainLoop.afterCurrentEvent { [weak self] in
            guard let controller = self?.controller, controller.isMenuVisible else { return }
            controller.presenterDidDismiss()
        }
    }
}
