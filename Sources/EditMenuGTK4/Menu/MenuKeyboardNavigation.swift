import GtkKit4

/// The keyboard reaching into a menu that never takes it (menus never take
/// the keyboard): the focused field keeps the keyboard, caret and selection
/// while Up and Down move a highlight through the popover's items and Enter
/// chooses the highlighted one. Every other key goes on into the field.
///
/// - A menu opened from the keyboard starts on its first item; one opened by
///   the pointer starts on the first arrow key (Down: the first item, Up:
///   the last). The highlight wraps around.
/// - Enter on a submenu's row opens its page (GtkPopoverMenu's sliding
///   page) on its first item; the page's title row, GTK's way back, is
///   reachable too, after the items.
/// - The highlight is GTK 4's own hover look in a popover menu, the
///   `:selected` state GtkPopoverMenu gives the item under the pointer. It
///   is set directly: GtkPopoverMenu's own way to make an item active also
///   grabs the focus for it, which would take the keyboard from the field.
///
/// While a screen reader runs (``isSpoken``), the highlighted item also
/// takes the focus: GTK 4.8 can tell assistive technology that a widget is
/// focused only by focusing it (its accessibility API has no focused state,
/// active descendant or announcement). The presenter gives the focus back.
///
/// ```swift
/// let keys = MenuKeyboardNavigation(in: popover)
/// keys.highlightFirst()            // a menu opened with Shift+F10
/// _ = keys.handleKey(Gdk.Key.down) // true: the key was the menu's
/// ```
@MainActor
final class MenuKeyboardNavigation {
    private let popover: Gtk.Popover
    private var highlighted: Gtk.Widget?
    /// The first item is to be highlighted once the popover is on screen.
    private var waitsForFirst = false
    /// Whether a row may be highlighted, by a key or by the pointer: from
    /// the popover's mapping until `end()` has cleared every row. Opening
    /// and closing call `end()` three times a menu; only the first walks
    /// the rows.
    private var mayHaveHighlight = false
    /// Whether the highlighted item takes the focus, for a screen reader.
    var isSpoken = false

    init(in popover: Gtk.Popover) {
        self.popover = popover
        // After the default handler, which maps the popover's rows.
        popover.connect(.map, after: true) { [weak self] in
            guard let self else { return }
            mayHaveHighlight = true
            guard waitsForFirst else { return }
            waitsForFirst = false
            highlight(reachable.first)
        }
    }

    /// Highlights the first item, now or as soon as the popover is on screen.
    func highlightFirst() {
        // A page's title row comes after its items (``reachable``).
        guard let first = reachable.first else {
            waitsForFirst = true
            return
        }
        highlight(first)
    }

    /// The highlighted item, while it is still one a key can reach.
    var highlightedItem: Gtk.Widget? {
        highlighted.flatMap { item in reachable.contains(item) ? item : nil }
    }

    /// Handles `keyval` if it is the menu's; false lets it go on to the focused widget.
    func handleKey(_ keyval: UInt32) -> Bool {
        switch keyval {
        case Gdk.Key.down, Gdk.Key.keypadDown: move(by: 1)
        case Gdk.Key.up, Gdk.Key.keypadUp: move(by: -1)
        case Gdk.Key.return, Gdk.Key.keypadEnter, Gdk.Key.isoEnter:
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

    /// Takes the highlight off: the popover is reused for the next menu.
    func end() {
        waitsForFirst = false
        guard mayHaveHighlight || highlighted != nil else { return }
        highlight(nil)
        mayHaveHighlight = popover.isMapped
    }

    /// The rows (GtkPopoverMenu's GtkModelButtons) of the page on screen
    /// that are enabled, in order, a submenu page's title row last. GtkPopoverMenu
    /// shows its pages in a GtkStack; the rows of the page it slides away
    /// from stay mapped while it slides.
    private var reachable: [Gtk.Widget] {
        let page = popover.firstDescendant(Gtk.Stack.self)?.visiblePage ?? popover
        let rows = page.descendants.filter { $0.is(typeNamed: "GtkModelButton") && $0.isMapped && $0.isSensitive }
        let titles = rows.filter(Self.isTitle)
        return rows.filter { !titles.contains($0) } + titles
    }

    /// A submenu page's title row, which goes back (GtkModelButton's role
    /// `GTK_BUTTON_ROLE_TITLE`, 3; its enum is GTK's own).
    private static func isTitle(_ row: Gtk.Widget) -> Bool { row.int("role") == 3 }

    /// Whether choosing `row` shows another page: a submenu's row (it names
    /// its page in `menu-name`) or a page's title row.
    private static func opensPage(_ row: Gtk.Widget) -> Bool {
        isTitle(row) || !(row.string("menu-name") ?? "").isEmpty
    }

    /// The item `step` away, wrapping; the first arrow key lands on the
    /// first item (going back, the last).
    private func move(by step: Int) {
        let items = reachable
        guard !items.isEmpty else { return }
        let next = highlightedItem.flatMap(items.firstIndex(of:)).map { ($0 + step + items.count) % items.count }
        highlight(items[next ?? (step > 0 ? 0 : items.count - 1)])
    }

    private func highlight(_ item: Gtk.Widget?) {
        // The pointer's hover look too: two highlighted rows would be one too many.
        for row in reachable where row != item { row.unsetState(.selected) }
        highlighted?.unsetState(.selected)
        highlighted = item
        item?.setState(.selected)
        if isSpoken { item?.grabFocus() }
    }
}
