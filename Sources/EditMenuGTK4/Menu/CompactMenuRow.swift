import EditMenu
import EditMenuText
import GtkKit4

/// The compact layout of a menu, for fingers: one row of buttons in a
/// popover of its own, as ``CompactMenuPlan`` lays it out (the main items,
/// icons when the titles do not fit, "Replace…" before a misspelled word's
/// suggestions, "More" for the full list). GTK 4's own touch bubble is a
/// row of the same kind.
///
/// The buttons never take the keyboard (the focus rule), are at least
/// ``minimumHeight`` pixels square, and read as the menu's items to
/// assistive technology ("More" and "Replace…" too, as GTK 4 reads a
/// submenu's row in a popover menu).
///
/// ```swift
/// let row = CompactMenuRow(choose: { controller.perform(itemID: $0) }, more: { showList() })
/// row.rebuild(menu, maximumWidth: 600)
/// row.popover.popup()
/// ```
@MainActor
final class CompactMenuRow {
    let popover = Gtk.Popover(role: .menu)
    private let box = Gtk.Box(vertical: false, spacing: 0)
    private let choose: @MainActor (ResolvedMenuItem.ID) -> Void
    private let more: @MainActor () -> Void
    /// The row has new buttons (a new menu, or "Replace…").
    var onButtonsReplaced: (@MainActor () -> Void)?
    private(set) var buttons: [Gtk.Button] = []
    /// What the row shows now, and the width it was planned for.
    private var built: (menu: ResolvedMenu, maximumWidth: Int)?
    /// Whether the row shows a misspelled word's suggestions (after "Replace…").
    private var showsSuggestions = false

    /// Fingers need at least this much (Apple's and GNOME's touch target).
    static let minimumHeight = 44

    /// The accessible name and label of the button that opens the full list.
    static var moreTitle: String { tr("More") }

    init(choose: @escaping @MainActor (ResolvedMenuItem.ID) -> Void, more: @escaping @MainActor () -> Void) {
        self.choose = choose
        self.more = more
        box.addCSSClass("linked")
        popover.addCSSClass("edit-menu-compact")
        popover.setChild(box)
    }

    /// Rebuilds the row for `menu`, at most `maximumWidth` pixels wide; does
    /// nothing when that is what it shows already (the buttons, and what is
    /// highlighted among them, stay).
    func rebuild(_ menu: ResolvedMenu, maximumWidth: Int) {
        if let built, built.menu == menu, built.maximumWidth == maximumWidth { return }
        if let built, built.menu != menu { showsSuggestions = false }
        built = (menu, maximumWidth)
        for button in buttons { box.remove(button) }
        buttons.removeAll()
        let titleWidth = { Self.makeButton(title: $0).naturalWidth }
        let plan = CompactMenuPlan(menu, showingSuggestions: showsSuggestions, maximumWidth: maximumWidth,
                                   moreWidth: titleWidth(Self.moreTitle), titleWidth: titleWidth,
                                   iconWidth: Self.minimumHeight)
        for planned in plan.buttons {
            switch planned {
            case .item(let item, let iconOnly):
                let button = iconOnly ? Self.makeButton(iconName: item.iconName!, name: item.title)
                                      : Self.makeButton(title: item.title)
                let id = item.id
                append(button) { [weak self] in self?.choose(id) }
            case .showSuggestions:
                append(Self.makeButton(title: Action.showSpellingSuggestions.localizedTitle)) { [weak self] in
                    self?.showSuggestions()
                }
            case .more:
                append(Self.makeButton(title: Self.moreTitle)) { [weak self] in self?.more() }
            }
        }
        onButtonsReplaced?()
        popover.presentOnceLaidOut()
    }

    /// Whether the buttons can take the focus: only while a screen reader
    /// runs, when the highlighted one takes it (the screen-reader rule).
    var buttonsTakeFocus = false {
        didSet { for button in buttons { button.isFocusable = buttonsTakeFocus } }
    }

    /// A new showing starts with the main items again.
    func startOver() {
        showsSuggestions = false
        built = nil
    }

    /// "Replace…" was chosen: the row becomes the suggestions, Add to
    /// Dictionary and Ignore All.
    private func showSuggestions() {
        guard let built else { return }
        showsSuggestions = true
        self.built = nil
        rebuild(built.menu, maximumWidth: built.maximumWidth)
    }

    /// Adds `button`, which runs `clicked` when it is clicked.
    private func append(_ button: Gtk.Button, clicked: @escaping @MainActor () -> Void) {
        button.isFocusable = buttonsTakeFocus
        box.append(button)
        button.connect(.clicked, clicked)
        buttons.append(button)
    }

    /// A button that never takes the keyboard (the focus rule), tall enough for a finger.
    private static func makeButton(title: String) -> Gtk.Button {
        let button = Gtk.Button(role: .menuItem)
        button.label = title
        prepare(button)
        return button
    }

    /// An icon button, named by `name` for assistive technology and in its tooltip.
    private static func makeButton(iconName: String, name: String) -> Gtk.Button {
        let button = Gtk.Button(role: .menuItem)
        button.setIcon(named: iconName)
        button.accessibleLabel = name
        button.tooltip = name
        prepare(button)
        return button
    }

    private static func prepare(_ button: Gtk.Button) {
        button.focusOnClick = false
        button.isFocusable = false
        button.setSizeRequest(width: minimumHeight, height: minimumHeight)
        button.addCSSClass("flat")
    }
}
