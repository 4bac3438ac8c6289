import CGtk

/// A push button (`GtkButton`). By default it does not take keyboard focus
/// when clicked, so a text field being edited keeps the keyboard.
///
/// ```swift
/// let button = Button("Show Menu")
/// button.onClick = { print("clicked") }
/// ```
@MainActor
open class Button: View {
    /// Called when the button is activated (click, Enter, Space).
    public var onClick: (@MainActor () -> Void)?

    public init(_ title: String) {
        super.init(widget: gtk_button_new_with_label(title))
        focusOnClick = false
        gtk_button_set_use_underline(object.as(GtkButton.self), 0)
        object.connect("clicked") { [weak self] in self?.onClick?() }
    }

    /// The button's label.
    public var title: String {
        get { String(cString: gtk_button_get_label(object.as(GtkButton.self))) }
        set { gtk_button_set_label(object.as(GtkButton.self), newValue) }
    }
}
