import EditMenuGTK

/// "Basics": a selectable label, a text field and a custom button, each
/// with its own edit menu (the classic UIMenuController sample).
@MainActor
final class BasicsPage: Box {
    let label = Label("Label text to copy", selectable: true)
    let field = TextField(placeholder: "Type here, then open a menu")
    let button = Button("Show Menu")

    init(log: EventLog) {
        super.init(.vertical, spacing: 18)
        field.accessibleName = "Text field"
        button.onClick = { log.append("Show Menu clicked") }
        add(label)
        add(field)
        add(button)
    }
}
