import Foundation
import GtkKit4

/// The keyboard reaching into a menu that never takes it (menus never take
/// the keyboard): the focused field keeps the keyboard, caret and selection
/// while arrow keys move a highlight through the popover's items and Enter
/// chooses the highlighted one. Every other key goes on into the field.
///
/// - The list moves with Up and Down, the compact row with Left and Right
///   (in the row's visual order, also right to left).
/// - A menu opened from the keyboard starts on its first item; one opened by
///   the pointer starts on the first arrow key (forwards: the first item,
///   back: the last). The highlight wraps around.
/// - Enter on a submenu's row opens its page (GtkPopoverMenu's sliding
///   page) on its first item; the page's title row, GTK's way back, is
///   reachable too, after the items.
/// - The highlight is GTK 4's own hover look: in the list, the `:selected`
///   state GtkPopoverMenu gives the item under the pointer; in the row, a
///   flat button's `:hover`. It is set directly: GtkPopoverMenu's own way
///   to make an item active also grabs the focus for it, which would take
///   the keyboard from the field.
///
/// While a screen reader runs (``isSpoken``), the highlighted item also
/// takes the focus: GTK 4.8 can tell assistive technology that a widget is
/// focused only by focusing it (its accessibility API has no focused state,
/// active descendant or announcement). The presenter gives the focus back.
///
/// ```swift
/// let keys = MenuKeyboardNavigation(in: popover, axis: .vertical) { list.reachableRows }
/// keys.highlightFirst()            // a menu opened with Shift+F10
/// _ = keys.handleKey(Gdk.Key.down) // true: the key was the menu's
/// ```
@MainActor
final class MenuKeyboardNavigation {
    enum Axis { case vertical, horizontal }

    private let popover: Gtk.Popover
    private let axis: Axis
    /// The items the keys reach now, in order (read at each key: a
    /// submenu's page or a rebuilt row is what they reach).
    private let items: @MainActor () -> [Gtk.Widget]
    private var highlighted: Gtk.Widget?
    /// The item the pointer is over, when the popover did not get the
    /// pointer's events (``pointerIsOver(_:)``).
    private var hovered: Gtk.Widget?
    /// The first item is to be highlighted once there is one on screen.
    private var waitsForFirst = false
    /// Whether a row may be highlighted, by a key or by the pointer: from
    /// the popover's mapping until `end()` has cleared every row. Opening
    /// and closing call `end()` three times a menu; only the first walks
    /// the rows.
    private var mayHaveHighlight = false
    /// Whether the highlighted item takes the focus, for a screen reader.
    var isSpoken = false
    /// Arrow keys pressed before the items were on screen (under Wayland a
    /// popover shows a frame after it is asked to, once the compositor has
    /// placed it), to move by once they are.
    private var pendingSteps: [Int] = []

    init(in popover: Gtk.Popover, axis: Axis, items: @escaping @MainActor () -> [Gtk.Widget]) {
        self.popover = popover
        self.axis = axis
        self.items = items
        // After the default handler, which maps the popover's rows.
        popover.connect(.map, after: true) { [weak self] in
            guard let self else { return }
            mayHaveHighlight = true
            itemsChanged()
            let steps = pendingSteps
            pendingSteps = []
            for step in steps { move(by: step) }
        }
    }

    /// Highlights the first item, now or as soon as there is one on screen.
    func highlightFirst() {
        guard let first = reachable.first else {
            waitsForFirst = true
            return
        }
        waitsForFirst = false
        highlight(first)
    }

    /// The items changed (a page got its rows, the row was rebuilt): the
    /// first is highlighted if it was waited for.
    func itemsChanged() {
        guard waitsForFirst else { return }
        highlightFirst()
    }

    /// The highlighted item, while it is still one a key can reach.
    var highlightedItem: Gtk.Widget? {
        highlighted.flatMap { item in reachable.contains(item) ? item : nil }
    }

    /// Handles `keyval` if it is the menu's; false lets it go on to the focused widget.
    func handleKey(_ keyval: UInt32) -> Bool {
        switch (axis, keyval) {
        case (.vertical, Gdk.Key.down), (.vertical, Gdk.Key.keypadDown): move(by: 1)
        case (.vertical, Gdk.Key.up), (.vertical, Gdk.Key.keypadUp): move(by: -1)
        case (.horizontal, Gdk.Key.right), (.horizontal, Gdk.Key.keypadRight): move(by: popover.isRightToLeft ? -1 : 1)
        case (.horizontal, Gdk.Key.left), (.horizontal, Gdk.Key.keypadLeft): move(by: popover.isRightToLeft ? 1 : -1)
        case (_, Gdk.Key.return), (_, Gdk.Key.keypadEnter), (_, Gdk.Key.isoEnter):
            // With nothing highlighted, Enter is the field's (an entry's activate).
            guard let item = highlightedItem else { return false }
            let opensPage = Self.opensPage(item)
            item.activate()
            // A submenu's row (or a page's way back) shows another page: on its first item.
            if opensPage { highlightFirst() }
        default:
            return false
        }
        return true
    }

    /// The item at `point` of the popover's surface, if it is one the keys
    /// reach: the one the pointer is on.
    func item(atSurfacePoint point: CGPoint) -> Gtk.Widget? {
        guard let picked = popover.pick(atSurfacePoint: point) else { return nil }
        return reachable.first { picked.isInside($0) }
    }

    /// Draws `item` as the pointer over it would (nil: none), for pointer
    /// events GTK did not hand to the popover (``MenuPointerUnderGrab``).
    /// As GTK's own hover, it leaves the keys' highlight where it was: the
    /// next arrow key moves from there, and takes the hover look off.
    func pointerIsOver(_ item: Gtk.Widget?) {
        guard item != hovered else { return }
        if hovered != highlighted { hovered?.unsetState(highlightState) }
        hovered = item
        item?.setState(highlightState)
    }

    /// Takes the highlight off: the popover is reused for the next menu.
    func end() {
        waitsForFirst = false
        pendingSteps = []
        guard mayHaveHighlight || highlighted != nil else { return }
        highlight(nil)
        mayHaveHighlight = popover.isMapped
    }

    /// The items on screen that can be chosen.
    private var reachable: [Gtk.Widget] {
        items().filter { $0.isMapped && $0.isSensitive }
    }

    /// Whether choosing `row` shows another page: a submenu's row (it names
    /// its page in `menu-name`) or a page's title row.
    private static func opensPage(_ row: Gtk.Widget) -> Bool {
        guard row.is(typeNamed: "GtkModelButton") else { return false }
        return ListPopover.isTitleRow(row) || !(row.string("menu-name") ?? "").isEmpty
    }

    /// The item `step` away, wrapping; the first arrow key lands on the
    /// first item (going back, the last).
    private func move(by step: Int) {
        let items = reachable
        guard !items.isEmpty else {
            if popover.isVisible, !popover.isMapped { pendingSteps.append(step) }
            return
        }
        let next = highlightedItem.flatMap(items.firstIndex(of:)).map { ($0 + step + items.count) % items.count }
        highlight(items[next ?? (step > 0 ? 0 : items.count - 1)])
    }

    /// The state that draws an item as highlighted.
    private var highlightState: Gtk.StateFlags { axis == .vertical ? .selected : .prelight }

    private func highlight(_ item: Gtk.Widget?) {
        // The pointer's hover look too: two highlighted rows would be one too many.
        for row in reachable where row != item { row.unsetState(highlightState) }
        highlighted?.unsetState(highlightState)
        hovered = nil
        highlighted = item
        item?.setState(highlightState)
        if isSpoken { item?.grabFocus() }
    }
}
