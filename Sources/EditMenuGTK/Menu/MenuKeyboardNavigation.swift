import CGtk

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
    private let items: @MainActor () -> [UnsafeMutablePointer<GtkWidget>]
    private let menu: UnsafeMutablePointer<GtkWidget>
    private var highlighted: GObjectRef?
    /// Waits for the first item to go on screen (a frame after popup on Wayland).
    private var mapped: SignalConnection?
    /// The first item is to be highlighted as soon as there is one.
    private var waitsForFirst = false
    /// Counts the menus ended: work deferred for one ended menu does nothing.
    private var openings = 0

    /// Navigation over `items()`, on screen or not yet, in order (read at each
    /// key, so a submenu's page or a rebuilt row is what the keys reach),
    /// inside `menu`, the popover.
    init(in menu: UnsafeMutablePointer<GtkWidget>, axis: Axis,
         items: @escaping @MainActor () -> [UnsafeMutablePointer<GtkWidget>]) {
        self.menu = menu
        self.axis = axis
        self.items = items
    }

    /// Highlights the first item (for a menu opened from the keyboard), now
    /// or as soon as the menu is on screen.
    func highlightFirst() {
        guard let first = items().first(where: { gtk_widget_get_visible($0) != 0 && gtk_widget_is_sensitive($0) != 0 })
        else {
            waitsForFirst = true   // a page whose rows are still to come
            return
        }
        waitsForFirst = false
        guard gtk_widget_get_mapped(first) == 0 else { return highlight(first) }
        mapped = GObjectRef(retaining: UnsafeMutableRawPointer(first)).connect(.map, after: true) { [weak self] in
            self?.mapped?.disconnect()
            self?.mapped = nil
            self?.highlight(first)
        }
    }

    /// The highlighted item's widget, or nil.
    var highlightedItem: UnsafeMutablePointer<GtkWidget>? {
        highlighted.map { $0.as(GtkWidget.self) }.flatMap { reachable.contains($0) ? $0 : nil }
    }

    /// Handles `keyval` if it is the menu's; false lets it go on to the focused widget.
    func handleKey(_ keyval: UInt32) -> Bool {
        switch (axis, Int32(keyval)) {
        case (.vertical, GDK_KEY_Down), (.vertical, GDK_KEY_KP_Down): move(by: 1)
        case (.vertical, GDK_KEY_Up), (.vertical, GDK_KEY_KP_Up): move(by: -1)
        case (.horizontal, GDK_KEY_Right), (.horizontal, GDK_KEY_KP_Right): move(by: isRightToLeft ? -1 : 1)
        case (.horizontal, GDK_KEY_Left), (.horizontal, GDK_KEY_KP_Left): move(by: isRightToLeft ? 1 : -1)
        case (_, GDK_KEY_Return), (_, GDK_KEY_KP_Enter), (_, GDK_KEY_ISO_Enter):
            guard let item = highlightedItem else { return false }
            if cgtk_menu_item_turns_page(item) != 0 {
                // Clicked at once (activating a button clicks it a moment
                // later): the submenu, or the way back, starts on its first
                // item, as GtkMenu's submenus do. A page gets its rows once
                // it is shown, after this key (MenuModel.pageShown): the
                // highlight waits for them, so its place counts every row.
                gtk_button_clicked(UnsafeMutableRawPointer(item).assumingMemoryBound(to: GtkButton.self))
                let opening = openings
                MainLoop.afterCurrentEvent { [weak self] in
                    guard let self, openings == opening else { return }
                    highlightFirst()
                }
            } else {
                gtk_widget_activate(item)
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
        guard let old = highlighted?.as(GtkWidget.self), !reachable.contains(old) else { return }
        let name = WidgetTree.accessibleName(of: old)
        highlight(reachable.first { WidgetTree.accessibleName(of: $0) == name })
    }

    /// Takes the highlight off (the popover is reused for the next menu), and
    /// gives the accessible focus back to the widget with the keyboard.
    func end() {
        openings += 1
        mapped?.disconnect()
        mapped = nil
        waitsForFirst = false
        let hadFocus = highlighted != nil
        highlight(nil)
        if hadFocus, let window = gtk_widget_get_toplevel(menu), gtk_widget_is_toplevel(window) != 0 {
            cgtk_notify_focus_returned(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
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
    private var reachable: [UnsafeMutablePointer<GtkWidget>] {
        items().filter { gtk_widget_get_mapped($0) != 0 && gtk_widget_is_sensitive($0) != 0 }
    }

    private var isRightToLeft: Bool { gtk_widget_get_direction(menu) == GTK_TEXT_DIR_RTL }

    /// The next item `step` away, wrapping; the first arrow key lands on the
    /// first (or, going back, the last) item.
    private func move(by step: Int) {
        let items = reachable
        guard !items.isEmpty else { return }
        guard let current = highlighted?.as(GtkWidget.self), let index = items.firstIndex(of: current) else {
            return highlight(step > 0 ? items.first : items.last)
        }
        highlight(items[(index + step + items.count) % items.count])
    }

    /// The style class of the highlighted item.
    static let highlightClass = "edit-menu-highlight"

    private func highlight(_ item: UnsafeMutablePointer<GtkWidget>?) {
        if let old = highlighted?.as(GtkWidget.self) {
            gtk_widget_unset_state_flags(old, GTK_STATE_FLAG_PRELIGHT)
            gtk_style_context_remove_class(gtk_widget_get_style_context(old), Self.highlightClass)
            cgtk_menu_item_set_highlighted(old, 0)
        }
        highlighted = item.map { GObjectRef(retaining: UnsafeMutableRawPointer($0)) }
        guard let item else { return }
        Self.installStyleOnce()
        gtk_widget_set_state_flags(item, GTK_STATE_FLAG_PRELIGHT, 0)
        gtk_style_context_add_class(gtk_widget_get_style_context(item), Self.highlightClass)
        // The rows a screen reader counts: those on screen, enabled or not.
        let rows: [UnsafeMutablePointer<GtkWidget>?] = items().filter { gtk_widget_get_mapped($0) != 0 }
        rows.withUnsafeBufferPointer { cgtk_menu_set_rows(menu, $0.baseAddress, gint($0.count)) }
        cgtk_menu_item_set_highlighted(item, 1)
        cgtk_emit_active_descendant_changed(gtk_widget_get_accessible(menu), gtk_widget_get_accessible(item))
    }
}
