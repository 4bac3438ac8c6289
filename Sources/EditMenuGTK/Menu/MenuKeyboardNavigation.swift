import GtkKit

/// The keyboard reaching into a menu that never takes it: the focused widget
/// (a text field with its caret and selection) keeps the keyboard while arrow
/// keys move a highlight through the menu's items and Enter chooses the
/// highlighted one, as Chromium's touch menu and GTK's own entry completion
/// work. Every other key goes on to the focused widget, so typing goes on
/// into the field.
///
/// - The list moves with Up and Down, the compact row with Left and Right (in
///   the row's visual order, also right to left).
/// - A menu opened from the keyboard starts on its first item; one opened by
///   pointer or touch starts on the first arrow key.
/// - The highlight is the style class `edit-menu-highlight`, drawn like a
///   hovered item, plus GTK's hover state (which the pointer may take away:
///   on Wayland a popover appearing under it sends crossing events; the
///   class stays).
/// - Assistive technology is told the highlighted item has the focus (GTK's
///   own GtkMenu does the same while the entry keeps GTK's focus), with the
///   menu's rows as its siblings, so a screen reader speaks "Copy, Ctrl+C,
///   2 of 8"; when the menu closes, the focused widget is announced again.
@MainActor
final class MenuKeyboardNavigation {
    enum Axis { case vertical, horizontal }

    private let axis: Axis
    private let items: @MainActor () -> [Gtk.Widget]
    private let menu: Gtk.Widget
    private var highlighted: Gtk.Widget?
    /// Waits for the first item to go on screen (a frame after popup on Wayland).
    private var mapped: GLib.Connection?
    /// The item `mapped` waits for (held here: a handler holding its own
    /// widget would keep it alive for as long as it stays connected).
    private var waitingItem: Gtk.Widget?
    /// The first item is to be highlighted as soon as there is one.
    private var waitsForFirst = false
    /// Counts the menus ended: work deferred for one ended menu does nothing.
    private var openings = 0

    /// Navigation over `items()`, on screen or not yet, in order (read at each
    /// key, so a submenu's page or a rebuilt row is what the keys reach),
    /// inside `menu`, the popover.
    init(in menu: Gtk.Widget, axis: Axis, items: @escaping @MainActor () -> [Gtk.Widget]) {
        self.menu = menu
        self.axis = axis
        self.items = items
    }

    /// Highlights the first item (for a menu opened from the keyboard), now
    /// or as soon as the menu is on screen.
    func highlightFirst() {
        guard let first = items().first(where: { $0.isVisible && $0.isSensitive }) else {
            waitsForFirst = true   // a page whose rows are still to come
            return
        }
        waitsForFirst = false
        guard !first.isMapped else { return highlight(first) }
        waitingItem = first
        mapped = first.connect(.map, after: true) { [weak self] in
            guard let self, let first = waitingItem else { return }
            stopWaitingForMap()
            highlight(first)
        }
    }

    private func stopWaitingForMap() {
        mapped?.disconnect()
        mapped = nil
        waitingItem = nil
    }

    /// The highlighted item's widget, or nil.
    var highlightedItem: Gtk.Widget? {
        highlighted.flatMap { reachable.contains($0) ? $0 : nil }
    }

    /// Handles `keyval` if it is the menu's; false lets it go on to the focused widget.
    func handleKey(_ keyval: UInt32) -> Bool {
        switch (axis, keyval) {
        case (.vertical, Gdk.Key.down), (.vertical, Gdk.Key.keypadDown): move(by: 1)
        case (.vertical, Gdk.Key.up), (.vertical, Gdk.Key.keypadUp): move(by: -1)
        case (.horizontal, Gdk.Key.right), (.horizontal, Gdk.Key.keypadRight): move(by: isRightToLeft ? -1 : 1)
        case (.horizontal, Gdk.Key.left), (.horizontal, Gdk.Key.keypadLeft): move(by: isRightToLeft ? 1 : -1)
        case (_, Gdk.Key.return), (_, Gdk.Key.keypadEnter), (_, Gdk.Key.isoEnter):
            guard let item = highlightedItem else { return false }
            if item.turnsMenuPage {
                // Clicked at once (activating a button clicks it a moment
                // later): the submenu, or the way back, starts on its first
                // item, as GtkMenu's submenus do. A page gets its rows once
                // it is shown, after this key (MenuModel.pageShown): the
                // highlight waits for them, so its place counts every row.
                item.as(Gtk.Button.self)?.click()
                let opening = openings
                GLib.MainLoop.afterCurrentEvent { [weak self] in
                    guard let self, openings == opening else { return }
                    highlightFirst()
                }
            } else {
                item.activate()
            }
        default:
            return false
        }
        return true
    }

    /// The menu was rebuilt in place (its items changed while it was up): the
    /// highlight stays on the item of the same name, when there still is one.
    func itemsChanged() {
        if waitsForFirst { return highlightFirst() }
        guard let old = highlighted, !reachable.contains(old) else { return }
        let name = old.accessible.name
        highlight(reachable.first { $0.accessible.name == name })
    }

    /// Takes the highlight off (the popover is reused for the next menu), and
    /// gives the accessible focus back to the widget with the keyboard.
    func end() {
        openings += 1
        stopWaitingForMap()
        waitsForFirst = false
        let hadFocus = highlighted != nil
        highlight(nil)
        if hadFocus, let window = menu.window {
            window.announceFocusReturned()
        }
    }

    private static var styleInstalled = false

    /// The highlight looks like the theme's hover, whatever the pointer does.
    private static func installStyleOnce() {
        guard !styleInstalled else { return }
        styleInstalled = true
        Style.add("popover.edit-menu .\(highlightClass) { background-image: none; background-color: alpha(currentColor, 0.12); }")
    }

    /// The items a key can reach: on screen and enabled.
    private var reachable: [Gtk.Widget] {
        items().filter { $0.isMapped && $0.isSensitive }
    }

    private var isRightToLeft: Bool { menu.isRightToLeft }

    /// The next item `step` away, wrapping; the first arrow key lands on the
    /// first (or, going back, the last) item.
    private func move(by step: Int) {
        let items = reachable
        guard !items.isEmpty else { return }
        guard let current = highlighted, let index = items.firstIndex(of: current) else {
            return highlight(step > 0 ? items.first : items.last)
        }
        highlight(items[(index + step + items.count) % items.count])
    }

    /// The style class of the highlighted item.
    static let highlightClass = "edit-menu-highlight"

    private func highlight(_ item: Gtk.Widget?) {
        if let old = highlighted {
            old.unsetStateFlags(.prelight)
            old.removeStyleClass(Self.highlightClass)
            old.setMenuRowHighlighted(false)
        }
        highlighted = item
        guard let item else { return }
        Self.installStyleOnce()
        item.setStateFlags(.prelight)
        item.addStyleClass(Self.highlightClass)
        // The rows a screen reader counts: those on screen, enabled or not.
        menu.setMenuRows(items().filter { $0.isMapped }, active: nil)
        item.setMenuRowHighlighted(true)
        menu.announceActiveMenuRow(item)
    }
}
