import EditMenu
import Foundation
import GtkKit4

/// Shows a controller's menus in two popovers, one per layout, each kept
/// from menu to menu and re-pointed at each view that asks: the list (a
/// GtkPopoverMenu, ``ListPopover``) and the compact row for fingers
/// (``CompactMenuRow``), whose "More" shows the same menu as the list in
/// place.
///
/// The popovers never take the keyboard (the focus rule): they do not
/// autohide, which on GTK 4 would grab the keyboard, and they cannot be
/// focused, so typing goes on into the field while a menu is up. So GTK
/// closes them on nothing: a `WindowWatcher` on the view's window closes
/// the menu on Escape and on a click elsewhere, and hands the arrow keys and
/// Enter to `MenuKeyboardNavigation`. A menu opened from the keyboard starts
/// on its first item.
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
    private var list: ListPopover?
    private var row: CompactMenuRow?
    /// Where the menu on screen points, kept to show it again in place ("More").
    private struct Placement {
        weak var view: View?
        var rect: CGRect
        var arrowDirection: ArrowDirection
        var layout: MenuLayout
    }
    private var placement: Placement?
    /// The view both popovers are attached to.
    private weak var attachedView: View?
    /// The popover of the layout on screen (or last on screen), and its keys.
    private var current: Gtk.Popover? {
        switch placement?.layout {
        case .compact: row?.popover
        case .list, nil: list?.popover
        }
    }
    private var navigations: [MenuLayout: MenuKeyboardNavigation] = [:]
    private var navigation: MenuKeyboardNavigation? { navigations[placement?.layout ?? .list] }
    /// Set while this presenter closes a popover itself, so GTK's `closed`
    /// is not reported back as the user's dismissal.
    private var isDismissing = false
    /// Watches the window of the view the popovers are attached to.
    private var watcher: WindowWatcher?
    /// Keeps GTK's pointer focus on the menu under the pointer in that window.
    private var pointerFocus: MenuPointerFocus?
    /// Takes back the pointer's events on the menu GTK hands to that window.
    private var pointerUnderGrab: MenuPointerUnderGrab?
    /// While a screen reader runs: the widget that had the focus when the
    /// menu opened, which gets it back when the menu closes.
    private var focusBeforeMenu: Gtk.Widget?
    /// The key controllers on the popovers (held: a wrapper made again
    /// from the widget would be another Swift object).
    private var popoverKeys: [Gtk.EventControllerKey] = []
    /// The list's popup, put off until the list is laid out (`ListPopover.onceLaidOut`).
    private var pendingPopup: Deferred?
    /// Shows a popover again that GDK never drew (Wayland).
    private let undrawn = UndrawnPopoverWatch()

    init(controller: EditMenuController) {
        self.controller = controller
    }

    func present(_ request: EditMenuPresentationRequest) -> CGRect {
        guard let view = request.view as? View, !view.isDestroyed else { return .zero }
        closeAll()
        placement = Placement(view: view, rect: request.rect, arrowDirection: request.arrowDirection,
                              layout: request.layout)
        if request.layout == .compact { row?.startOver() }
        show(request.menu, startingOver: true)
        let spoken = ScreenReader.isRunning
        focusBeforeMenu = spoken ? view.gtkWidget.window?.focus : nil
        popup(startingOnFirstItem: request.source == .keyboard || spoken)
        return request.rect
    }

    func update(_ menu: ResolvedMenu) {
        guard attachedView != nil else { return }
        show(menu, startingOver: false)
        navigation?.itemsChanged()
    }

    func dismiss(animated: Bool) {
        closeAll()
        giveFocusBack()
        placement = nil
    }

    /// `view`'s widget is going: the popovers leave it first.
    func detach(from view: View) {
        guard attachedView === view else { return }
        dismiss(animated: false)
        list?.attach(to: nil)
        row?.popover.attach(to: nil)
        attachedView = nil
        watcher?.stop()
        watcher = nil
        pointerFocus?.stop()
        pointerFocus = nil
        pointerUnderGrab?.stop()
        pointerUnderGrab = nil
    }

    // MARK: Inspection (the bench; `package`, not API)

    /// The layout on screen, or nil.
    package var layoutOnScreen: MenuLayout? {
        guard current?.isMapped == true else { return nil }
        return placement?.layout
    }

    // MARK: Showing

    /// The current layout's contents: the list's GMenu, or the row.
    private func show(_ menu: ResolvedMenu, startingOver: Bool) {
        guard let placement, let view = placement.view else { return }
        switch placement.layout {
        case .list:
            let list = self.list ?? makeList()
            if startingOver { list.show(menu) } else { list.update(menu) }
        case .compact:
            (self.row ?? makeRow()).rebuild(menu, maximumWidth: Self.widthThatFits(in: view))
        }
    }

    /// Puts the current layout's popover on screen at the placement.
    private func popup(startingOnFirstItem: Bool) {
        guard let placement, let view = placement.view, !view.isDestroyed, let popover = current else { return }
        attach(to: view)
        watch(view.gtkWidget.window)
        popover.point(at: placement.rect)
        popover.position = placement.arrowDirection.popoverSide(rightToLeft: popover.isRightToLeft)
        navigation?.end()
        let spoken = focusBeforeMenu != nil
        popover.set("can-focus", spoken)
        if placement.layout == .compact { row?.buttonsTakeFocus = spoken }
        navigation?.isSpoken = spoken
        if placement.layout == .list, let list, list.awaitsLayout {
            pendingPopup = list.onceLaidOut { [weak self] in
                self?.reveal(popover, startingOnFirstItem: startingOnFirstItem)
            }
        } else {
            reveal(popover, startingOnFirstItem: startingOnFirstItem)
        }
    }

    private func reveal(_ popover: Gtk.Popover, startingOnFirstItem: Bool) {
        pointerFocus?.popoverShown(popover)
        popover.popup()
        if startingOnFirstItem { navigation?.highlightFirst() }
        undrawn.shown(popover) { [weak self, weak popover] in
            guard let self, let popover, popover === current else { return }
            isDismissing = true
            popover.popdown()
            isDismissing = false
            reveal(popover, startingOnFirstItem: startingOnFirstItem)
        }
    }

    /// "More" in the compact row: the same menu, as the list, in place,
    /// with no hide or show events (the menu never went away).
    private func expandToList() {
        guard var placement, placement.layout == .compact, let menu = controller?.currentMenu else { return }
        closeAll()
        placement.layout = .list
        self.placement = placement
        show(menu, startingOver: true)
        popup(startingOnFirstItem: focusBeforeMenu != nil)
    }

    /// Takes both popovers down.
    private func closeAll() {
        pendingPopup = nil
        undrawn.stop()
        isDismissing = true
        for (layout, navigation) in navigations where layout != placement?.layout { navigation.end() }
        navigation?.end()
        for popover in [list?.popover, row?.popover].compactMap({ $0 }) where popover.isVisible {
            popover.popdown()
        }
        isDismissing = false
    }

    /// Both popovers point into `view` from now on.
    private func attach(to view: View) {
        guard attachedView !== view else { return }
        list?.attach(to: view.gtkWidget)
        row?.popover.attach(to: view.gtkWidget)
        attachedView = view
    }

    /// The focus goes back where it was before a spoken menu took it.
    private func giveFocusBack() {
        guard let widget = focusBeforeMenu else { return }
        focusBeforeMenu = nil
        guard let popover = current, popover.containsFocus || widget.window?.focus == nil else { return }
        widget.grabFocusKeepingSelection()
    }

    private func makeList() -> ListPopover {
        let list = ListPopover { [weak self] id in self?.controller?.perform(itemID: id) }
        prepare(list.popover)
        let keys = MenuKeyboardNavigation(in: list.popover, axis: .vertical) { [weak list] in list?.reachableRows ?? [] }
        list.onRowsAdded = { [weak keys] in keys?.itemsChanged() }
        navigations[.list] = keys
        if let view = attachedView { list.attach(to: view.gtkWidget) }
        self.list = list
        return list
    }

    private func makeRow() -> CompactMenuRow {
        let row = CompactMenuRow(choose: { [weak self] id in self?.controller?.perform(itemID: id) },
                                 more: { [weak self] in self?.expandToList() })
        prepare(row.popover)
        let keys = MenuKeyboardNavigation(in: row.popover, axis: .horizontal) { [weak row] in row?.buttons ?? [] }
        row.onButtonsReplaced = { [weak keys] in keys?.itemsChanged() }
        navigations[.compact] = keys
        if let view = attachedView { row.popover.attach(to: view.gtkWidget) }
        self.row = row
        return row
    }

    /// What both popovers share: no autohide (it would grab the keyboard),
    /// no focus, an arrow, our style class and name, and the keys that
    /// reach them while a spoken menu has the focus.
    private func prepare(_ popover: Gtk.Popover) {
        popover.autohides = false
        popover.isFocusable = false
        popover.set("can-focus", false)
        popover.hasArrow = true
        popover.addCSSClass("edit-menu")
        // A screen reader says the role after the name: "Edit menu".
        // Translators: the edit menu's name to assistive technology, which
        // says its role after it ("Edit menu"): the word for editing only.
        popover.accessibleLabel = tr("Edit")
        popover.connect(.closed) { [weak self, weak popover] in
            guard let self, let popover, popover === current else { return }
            popoverClosed()
        }
        // GTK hands the keys pressed while the focus is in the popover to
        // the popover (a surface of its own), not through the window.
        let keys = Gtk.EventControllerKey()
        keys.phase = .capture
        keys.connect(.keyPressed) { [weak self, weak keys] keyval, _ in
            guard let self, let keys else { return false }
            return keyPressed(keyval, forwardingWith: keys)
        }
        popover.addController(keys)
        popoverKeys.append(keys)
    }

    /// Watches `window` (the one the menu is in) from now on. The watcher
    /// stays while menus come and go in the same window, and moves with
    /// the next menu shown in another.
    private func watch(_ window: Gtk.Window?) {
        guard watcher?.window != window else { return }
        watcher?.stop()
        pointerFocus?.stop()
        pointerUnderGrab?.stop()
        watcher = window.map { window in
            WindowWatcher(window, keyPressed: { [weak self] keyval in self?.keyPressed(keyval, forwardingWith: nil) ?? false },
                          pressedElsewhere: { [weak self] time in self?.pressedElsewhere(at: time) })
        }
        pointerFocus = window.flatMap { window in
            guard MenuPointerFocus.isNeeded else { return nil }
            return MenuPointerFocus(window, popovers: { [weak self] in
                [self?.list?.popover, self?.row?.popover].compactMap { $0 }
            })
        }
        // After the watcher: its controller sees an event first.
        pointerUnderGrab = window.map { window in
            MenuPointerUnderGrab(window, menu: { [weak self] in
                guard let self, let popover = current, popover.isMapped, let keys = navigation else { return nil }
                return (popover, keys)
            })
        }
    }

    /// A key pressed in the menu's window, or in the popover while a spoken
    /// menu has the focus (`keys` then, which hands a key on): Escape and
    /// the menu's keys are the menu's while it is up; the rest go on to the
    /// focused widget.
    private func keyPressed(_ keyval: UInt32, forwardingWith keys: Gtk.EventControllerKey?) -> Bool {
        guard let controller, controller.isMenuVisible else { return false }
        // While an input method composes, its keys are its own: Enter
        // commits, the arrows pick a candidate, Esc cancels; the menu has
        // them again once the composition ends.
        if focusedTextIsComposing { return false }
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

    /// Whether an input method composes in the text with the keyboard.
    private var focusedTextIsComposing: Bool {
        (View.enclosingView(of: watcher?.window.focus) as? EditableText)?.isComposing == true
    }

    private func pressedElsewhere(at time: UInt32) {
        guard let controller, controller.isMenuVisible else { return }
        Self.lastClosingPress = (time, .now)
        controller.hideMenu()
    }

    /// The event time of the last press that closed a menu, and when it came.
    private static var lastClosingPress: (time: UInt32, instant: ContinuousClock.Instant)?

    /// Whether the press at `time` (a press being handled) closed a menu:
    /// a finger's tap on a selection that closed the menu leaves it closed.
    static func pressClosedAMenu(at time: UInt32) -> Bool {
        time != 0 && lastClosingPress?.time == time
    }

    /// Whether a press closed a menu in the last `interval`, and after
    /// `instant`: GTK asks for a finger's menu 50 ms after the tap that
    /// asked, whose press may have closed the menu already.
    static func aPressClosedAMenu(within interval: Duration, after instant: ContinuousClock.Instant?) -> Bool {
        guard let closing = lastClosingPress?.instant, ContinuousClock.now - closing < interval else { return false }
        return instant.map { closing > $0 } ?? true
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

    /// How wide a compact row may be: its window's width, less a margin.
    private static func widthThatFits(in view: View) -> Int {
        max(CompactMenuRow.minimumHeight * 3, (view.gtkWidget.window?.width ?? 0) - 24)
    }
}

extension ArrowDirection {
    /// The side of its target GTK 4 puts the popover on for this physical
    /// direction: the arrow points at the target, so an arrow pointing up
    /// puts the menu below it. (GTK 4, unlike GTK 3, does not mirror left
    /// and right in a right-to-left popover.)
    func popoverSide(rightToLeft: Bool) -> Gtk.Side {
        switch resolved(rightToLeft: rightToLeft) {
        case .up: .bottom
        case .left: .right
        case .right: .left
        default: .top
        }
    }
}
