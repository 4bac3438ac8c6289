import EditMenu
import Foundation
import GtkKit

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

    /// The GtkButton.
    let gtkButton: Gtk.Button

    public init(_ title: String) {
        gtkButton = Gtk.Button(label: title)
        super.init(wrapping: gtkButton.opaque)
        focusOnClick = false
        gtkButton.usesUnderline = false
        editMenuAnchor = .bounds   // the menu points at the whole button, as UIKit's sample does
        // After the handlers of onClicked: what a click does comes before its menu.
        gtkButton.connect(.clicked, after: true) { [weak self] in self?.clicked() }
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
        SignalConnection(gtkButton.connect(.clicked, handler))
    }

    /// The button's label.
    public var title: String {
        get { gtkButton.label ?? "" }
        set { gtkButton.label = newValue }
    }

    private func clicked() {
        guard showsEditMenuOnClick else { return }
        // Space or Enter on a focused button is a keyboard trigger: the menu
        // then takes focus for arrow keys and gives it back.
        showEditMenu(for: hasKeyboardFocus ? .keyboard : .programmatic)
    }
}
