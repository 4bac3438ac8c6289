import EditMenu
import EditMenuText
import Foundation

/// The main menu's choice of how edit menus are laid out, in both demos: by
/// input device (a compact row for a finger, a list otherwise), always
/// compact, or always a list. It starts as `EDIT_MENU_PRESENTATION` says.
///
/// ```swift
/// app.addChoiceAction("presentation", initial: MenuLayoutChoice.initial.rawValue) { value in
///     controller.presentation = EditMenuPresentation(rawValue: value) ?? .automatic
///     log(MenuLayoutChoice.chosenLine(EditMenuPresentation(rawValue: value) ?? .automatic))
/// }
/// ```
package enum MenuLayoutChoice {
    /// The main menu's words for each layout.
    package static func title(of presentation: EditMenuPresentation) -> String {
        switch presentation {
        // Translators: how edit menus are laid out; compact for a finger, a list otherwise.
        case .automatic: tr("Menus by Input Device")
        case .compact: tr("Compact Menus")
        case .list: tr("List Menus")
        }
    }

    /// The main menu's items, one per layout, each targeting the
    /// application's `presentation` choice action.
    package static var menuItems: [(title: String, action: String)] {
        EditMenuPresentation.allCases.map { (title(of: $0), "app.presentation::\($0.rawValue)") }
    }

    /// The log's line for a layout chosen.
    package static func chosenLine(_ presentation: EditMenuPresentation) -> String {
        // Translators: the layout chosen in the main menu, e.g. "Menu layout: Compact Menus".
        tr("Menu layout: %s", title(of: presentation))
    }

    /// `EDIT_MENU_PRESENTATION` (automatic, compact or list), else automatic;
    /// another word is said on standard error, once.
    package static var initial: EditMenuPresentation {
        guard let name = ProcessInfo.processInfo.environment["EDIT_MENU_PRESENTATION"] else { return .automatic }
        guard let presentation = EditMenuPresentation(rawValue: name) else {
            FileHandle.standardError.write(Data(
                "\(CommandLine.arguments.first ?? "edit-menu-demo"): EDIT_MENU_PRESENTATION is automatic, compact or list, not \(name)\n".utf8))
            return .automatic
        }
        return presentation
    }
}
