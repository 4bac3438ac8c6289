import EditMenu

extension Action {
    /// Opens GTK's emoji chooser in a text field (GtkEntry's "Insert Emoji").
    public static let insertEmoji = Action("insertEmoji")
}

extension MenuItem {
    /// "Insert Emoji" (in the desktop's language, as GtkEntry says it),
    /// offered wherever a text field can insert one.
    @MainActor
    public static var insertEmoji: MenuItem {
        MenuItem(title: Action.insertEmoji.localizedTitle, action: .insertEmoji, iconName: "face-smile-symbolic", id: MenuElementID("insert-emoji"))
    }
}
