import CGtk
import EditMenu
import Foundation

/// The compact layout of a menu: one row of buttons sized for fingers, as
/// iOS's edit menu and GTK 4's touch selection bubble show it.
///
/// The row holds the menu's main items — those outside sections and
/// submenus, enabled ones only — as titled buttons. When their titles do not
/// fit in `maximumWidth`, items with an icon become icon buttons (named by
/// their title for assistive technology); whatever still does not fit, and
/// every section and submenu (Undo and Redo, say), is reached through a
/// trailing "More" button that opens the full list.
@MainActor
final class CompactMenuRow {
    /// The row's own widget, a GtkBox in the popover.
    let box: GObjectRef
    private let onActivate: @MainActor (ResolvedMenuItem.ID) -> Void
    private let onMore: @MainActor () -> Void
    /// The row swapped its buttons by itself ("Replace…").
    private let onButtonsReplaced: @MainActor () -> Void
    private var buttons: [UnsafeMutablePointer<GtkWidget>] = []

    /// Fingers need at least this much (Apple's and GNOME's touch target).
    nonisolated static let minimumHeight: gint = 44

    /// The accessible name and label of the button that opens the full list.
    nonisolated static var moreTitle: String { tr("More") }

    init(onActivate: @escaping @MainActor (ResolvedMenuItem.ID) -> Void, onMore: @escaping @MainActor () -> Void,
         onButtonsReplaced: @escaping @MainActor () -> Void = {}) {
        self.onButtonsReplaced = onButtonsReplaced
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        self.box = GObjectRef(adopting: UnsafeMutableRawPointer(box))
        gtk_style_context_add_class(cgtk_style_context(box), "linked")
        gtk_style_context_add_class(cgtk_style_context(box), "edit-menu-compact")
        self.onActivate = onActivate
        self.onMore = onMore
    }

    var widget: UnsafeMutablePointer<GtkWidget> { box.as(GtkWidget.self) }

    /// The row's buttons, in order, "More" last when there is one.
    var itemButtons: [UnsafeMutablePointer<GtkWidget>] { buttons }

    /// The items the row shows and whether "More" follows, for `menu` in
    /// `maximumWidth` pixels given each title's and icon's width.
    nonisolated static func plan(_ menu: ResolvedMenu, maximumWidth: Int,
                                 titleWidth: (String) -> Int,
                                 iconWidth: Int) -> (items: [(item: ResolvedMenuItem, iconOnly: Bool)], more: Bool) {
        var main: [ResolvedMenuItem] = []
        var hasRest = false
        for entry in menu.entries {
            switch entry {
            case .item(let item): if item.isEnabled { main.append(item) }
            case .section, .submenu: hasRest = true
            }
        }
        let moreWidth = titleWidth(moreTitle)
        let titled = main.map { titleWidth($0.title) }
        if titled.reduce(0, +) + (hasRest ? moreWidth : 0) <= maximumWidth { return (main.map { ($0, false) }, hasRest) }
        // Icons where an item has one, then as many as fit before "More".
        let compact = zip(main, titled).map { item, width in item.iconName == nil ? width : iconWidth }
        var shown: [(item: ResolvedMenuItem, iconOnly: Bool)] = []
        var used = moreWidth
        for (item, width) in zip(main, compact) {
            guard used + width <= maximumWidth else { break }
            shown.append((item, item.iconName != nil))
            used += width
        }
        return (shown, true)
    }

    /// What the row shows now, and the width it was planned for.
    private var built: (menu: ResolvedMenu, maximumWidth: Int)?

    /// Rebuilds the row for `menu`, at most `maximumWidth` pixels wide; does
    /// nothing when that is what it shows already (the buttons, and what is
    /// highlighted among them, stay).
    func rebuild(_ menu: ResolvedMenu, maximumWidth: Int) {
        if let built, built.menu == menu, built.maximumWidth == maximumWidth { return }
        if let built, built.menu != menu { showsSuggestions = false }
        built = (menu, maximumWidth)
        for button in buttons { gtk_widget_destroy(button) }
        buttons.removeAll()
        // A misspelled word's suggestions are behind "Replace…", as on iOS:
        // it swaps the row for them.
        var menu = menu
        if let index = menu.entries.firstIndex(where: Self.isSpellingSuggestions), case .section(let suggestions) = menu.entries[index] {
            if showsSuggestions { return showSuggestions(suggestions) }
            menu.entries.remove(at: index)
            let replace = Self.makeButton(title: Action.showSpellingSuggestions.localizedTitle)
            Self.markAsMenuItem(replace, role: ATK_ROLE_MENU, shortcut: nil)   // it opens the suggestions
            append(replace) { [weak self] in self?.showSuggestions() }
        }
        let plan = Self.plan(menu, maximumWidth: maximumWidth,
                             titleWidth: { Self.naturalWidth(of: Self.makeButton(title: $0)) },
                             iconWidth: Int(Self.minimumHeight))
        for (item, iconOnly) in plan.items {
            let button = iconOnly ? Self.makeButton(iconName: item.iconName!, name: item.title)
                                  : Self.makeButton(title: item.title)
            Self.markAsMenuItem(button, role: ATK_ROLE_MENU_ITEM, shortcut: item.keyShortcut)
            let id = item.id
            append(button) { [weak self] in self?.onActivate(id) }
        }
        if plan.more {
            let more = Self.makeButton(title: Self.moreTitle)
            Self.markAsMenuItem(more, role: ATK_ROLE_MENU, shortcut: nil)   // it opens the rest, as a submenu does
            append(more) { [weak self] in self?.onMore() }
        }
    }

    /// Whether the row shows a misspelled word's suggestions (after "Replace…").
    private var showsSuggestions = false

    private static func isSpellingSuggestions(_ entry: ResolvedMenuEntry) -> Bool {
        if case .section(let group) = entry { return group.id == SpellingMenu.suggestionsID }
        return false
    }

    /// "Replace…" was chosen: the row becomes the suggestions, Add to
    /// Dictionary and Ignore All.
    private func showSuggestions() {
        guard let built else { return }
        showsSuggestions = true
        self.built = nil
        rebuild(built.menu, maximumWidth: built.maximumWidth)
        onButtonsReplaced()
    }

    /// A new showing starts with the main items again.
    func startOver() {
        showsSuggestions = false
        built = nil
    }

    private func showSuggestions(_ suggestions: ResolvedMenuGroup) {
        for case .item(let item) in suggestions.entries where item.isEnabled {
            let button = Self.makeButton(title: item.title)
            Self.markAsMenuItem(button, role: ATK_ROLE_MENU_ITEM, shortcut: nil)
            let id = item.id
            append(button) { [weak self] in self?.onActivate(id) }
        }
    }

    private func append(_ button: UnsafeMutablePointer<GtkWidget>, clicked: @escaping @MainActor () -> Void) {
        gtk_container_add(cgtk_container(widget), button)   // the row owns the button from here
        GObjectRef(retaining: UnsafeMutableRawPointer(button)).connect(.clicked, clicked)
        gtk_widget_show(button)
        buttons.append(button)
    }

    /// A button that never takes the keyboard (the focus rule), tall enough for a finger.
    private static func makeButton(title: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = cgtk_menu_row_button_new()!
        gtk_button_set_label(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), title)
        prepare(button)
        return button
    }

    private static func makeButton(iconName: String, name: String) -> UnsafeMutablePointer<GtkWidget> {
        let button = cgtk_menu_row_button_new()!
        gtk_button_set_image(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self),
                             gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_BUTTON))
        prepare(button)
        atk_object_set_name(gtk_widget_get_accessible(button), name)
        gtk_widget_set_tooltip_text(button, name)
        return button
    }

    /// What assistive technology reads of a row's button: a menu item (or, for
    /// "More", a submenu) with its shortcut, as in the list.
    private static func markAsMenuItem(_ button: UnsafeMutablePointer<GtkWidget>, role: AtkRole, shortcut: KeyShortcut?) {
        cgtk_menu_item_mark(button, role, shortcut?.gtkAccelerator)
    }

    private static func prepare(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_size_request(button, minimumHeight, minimumHeight)
        gtk_button_set_relief(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), GTK_RELIEF_NONE)
    }

    /// The width GTK would give `button`; the button is destroyed.
    private static func naturalWidth(of button: UnsafeMutablePointer<GtkWidget>) -> Int {
        g_object_ref_sink(UnsafeMutableRawPointer(button))
        gtk_widget_show(button)   // GTK measures a hidden widget as 0 wide
        var natural: gint = 0
        gtk_widget_get_preferred_width(button, nil, &natural)
        gtk_widget_destroy(button)
        g_object_unref(UnsafeMutableRawPointer(button))
        return Int(natural)
    }
}
