import EditMenu

/// The demos' own actions, declared once so that both toolkits' pages
/// answer to the same selectors.
extension Action {
    package static let menu1 = Action("menu1")
    package static let menu2 = Action("menu2")
    package static let menu3 = Action("menu3")
    package static let menu4 = Action("menu4")
    /// The Basics field's own Paste: replaces the whole text with the clipboard's.
    package static let replaceWithClipboard = Action("replaceWithClipboard")
    package static let customItem = Action("customItem")
    /// A colour tile's Change Color (red ↔ black).
    package static let changeColor = Action("changeColor")
}
