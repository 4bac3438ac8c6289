import EditMenuGTK4
import GtkKit4

/// The window's title bar (`AdwHeaderBar`): the page switcher in the
/// middle, GNOME's main menu at the end.
///
/// ```swift
/// column.add(HeaderBar(title: stack.makeSwitcher(), menu: [[("About Edit Menu", "app.about")]]))
/// ```
@MainActor
final class HeaderBar: View {
    /// - Parameter menu: the main menu's sections of items, each a title
    ///   and the detailed action it triggers ("app.about";
    ///   "app.presentation::compact", a radio item).
    init(title: View, menu sections: [[(title: String, action: String)]]) {
        let header = Adw.HeaderBar()
        super.init(wrapping: header.opaque)
        addChild(title)
        header.titleWidget = title.gtkWidget
        let menu = Gio.Menu()
        for items in sections {
            let section = Gio.Menu()
            for (title, action) in items { section.append(title, action: action) }
            menu.appendSection(nil, section)
        }
        let button = Gtk.MenuButton(menu: menu, iconName: "open-menu-symbolic")
        // F10 opens it, as GNOME's main menus do.
        button.isPrimary = true
        button.accessibleLabel = tr("Main menu")
        button.tooltip = tr("Main menu")
        header.packEnd(button)
    }
}
