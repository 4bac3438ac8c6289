import EditMenu
import Foundation
import GtkKit

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
    let box = Gtk.Box(.horizontal)
    private let onActivate: @MainActor (ResolvedMenuItem.ID) -> Void
    private let onMore: @MainActor () -> Void
    /// The row swapped its buttons by itself ("Replace…").
    private let onButtonsReplaced: @MainActor () -> Void
    private var buttons: [Gtk.Button] = []

    /// Fingers need at least this much (Apple's and GNOME's touch target).
    nonisolated static let minimumHeight = 44

    /// The accessible name and label of the button that opens the full list.
    nonisolated static var moreTitle: String { tr("More") }

    init(onActivate: @escaping @MainActor (ResolvedMenuItem.ID) -> Void, onMore: @escaping @MainActor () -> Void,
         onButtonsReplaced: @escaping @MainActor () -> Void = {}) {
        self.onButtonsReplaced = onButtonsReplaced
        box.addStyleClass("linked")
        box.addStyleClass("edit-menu-compact")
        self.onActivate = onActivate
        self.onMore = onMore
    }

    /// The row's buttons, in order, "More" last when there is one.
    var itemButtons: [Gtk.Widget] { buttons }

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
        for button in buttons { button.destroy() }
        buttons.removeAll()
        // A misspelled word's suggestions are behind "Replace…", as on iOS:
        // it swaps the row for them.
        var menu = menu
        if let index = menu.entries.firstIndex(where: Self.isSpellingSuggestions), case .section(let suggestions) = menu.entries[index] {
            if showsSuggestions { return showSuggestions(suggestions) }
            menu.entries.remove(at: index)
            let replace = Self.makeButton(title: Action.showSpellingSuggestions.localizedTitle)
            Self.markAsMenuItem(replace, role: .menu, shortcut: nil)   // it opens the suggestions
            append(replace) { [weak self] in self?.showSuggestions() }
        }
        let plan = Self.plan(menu, maximumWidth: maximumWidth,
                             titleWidth: { Self.naturalWidth(of: Self.makeButton(title: $0)) },
                             iconWidth: Self.minimumHeight)
        for (item, iconOnly) in plan.items {
            let button = iconOnly ? Self.makeButton(iconName: item.iconName!, name: item.title)
                                  : Self.makeButton(title: item.title)
            Self.markAsMenuItem(button, role: .menuItem, shortcut: item.keyShortcut)
            let id = item.id
            append(button) { [weak self] in self?.onActivate(id) }
        }
        if plan.more {
            let more = Self.makeButton(title: Self.moreTitle)
            Self.markAsMenuItem(more, role: .menu, shortcut: nil)   // it opens the rest, as a submenu does
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
            Self.markAsMenuItem(button, role: .menuItem, shortcut: nil)
            let id = item.id
            append(button) { [weak self] in self?.onActivate(id) }
        }
    }

    private func append(_ button: Gtk.Button, clicked: @escaping @MainActor () -> Void) {
        box.add(button)   // the row owns the button from here
        button.connect(.clicked, clicked)
        button.show()
        buttons.append(button)
    }

    /// A button that never takes the keyboard (the focus rule), tall enough for a finger.
    private static func makeButton(title: String) -> Gtk.Button {
        let button = Gtk.Widget.menuRowButton()
        button.label = title
        prepare(button)
        return button
    }

    private static func makeButton(iconName: String, name: String) -> Gtk.Button {
        let button = Gtk.Widget.menuRowButton()
        button.setImage(Gtk.Image(iconName: iconName, size: .button))
        prepare(button)
        button.accessible.name = name
        button.tooltip = name
        return button
    }

    /// What assistive technology reads of a row's button: a menu item (or, for
    /// "More", a submenu) with its shortcut, as in the list.
    private static func markAsMenuItem(_ button: Gtk.Button, role: Atk.Role, shortcut: KeyShortcut?) {
        button.markAsMenuRow(role: role, accelerator: shortcut?.gtkAccelerator)
    }

    private static func prepare(_ button: Gtk.Button) {
        button.focusOnClick = false
        button.setSizeRequest(width: minimumHeight, height: minimumHeight)
        button.setFlat()
    }

    /// The width GTK would give `button`; the button is destroyed.
    private static func naturalWidth(of button: Gtk.Button) -> Int {
        button.show()   // GTK measures a hidden widget as 0 wide
        let width = button.naturalWidth
        button.destroy()
        return width
    }
}
