import Foundation

/// A change in an edit menu's visibility, carrying the menu's frame (in the target view's
/// coordinates), as UIMenuController's notifications do.
///
/// ```swift
/// controller.observe { event in
///     if case .didShow(let frame) = event { highlight(avoiding: frame) }
/// }
/// ```
public enum EditMenuEvent: Sendable, Equatable {
    case willShow(frame: CGRect)
    case didShow(frame: CGRect)
    case willHide(frame: CGRect)
    case didHide(frame: CGRect)

    /// The menu's frame at the time of the event.
    public var frame: CGRect {
        switch self {
        case .willShow(let frame), .didShow(let frame), .willHide(let frame), .didHide(let frame):
            return frame
        }
    }

    /// The matching NotificationCenter name.
    public var notificationName: Notification.Name {
        switch self {
        case .willShow: return EditMenuController.willShowMenuNotification
        case .didShow: return EditMenuController.didShowMenuNotification
        case .willHide: return EditMenuController.willHideMenuNotification
        case .didHide: return EditMenuController.didHideMenuNotification
        }
    }
}
