import EditMenu
import EditMenuGio
import Foundation
import GtkKit

/// Shows an edit menu as a `GtkPopover` bound to a `GMenu` model.
///
/// Menus never take the keyboard: focus stays where it was (a text field
/// keeps its caret, selection and input-method pre-edit, and typing goes on
/// into it), and the items do not take focus when clicked. Esc and a click
/// elsewhere in the window close a menu; arrow keys move through its items
/// and Enter chooses (`MenuKeyboardNavigation`), starting on the first item
/// when the menu was opened from the keyboard. While a screen reader runs
/// (`ScreenReader`), every menu starts on its first item, and a key the menu
/// does not use closes it before going on to the field (the screen-reader
/// rule, ARCHITECTURE.md).
///
/// `EditMenuGTK.install()` makes this the presenter of every controller, as
/// an application configuring the edit-menu system itself would:
///
/// ```swift
/// EditMenuSystem.bootstrap(.init(presenterFactory: { PopoverPresenter(controller: $0) }))
/// ```
@MainActor
public final class PopoverPresenter: EditMenuPresenter {
    private weak var controller: EditMenuController?
    private lazy var model: MenuModel = {
        let model = MenuModel { [weak self] itemID in self?.activate(itemID) }
        model.onRowsAdded = { [weak self] pages in self?.rowsAdded(onPages: pages) }
        model.onEmptied = { [weak self] in self?.popovers[.list]?.removeSubmenuPages() }
        return model
    }()

    /// Where the current menu points, kept so it can be shown again in place.
    private struct Placement {
        weak var view: View?
        var rect: CGRect
        var arrowDirection: ArrowDirection
        /// Opened from the keyboard: the first item starts highlighted.
        var fromKeyboard: Bool
        var layout: MenuLayout
    }
    private var placement: Placement?
    /// One popover per layout, reused from menu to menu.
    private var popovers: [MenuLayout: PopoverHandle] = [:]
    /// The one on screen, or last on screen.
    private var current: PopoverHandle?
    /// The list popover and model generation whose rows `prepareItemWidgets` prepared
    /// (weak: a popover made after this one is gone is never taken for it).
    private weak var preparedPopover: PopoverHandle?
    private var preparedGeneration = 0
    /// Where the menu is in its life; see `PopoverPhase` for the transitions.
    private(set) var phase = PopoverPhase()
    /// True while we take the popover down ourselves, so GTK's "closed" is ours.
    private var isClosingOurselves = false
    private var watchers: [GLib.Connection] = []
    /// The click watch on the window of the last menu, kept from menu to
    /// menu: GTK 3 keeps a record of every gesture a widget ever had (a
    /// dropped one leaves its entry behind, and each new gesture walks them
    /// all), so a gesture made per menu made every menu slower than the last.
    private var outsideClicks: Gtk.ClickGesture?
    /// The menu a click outside closes now; nil while none is watched.
    private var watchedPresentation: Int?
    private var keyboardNavigation: MenuKeyboardNavigation?

    public init(controller: EditMenuController) {
        self.controller = controller
    }

    // MARK: EditMenuPresenter

    public func present(_ request: EditMenuPresentationRequest) -> CGRect {
        closeCurrent(animated: false)
        guard let view = request.view as? View, !view.isDestroyed else {
            Log.warning("edit menu: \(request.view.diagnosticName) has no GTK widget to point at")
            return .zero
        }
        placement = Placement(view: view, rect: request.rect, arrowDirection: request.arrowDirection,
                              fromKeyboard: request.source == .keyboard, layout: request.layout)
        model.forgetShownPages()
        if request.layout == .compact { popovers[.compact]?.compactRow?.startOver() }
        rebuild(request.menu)
        return showPopover(animated: request.animated)
    }

    /// The current layout's contents, for `menu`: the GMenu the list popover
    /// is bound to, or the row inside the compact popover.
    private func rebuild(_ menu: ResolvedMenu) {
        guard let placement, let view = placement.view else { return }
        switch placement.layout {
        case .list:
            model.pageRows = Self.rowsThatFit(around: placement.rect, in: view)
            model.rebuild(menu)
        case .compact:
            reusablePopover(pointingAt: view).compactRow?.rebuild(menu, maximumWidth: Self.widthThatFits(in: view))
        }
    }

    public func update(_ menu: ResolvedMenu) {
        rebuild(menu)   // the popover shows this GMenu or row: it updates in place
        if current?.isOpen == true {
            prepareItemWidgets()
            keyboardNavigation?.itemsChanged()
            SelfChecks.presenterDidRender(self, controller: controller)
        } else if placement?.view != nil, !phase.isClosedByGTK {
            showPopover(animated: false)
        }
        // Closed by GTK around a click (GtkModelButton closes its popover when
        // clicked): settling the click brings the menu back if its item keeps
        // it presented. Showing it here would flash it up, and announce it to
        // a screen reader, for an item whose action changed the menu and then
        // ended it (Cut changes the clipboard, and so the menu).
    }

    public func dismiss(animated: Bool) {
        phase.dismissed()
        placement = nil
        closeCurrent(animated: animated)
    }

    /// "More" in the compact row: the same menu, as the full list, in place.
    private func expandToList() {
        guard var placement, placement.layout == .compact, let menu = controller?.currentMenu else { return }
        closeCurrent(animated: false)
        placement.layout = .list
        self.placement = placement
        rebuild(menu)
        showPopover(animated: false)
    }

    /// The layout on screen, or nil.
    package var layoutOnScreen: MenuLayout? {
        guard current?.isOpen == true else { return nil }
        return placement?.layout
    }

    // MARK: Inspection (tests and benchmarks; `package`, not API)

    /// The GtkPopover on screen, or nil.
    package var popoverWidget: Gtk.Widget? {
        guard let current, current.isOpen else { return nil }
        return current.popover
    }

    /// The item buttons of the popover on screen, in order ("More" last in a compact row).
    package var itemButtons: [Gtk.Widget] {
        guard let popover = popoverWidget else { return [] }
        if let row = current?.compactRow { return row.itemButtons }
        return WidgetTree.descendants(of: popover).filter { $0.isMapped && Gtk.ModelButton.is($0) }
    }

    // MARK: Showing and closing

    @discardableResult
    private func showPopover(animated: Bool) -> CGRect {
        guard let placement, let view = placement.view, !view.isDestroyed else { return .zero }
        phase.presented()
        let handle = reusablePopover(pointingAt: view)
        handle.popover.setPointingTo(placement.rect.roundedToPixels)
        let rightToLeft = handle.popover.isRightToLeft
        let side = placement.arrowDirection.resolved(rightToLeft: rightToLeft)
        handle.popover.setPosition(side.gtkPosition(rightToLeft: rightToLeft))
        watch(view)

        handle.popup(animated: animated)
        prepareItemWidgets()
        navigateWithKeys(handle, startingOnFirstItem: placement.fromKeyboard || ScreenReader.isRunning)
        SelfChecks.presenterDidRender(self, controller: controller)
        return estimatedFrame(of: handle, pointingTo: placement.rect, side: side)
    }

    /// The presenter's popover for the current layout, made on first use and
    /// after GTK destroyed the last one (with its window), pointed at `view`.
    private func reusablePopover(pointingAt view: View) -> PopoverHandle {
        let layout = placement?.layout ?? .list
        if let handle = popovers[layout], !handle.isDestroyed {
            handle.attach(to: view)
            current = handle
            return handle
        }
        let onClosed: @MainActor () -> Void = { [weak self] in self?.popoverClosed() }
        let handle = switch layout {
        case .list: PopoverHandle(model: model, pointingAt: view, onClosed: onClosed)
        case .compact:
            // A row of its own for each compact popover: GTK destroys it with its popover.
            PopoverHandle(row: CompactMenuRow(onActivate: { [weak self] itemID in self?.activate(itemID) },
                                              onMore: { [weak self] in self?.expandToList() },
                                              onButtonsReplaced: { [weak self] in self?.keyboardNavigation?.itemsChanged() }),
                          pointingAt: view, onClosed: onClosed)
        }
        popovers[layout] = handle
        current = handle
        return handle
    }

    private func closeCurrent(animated: Bool) {
        stopWatching()
        guard let current, current.isOpen else { return }
        isClosingOurselves = true
        current.popdown(animated: animated)
        isClosingOurselves = false
    }

    /// GTK closed the popover by itself: a click on an item (GtkModelButton
    /// closes its popover) or the target unmapped (a page switch).
    private func popoverClosed() {
        guard !isClosingOurselves else { return }
        stopWatching()
        perform(phase.closedByGTK())
    }

    private func activate(_ itemID: ResolvedMenuItem.ID) {
        perform(phase.itemActivated())
        controller?.perform(itemID: itemID)
    }

    /// Does what the phase machine asks after an event.
    private func perform(_ effect: PopoverPhase.Effect) {
        switch effect {
        case .none:
            break
        case .deferClickHandled(let click):
            GLib.MainLoop.afterCurrentEvent { [weak self] in self?.phase.clickHandled(click: click) }
        case .deferSettling(let generation):
            // GtkModelButton closes the popover before or after its action is
            // activated: decide once the click is fully handled.
            GLib.MainLoop.afterCurrentEvent { [weak self] in
                guard let self else { return }
                self.perform(self.phase.settle(generation: generation,
                                               menuStillWanted: self.controller?.isMenuVisible == true))
            }
        case .showAgain:
            showPopover(animated: false)
        case .closeAndReportDismissal:
            placement = nil
            closeCurrent(animated: true)
            controller?.presenterDidDismiss()
        case .reportDismissal:
            placement = nil
            controller?.presenterDidDismiss()
        }
    }

    // MARK: Esc, clicks elsewhere, a vanishing target

    /// A non-modal popover has no grab, so GTK does not close it on Esc or on
    /// a click elsewhere, nor send it arrow keys; watch the window for all
    /// three. Any menu closes when its target view goes away.
    private func watch(_ view: View) {
        let mine = phase.generation
        let target = view.gtkWidget
        // The handler holds the target's wrapper while it is connected: until
        // the menu closes (`stopWatching`) or the target is destroyed, when
        // GLib drops it.
        watchers.append(target.connect(.destroy) { [weak self] in
            guard let self else { return }
            self.userClosed(presentation: mine)
            // The popovers point at a widget that is going away: let them go
            // too (after this event), and make fresh ones next time.
            let orphaned = self.popovers.filter { _, handle in handle.popover.relativeTo == target }
            for layout in orphaned.keys { self.popovers[layout] = nil }
            if let current = self.current, orphaned.values.contains(where: { $0 === current }) { self.current = nil }
            GLib.MainLoop.afterCurrentEvent { orphaned.values.forEach { $0.destroy() } }
        })
        guard let window = target.window else { return }
        // Before GtkWindow's own handler, which hands keys to the focused widget.
        watchers.append(window.connect(.keyPressEvent) { [weak self, target] event in
            guard let self else { return false }
            // While an input method composes, its keys are its own: Enter
            // commits, the arrows pick a candidate, Esc cancels; the menu
            // has them again once the composition ends.
            if (View.view(for: target.window?.focus) as? EditableText)?.isComposing == true { return false }
            guard event.keyval == Gdk.Key.escape else {
                if self.keyboardNavigation?.handleKey(event.keyval) == true { return true }
                // Someone who cannot see the menu must not type on behind it
                // (the next Enter would choose an item): the menu closes, the
                // screen reader says where the keyboard is, the key goes on.
                if !event.isModifier, ScreenReader.isRunning { self.userClosed(presentation: mine) }
                return false
            }
            self.userClosed(presentation: mine)
            return true
        })
        watchedPresentation = mine
        if outsideClicks?.isAttached(to: window) != true { outsideClicks = outsideClickGesture(on: window) }
    }

    private func outsideClickGesture(on window: Gtk.Widget) -> Gtk.ClickGesture {
        let gesture = Gtk.ClickGesture(on: window)
        gesture.connect(.pressed) { [weak self, unowned gesture] _, _, _ in
            guard let self, let watched = self.watchedPresentation else { return }
            if let pressed = gesture.pressedWidget, let popover = self.popoverWidget, pressed.isSelfOrInside(popover) {
                return   // a click on the menu itself
            }
            // Not claimed: the click goes on to whatever was clicked.
            Self.lastClosingPressTime = Gdk.currentEventTime
            self.userClosed(presentation: watched)
        }
        return gesture
    }

    /// The time of the press that last closed a menu from outside it.
    private static var lastClosingPressTime: UInt32 = 0

    /// Whether the press being handled has just closed a menu (it reached the
    /// window first): a view that toggles its menu on a tap must not open it
    /// again from the same tap.
    static var currentPressClosedAMenu: Bool {
        lastClosingPressTime != 0 && lastClosingPressTime == Gdk.currentEventTime
    }

    private func userClosed(presentation closed: Int) {
        perform(phase.userClosed(generation: closed))
    }

    private func stopWatching() {
        watchers.forEach { $0.disconnect() }
        watchers.removeAll()
        watchedPresentation = nil
        keyboardNavigation?.end()
        keyboardNavigation = nil
    }

    /// Arrow keys over the list's rows (the page on screen) or along the compact row.
    private func navigateWithKeys(_ handle: PopoverHandle, startingOnFirstItem: Bool) {
        let navigation = if let row = handle.compactRow {
            MenuKeyboardNavigation(in: handle.popover, axis: .horizontal) { row.itemButtons }
        } else {
            MenuKeyboardNavigation(in: handle.popover, axis: .vertical) {
                // The page on screen: while a submenu slides in, both are mapped.
                WidgetTree.descendants(of: handle.visiblePage ?? handle.popover).filter { Gtk.ModelButton.is($0) }
            }
        }
        keyboardNavigation = navigation
        if startingOnFirstItem { navigation.highlightFirst() }
    }

    /// The list showed a page, and the model gave rows to `pages` (the page
    /// shown, the page its Back row returns to, and the new pages their links
    /// lead to). Only those pages are walked when nothing else changed since
    /// the rows were last prepared: a walk of every page would cost more at
    /// each "More…" of a long menu.
    private func rowsAdded(onPages pages: [String]) {
        guard let current, current.isOpen, current.compactRow == nil else { return }
        if preparedPopover === current, preparedGeneration == model.generation - 1 {
            preparedGeneration = model.generation
            for page in pages.compactMap(current.page(named:)) { prepare(WidgetTree.descendants(of: page)) }
        } else {
            prepareItemWidgets()
        }
        keyboardNavigation?.itemsChanged()
    }

    /// The item the arrow keys have reached, or nil.
    package var highlightedItem: Gtk.Widget? { keyboardNavigation?.highlightedItem }

    // MARK: Details

    /// Clicking an item or opening a submenu must not move keyboard focus (the
    /// focus rule, ARCHITECTURE.md), which is what GTK's own touch selection
    /// bubble does too: no row can take the keyboard. Very long titles are
    /// ellipsized on screen so the menu stays on screen; assistive technology
    /// still reads the whole title. List rows show their shortcut.
    private func prepareItemWidgets() {
        guard let current else { return }
        // The list's rows are GTK's, made when the GMenu changes, and keep what is
        // set here: prepare them once per change. Walking every row of every page
        // at each opening was half the cost of opening a 1,000-item menu (27 M of
        // 59 M instructions), and grew with the rows not shown.
        if current.compactRow == nil {
            guard preparedPopover !== current || preparedGeneration != model.generation else { return }
            (preparedPopover, preparedGeneration) = (current, model.generation)
        }
        prepare(WidgetTree.descendants(of: current.popover))
    }

    /// Prepares `widgets`, rows of the list or the compact row and what is in them.
    private func prepare(_ widgets: [Gtk.Widget]) {
        for widget in widgets {
            if widget.is(Gtk.Button.self) {
                widget.focusOnClick = false
                // GtkPopoverMenu also grabs the keyboard for a submenu's first
                // row when the submenu opens; keys reach the rows through
                // MenuKeyboardNavigation instead.
                widget.canFocus = false
                if widget.isModelButtonBackRow {
                    // A submenu's header goes back; GTK labels it with the
                    // submenu's own title, which would name two items alike.
                    widget.accessible.name = Self.backTitle
                }
                if Gtk.ModelButton.is(widget) {
                    // Rows carry no action name, only the title they show. Read
                    // from the row, not its accessible: a check or radio row
                    // with an accessible tells assistive technology its state
                    // at every change of its state flags (GTK's model button
                    // does), and a page not shown need not speak.
                    let title = Self.title(ofRow: widget)
                    let shortcut = title.flatMap { model.keyShortcut(forRowTitled: $0) }
                    if let shortcut { AcceleratorLabel.show(shortcut, in: widget) }
                    showMixedState(ofRowTitled: title, in: widget)
                    // A menu item (a check item, a submenu) to assistive technology.
                    widget.markAsMenuRow(role: nil, accelerator: shortcut?.gtkAccelerator)
                }
            } else if let label = widget.as(Gtk.Label.self), !AcceleratorLabel.isOne(label) {
                label.ellipsize(atMost: Self.maximumTitleWidth)
            }
        }
    }

    /// The title a row shows (its label, with GTK's mnemonic doubling undone).
    private static func title(ofRow row: Gtk.Widget) -> String? {
        row.modelButtonText.map(Localization.withoutMnemonic)
    }

    /// A row whose item is mixed (Bold over a half-bold selection) is drawn
    /// with GTK's inconsistent check, a dash.
    private func showMixedState(ofRowTitled title: String?, in button: Gtk.Widget) {
        if let title, model.mixedTitles.contains(title) {
            button.setStateFlags(.inconsistent)
        } else {
            button.unsetStateFlags(.inconsistent)
        }
    }

    /// How wide a compact row may be: its window's width, less a margin.
    private static func widthThatFits(in view: View) -> Int {
        max(CompactMenuRow.minimumHeight * 3, view.gtkWidget.toplevel.allocatedWidth - 24)
    }

    /// How many menu rows fit above or below `rect` inside the view's
    /// window (a GTK 3 popover cannot leave it), at most `MenuPages.rowsPerPage`.
    private static func rowsThatFit(around rect: CGRect, in view: View) -> Int {
        let widget = view.gtkWidget, toplevel = widget.toplevel
        // Not yet in one window: measured from the top.
        let top = widget.translate((Int(rect.minX), Int(rect.minY)), to: toplevel)?.y ?? 0
        let bottom = widget.translate((Int(rect.minX), Int(rect.maxY)), to: toplevel)?.y ?? 0
        let room = max(top, toplevel.allocatedHeight - bottom)
        let rows = (room - popoverChrome) / rowHeight
        return min(MenuPages.rowsPerPage, max(minimumRows, rows))
    }

    /// A menu row's height and the popover's frame and arrow, in pixels
    /// (Adwaita; generous so the estimate errs on the short side).
    private static let rowHeight = 30
    private static let popoverChrome = 48
    private static let minimumRows = 4

    /// What assistive technology calls a submenu's way back: GTK's own
    /// "Back", in the desktop's language.
    public static var backTitle: String { Localization.gtk("Back") }

    /// The widest an item's title is drawn, in characters.
    static let maximumTitleWidth = 48

    /// The frame GTK will give the popover: its natural size placed on the
    /// side of `rect` the (physical) arrow direction `side` says (GTK may
    /// still flip it at the window edge).
    private func estimatedFrame(of handle: PopoverHandle, pointingTo rect: CGRect, side: ArrowDirection) -> CGRect {
        let natural = handle.popover.naturalSize
        let width = CGFloat(natural.width), height = CGFloat(natural.height)
        switch side {
        case .up: return CGRect(x: rect.midX - width / 2, y: rect.maxY, width: width, height: height)
        case .right: return CGRect(x: rect.minX - width, y: rect.midY - height / 2, width: width, height: height)
        case .left: return CGRect(x: rect.maxX, y: rect.midY - height / 2, width: width, height: height)
        default: return CGRect(x: rect.midX - width / 2, y: rect.minY - height, width: width, height: height)
        }
    }
}

extension ArrowDirection {
    /// Where GTK puts the popover for this physical direction: the arrow
    /// points at the target, so an arrow pointing up puts the menu below it.
    /// GTK mirrors `left` and `right` for a right-to-left popover
    /// (`gtkpopover.c`), so a physical side asks for the mirror image there.
    func gtkPosition(rightToLeft: Bool) -> Gtk.PositionType {
        switch resolved(rightToLeft: rightToLeft) {
        case .up: return .bottom
        case .left: return rightToLeft ? .left : .right
        case .right: return rightToLeft ? .right : .left
        default: return .top
        }
    }
}

private extension CGRect {
    /// The rectangle on whole pixels, each of its numbers rounded (GTK
    /// points a popover at a rectangle of integers).
    var roundedToPixels: CGRect {
        CGRect(x: minX.rounded(), y: minY.rounded(), width: width.rounded(), height: height.rounded())
    }
}
