import EditMenu
import Foundation

/// A finger's taps on a text widget's selection toggle its compact menu: the
/// tap that asks for a menu shows it, or closes it when it was up as the
/// finger came down. Used by ``TextTouch`` for both widgets.
@MainActor
struct TouchMenuToggle {
    private unowned let view: View
    /// Where the menu points, read when it is shown (the selection moves).
    private let menuPoint: @MainActor () -> CGPoint
    /// Whether the menu was up when the finger came down. That touch's
    /// request for a menu closes it instead.
    private var menuWasUpAtTouch = false

    init(_ view: View, pointingAt menuPoint: @escaping @MainActor () -> CGPoint) {
        self.view = view
        self.menuPoint = menuPoint
    }

    var menuIsUp: Bool {
        view.editMenuController.isMenuVisible && view.editMenuController.targetView === view
    }

    /// A menu up when the finger came down was closed by the window already
    /// (a press outside a menu closes it), or is about to be.
    mutating func fingerCameDown() {
        menuWasUpAtTouch = menuIsUp || PopoverPresenter.currentPressClosedAMenu
    }

    /// The widget would have shown its own touch menu now.
    mutating func fingerAskedForTheMenu() {
        if menuWasUpAtTouch {
            menuWasUpAtTouch = false
            hideMenu()
        } else {
            showMenu()
        }
    }

    mutating func showMenu() {
        menuWasUpAtTouch = false
        _ = view.showEditMenu(for: .pointer(menuPoint()), from: .touch)
    }

    func hideMenu() {
        if menuIsUp { view.editMenuController.hideMenu() }
    }
}
