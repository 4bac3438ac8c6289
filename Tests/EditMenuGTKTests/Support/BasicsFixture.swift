import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// A window like the demo's Basics page: a selectable label, a text field
/// and a button with its own menu (Copy and a custom item).
@MainActor
struct BasicsFixture {
    let label = Label("Label text to copy", selectable: true)
    let field = TextField()
    let button = Button("Show Menu")
    let window: Window
    var controller: EditMenuController { window.editMenuController }
    var menu: VisibleMenu { VisibleMenu(controller)! }
    static let customAction = Action("customItem")

    init(_ test: GTKTestCase) {
        let column = Box(.vertical, spacing: 12)
        column.add(label)
        column.add(field)
        column.add(button)
        field.accessibleName = "Text field"
        button.showsEditMenuOnClick = true
        button.editMenuTriggers = .standard
        button.handle(.copy) { _ in Pasteboards.general.setString("Button text") }
        button.handle(Self.customAction) { _ in }
        window = test.makeWindow(with: column)
        controller.menuItems.append(.item(MenuItem(title: "Custom item", action: Self.customAction)))
        // As in the demo: the field has the keyboard (GTK would otherwise
        // focus the label first and select all of its text).
        field.grabFocus()
        label.deselect()
        MainLoop.drain()
    }

    /// Waits until no popover is on screen any more, not even animating out
    /// (a press must land on the widget, not on a fading menu).
    func waitForMenusToLeave() {
        _ = MainLoop.run(until: {
            WidgetTree.mappedPopoverCount(in: window.widget) == 0
        })
    }

    /// Puts the keyboard in the field with `text` typed and `selection` selected.
    func editField(_ text: String, selecting selection: Range<Int>) {
        field.grabFocus()
        field.text = text
        field.select(characters: selection)
        MainLoop.drain()
    }
}
