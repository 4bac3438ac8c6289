import EditMenu
import GtkKit4

/// A resolved menu as GTK 4 shows it: a `Gio.Menu` whose items name
/// actions of one `Gio.SimpleActionGroup`, each running its item through
/// the controller when chosen.
///
/// ```swift
/// let model = MenuModel(menu, prefix: "edit-menu") { controller.perform(itemID: $0) }
/// widget.insertActionGroup(model.prefix, model.actions)
/// popover.setModel(model.menu)
/// ```
@MainActor
struct MenuModel {
    let prefix: String
    let menu = Gio.Menu()
    let actions = Gio.SimpleActionGroup()
    private let choose: @MainActor (ResolvedMenuItem.ID) -> Void
    private var count = 0

    init(_ resolved: ResolvedMenu, prefix: String, choose: @escaping @MainActor (ResolvedMenuItem.ID) -> Void) {
        self.prefix = prefix
        self.choose = choose
        append(resolved.entries, to: menu)
    }

    private mutating func append(_ entries: [ResolvedMenuEntry], to menu: Gio.Menu) {
        for entry in entries {
            switch entry {
            case .item(let item):
                menu.append(item.title, action: "\(prefix).\(addAction(for: item))")
            case .submenu(let group):
                let submenu = Gio.Menu()
                append(group.entries, to: submenu)
                menu.appendSubmenu(group.title, submenu)
            case .section(let group):
                let section = Gio.Menu()
                append(group.entries, to: section)
                menu.appendSection(group.title.isEmpty ? nil : group.title, section)
            }
        }
    }

    /// A new action for `item`; returns its name.
    private mutating func addAction(for item: ResolvedMenuItem) -> String {
        let name = "item\(count)"
        count += 1
        // A check mark for an item that is on (Bold over bold text); GTK 4's
        // rows have no mixed look: a mixed item is an unchecked check row.
        let action = Gio.SimpleAction(name: name, state: item.actionState(named: name))
        action.isEnabled = item.isEnabled
        let id = item.id
        let choose = self.choose
        action.connect(.activated) { choose(id) }
        actions.add(action)
        return name
    }
}
