import EditMenu
import EditMenuText
import Foundation

/// A menu long enough to page, in both demos: with `EDIT_MENU_LONG_MENU=1000`
/// the Basics page's Show Menu button offers a thousand more items ("Item 1"
/// on), each logged when chosen, so "More…" and Back can be tried, and
/// tested, on a menu of many pages. Without it the button's menu is the
/// sample's.
///
/// ```swift
/// LongMenu.install(on: button, named: tr("Show Menu button"), controller: controller, log: log.append)
/// ```
@MainActor
package enum LongMenu {
    /// The items `EDIT_MENU_LONG_MENU` asks for: 0 without it; another word
    /// is said on standard error.
    package static var itemCount: Int {
        guard let text = ProcessInfo.processInfo.environment["EDIT_MENU_LONG_MENU"] else { return 0 }
        guard let count = Int(text), count >= 0 else {
            FileHandle.standardError.write(Data(
                "\(CommandLine.arguments.first ?? "edit-menu-demo"): EDIT_MENU_LONG_MENU is a number of items, not \(text)\n".utf8))
            return 0
        }
        return count
    }

    /// Adds the items to `controller`, offered where `responder` is (it
    /// handles them), each logged as performed by `name`.
    package static func install(on responder: Responder, named name: String,
                                controller: EditMenuController, log: @escaping DemoLog) {
        let count = itemCount
        guard count > 0 else { return }
        for index in 1...count {
            let title = "Item \(index)"   // a test's menu, not translated
            let action = Action("longMenuItem\(index)")
            responder.handle(action) { _ in log(performedLine(title, by: name)) }
            controller.menuItems.append(.item(MenuItem(title: title, action: action)))
        }
    }
}
