import EditMenu
import EditMenuGTK4

/// The classic examples: text to copy, a field to paste into, and a button
/// whose menu acts on something that is not text.
@MainActor
final class BasicsPage: Box {
    let label = Label("Select me and copy me", selectable: true)
    let field = TextField(placeholder: "Paste here")
    let button = Button("Show Menu")

    init() {
        super.init(.vertical, spacing: 12)
        add(label)
        add(field)
        add(button)
        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.handle(.copy) { _ in Pasteboards.general.setString("Hello from the button") }
    }
}
