import Foundation

/// Shows a ``ResolvedMenu`` on screen. EditMenuGTK implements it with a GtkPopover; tests
/// use a recording presenter.
///
/// The presenter reports back to its controller: ``EditMenuController/perform(_:)`` when the
/// user chooses an item, ``EditMenuController/presenterDidDismiss()`` when the user closes
/// the menu (Esc, click outside). It never dismisses itself after a choice: the controller
/// calls ``dismiss(animated:)`` after performing the action. The controller owns its
/// presenter, so a presenter should hold its controller weakly.
///
/// ```swift
/// final class LoggingPresenter: EditMenuPresenter {
///     func present(_ menu: ResolvedMenu, pointingTo rect: CGRect, in view: Responder,
///                  arrowDirection: ArrowDirection, animated: Bool) -> CGRect {
///         print("show", menu.titles)
///         return CGRect(x: rect.midX - 100, y: rect.minY - 40, width: 200, height: 40)
///     }
///     func update(_ menu: ResolvedMenu) { print("update", menu.titles) }
///     func dismiss(animated: Bool) { print("hide") }
/// }
/// ```
@MainActor
public protocol EditMenuPresenter: AnyObject {
    /// Shows `menu` pointing at `rect` (in `view`'s coordinates) and returns the menu's
    /// frame in the same coordinates.
    func present(_ menu: ResolvedMenu, pointingTo rect: CGRect, in view: Responder,
                 arrowDirection: ArrowDirection, animated: Bool) -> CGRect

    /// Replaces the contents of the menu already on screen, in place (no close/reopen).
    func update(_ menu: ResolvedMenu)

    /// Takes the menu off screen.
    func dismiss(animated: Bool)
}
