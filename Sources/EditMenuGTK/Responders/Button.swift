import CGtk
import EditMenu
import Foundation

/// A push button (`GtkButton`). It does not take keyboard focus when
/// clicked, so a text field being edited keeps the keyboard while the
/// button's menu is up.
///
/// ```swift
/// let button = Button("Show Menu")
/// button.showsEditMenuOnClick = true
/// button.handle(.copy) { _ in Pasteboards.general.setString("from the button") }
/// ```
@MainActor
open class Button: View {
    /// Whether a click opens the button's edit menu (as the classic
    /// "Show Menu" button does).
    public var showsEditMenuOnClick = false

    public init(_ title: String) {
        super.init(wrapping: OpaquePointer(gtk_button_new_with_label(title)))
        focusOnClick = false
        gtk_button_set_use_underline(object.as(GtkButton.self), 0)
        editMenuAnchor = .bounds   // the menu points at the whole button, as UIKit's sample does
        // After the handlers of onClicked: what a click does comes before its menu.
        object.connect(.clicked, after: true) { [weak self] in self?.clicked() }
    }

    /// Calls `handler` each time the button is activated: a click, Enter or
    /// Space. Handlers run in the order they were added, before the button's
    /// menu opens (``showsEditMenuOnClick``); the returned connection removes
    /// this one.
    ///
    /// ```swift
    /// button.onClicked { [weak field] in field?.text = "" }
    /// ```
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        object.connect(.clicked, handler)
    }

    /// The button's label.
    public var title: String {
        get { String(cString: gtk_button_get_label(object.as(GtkButton.self))) }
        set { gtk_button_set_label(object.as(GtkButton.self), newValue) }
    }

    private func clicked() {
        guard showsEditMenuOnClick else { return }
        // Space or Enter on a focused button is a keyboard trigger: the menu
        // then takes focus for arrow keys and gives it back.
        showEditMenu(for: hasKeyboardFocus ? .keyboard : .programmatic)
    }
}
