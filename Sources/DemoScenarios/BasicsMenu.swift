import EditMenu
import EditMenuText

/// The Basics page's custom items, the classic UIMenuController sample's:
/// Menu 1–3 (Menu 3 and Menu 4 swap places when chosen), the field's own
/// Paste and a custom item, all in the window's controller and offered
/// wherever a responder handles them.
@MainActor
package enum BasicsMenu {
    /// Adds the custom items to `controller`'s.
    package static func addItems(to controller: EditMenuController) {
        controller.menuItems += [
            .item(MenuItem(title: tr("Menu 1"), action: .menu1)),
            .item(MenuItem(title: tr("Menu 2"), action: .menu2)),
            .item(menu3),
            // The field's own Paste reads as the standard one does.
            .item(MenuItem(title: Action.paste.localizedTitle, action: .replaceWithClipboard,
                           id: MenuElementID("replace-with-clipboard"))),
            .item(MenuItem(title: tr("Custom item"), action: .customItem)),
        ]
    }

    /// Menu 1–3 on `responder` (called `name` in the log); Menu 3 and Menu 4
    /// swap places in `controller` when chosen.
    package static func install(on responder: Responder, named name: String,
                                controller: EditMenuController, log: @escaping DemoLog) {
        responder.handle(.menu1) { _ in log(performedLine(tr("Menu 1"), by: name)) }
        responder.handle(.menu2) { _ in log(performedLine(tr("Menu 2"), by: name)) }
        responder.handle(.menu3) { [weak controller] _ in
            log(performedLine(tr("Menu 3"), by: name))
            if let controller { swapMenu3And4(in: controller, for: menu4) }
        }
        responder.handle(.menu4) { [weak controller] _ in
            log(performedLine(tr("Menu 4"), by: name))
            if let controller { swapMenu3And4(in: controller, for: menu3) }
        }
    }

    private static var menu3: MenuItem { MenuItem(title: tr("Menu 3"), action: .menu3, id: MenuElementID("menu-3-4")) }
    private static var menu4: MenuItem { MenuItem(title: tr("Menu 4"), action: .menu4, id: MenuElementID("menu-3-4")) }

    /// The classic sample's swap: find the item, remove it, insert the other
    /// one at the same index, and update the menu. Found by its id, which
    /// Menu 3 and Menu 4 share: titles are translated.
    private static func swapMenu3And4(in controller: EditMenuController, for replacement: MenuItem) {
        guard let index = controller.menuItems.firstIndex(where: { $0.id == replacement.id }) else { return }
        controller.menuItems.remove(at: index)
        controller.menuItems.insert(.item(replacement), at: index)
        controller.update()
    }
}
