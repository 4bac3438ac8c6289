import EditMenu
import Foundation
import GtkKit

/// The compact layout of a menu: one row of buttons sized for fingers, as
/// iOS's edit menu and GTK 4's touch selection bubble show it, laid out by
/// ``CompactMenuPlan`` (the menu's main items as titled buttons, icon buttons
/// named by their title when titles do not fit, a trailing "More" that opens
/// the full list).
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
        let titleWidth = { Self.naturalWidth(of: Self.makeButton(title: $0)) }
        let plan = CompactMenuPlan(menu, showingSuggestions: showsSuggestions, maximumWidth: maximumWidth,
                                   moreWidth: titleWidth(Self.moreTitle), titleWidth: titleWidth,
                                   iconWidth: Self.minimumHeight)
        for planned in plan.buttons {
            switch planned {
            case .item(let item, let iconOnly):
                let button = iconOnly ? Self.makeButton(iconName: item.iconName!, name: item.title)
                                      : Self.makeButton(title: item.title)
                Self.markAsMenuItem(button, role: .menuItem, shortcut: item.keyShortcut)
                let id = item.id
                append(button) { [weak self] in self?.onActivate(id) }
            case .showSuggestions:
                let replace = Self.makeButton(title: Action.showSpellingSuggestions.localizedTitle)
                Self.markAsMenuItem(replace, role: .menu, shortcut: nil)   // it opens the suggestions
                append(replace) { [weak self] in self?.showSuggestions() }
            case .more:
                let more = Self.makeButton(title: Self.moreTitle)
                Self.markAsMenuItem(more, role: .menu, shortcut: nil)   // it opens the rest, as a submenu does
                append(more) { [weak self] in self?.onMore() }
            }
        }
    }

    /// Whether the row shows a misspelled word's suggestions (after "Replace…").
    private var showsSuggestions = false

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
