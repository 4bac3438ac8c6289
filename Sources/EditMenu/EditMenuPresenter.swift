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
///     func present(_ request: EditMenuPresentationRequest) -> CGRect {
///         print("show", request.menu.titles, request.layout)
///         let rect = request.rect
///         return CGRect(x: rect.midX - 100, y: rect.minY - 40, width: 200, height: 40)
///     }
///     func update(_ menu: ResolvedMenu) { print("update", menu.titles) }
///     func dismiss(animated: Bool) { print("hide") }
/// }
/// ```
@MainActor
public protocol EditMenuPresenter: AnyObject {
    /// Shows the request's menu pointing at its rect (in its view's coordinates) and
    /// returns the menu's frame in the same coordinates.
    func present(_ request: EditMenuPresentationRequest) -> CGRect

    /// Replaces the contents of the menu already on screen, in place (no close/reopen).
    func update(_ menu: ResolvedMenu)

    /// Takes the menu off screen.
    func dismiss(animated: Bool)
}

/// Everything a presenter needs to put one menu on screen.
///
/// ```swift
/// let request = EditMenuPresentationRequest(menu: menu, rect: field.bounds, view: field,
///                                           source: .keyboard)
/// request.layout   // .list, the default
/// presenter.present(request)
/// ```
@MainActor
public struct EditMenuPresentationRequest {
    /// What to show.
    public var menu: ResolvedMenu
    /// What the menu points at, in ``view``'s coordinates.
    public var rect: CGRect
    /// The view the menu points into.
    public var view: Responder
    public var arrowDirection: ArrowDirection
    /// What opened the menu.
    public var source: MenuInputSource
    /// How to lay the menu out, as the controller's ``EditMenuController/presentation``
    /// decided for ``source``.
    public var layout: MenuLayout
    public var animated: Bool

    public init(menu: ResolvedMenu, rect: CGRect, view: Responder, arrowDirection: ArrowDirection = .default,
                source: MenuInputSource = .program, layout: MenuLayout = .list, animated: Bool = true) {
        self.menu = menu
        self.rect = rect
        self.view = view
        self.arrowDirection = arrowDirection
        self.source = source
        self.layout = layout
        self.animated = animated
    }
}
