import EditMenu
import Foundation
import GtkKit4

/// A push button (`GtkButton`) that does not take keyboard focus when
/// clicked, so a field being edited keeps the keyboard while the button's
/// menu is up.
///
/// ```swift
/// let button = Button("Show Menu")
/// button.showsEditMenuOnClick = true
/// button.handle(.copy) { _ in Pasteboards.general.setString("from the button") }
/// ```
@MainActor
open class Button: View {
    /// Whether a click opens the button's edit menu.
    public var showsEditMenuOnClick = false

    private let gtkButton: Gtk.Button

    public init(_ title: String) {
        gtkButton = Gtk.Button(label: title)
        super.init(wrapping: gtkButton.opaque)
        gtkButton.set("focus-on-click", false)
        gtkButton.connect(.clicked, after: true) { [weak self] in
            guard let self, showsEditMenuOnClick else { return }
            showEditMenu(for: .programmatic)
        }
    }

    /// Calls `handler` on each click (after the button's own menu, if it
    /// shows one), until the button is destroyed or the returned connection
    /// is disconnected.
    ///
    /// ```swift
    /// button.onClicked { print("clicked") }
    /// ```
    @discardableResult
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(gtkButton.connect(.clicked, handler))
    }
}
