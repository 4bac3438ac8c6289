import EditMenu
import EditMenuGTK4

/// The classic examples: text to copy, a field to paste into, a button
/// whose menu acts on something that is not text, and notes on many lines.
@MainActor
final class BasicsPage: Box {
    let label = Label("Select me and copy me", selectable: true)
    let field = TextField(placeholder: "Paste here")
    /// Why the last paste into the field put nothing in (what a user is told).
    let pasteStatus = Label("")
    let button = Button("Show Menu")
    let notes = TextView()

    init() {
        super.init(.vertical, spacing: 12)
        add(label)
        add(field)
        add(pasteStatus)
        add(button)
        add(notes)
        notes.text = "Notes on many lines:\nselect, cut, copy and paste here."
        field.onPasteFailed { [unowned self] failure in pasteStatus.text = "Nothing pasted: \(failure)" }
        field.onPasted { [unowned self] _ in pasteStatus.text = "" }
        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.handle(.copy) { _ in Pasteboards.general.setString("Hello from the button") }
    }
}
