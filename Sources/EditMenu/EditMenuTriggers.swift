import Foundation

/// The input that opens a view's edit menu, the same for every toolkit.
///
/// ```swift
/// tile.editMenuTriggers = [.doubleClick]                       // colour tiles
/// label.editMenuTriggers = .standard                           // right-click, long-press, Menu key
/// ```
public struct EditMenuTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Right-click (or whatever the platform calls a context-menu click).
    public static let secondaryClick = EditMenuTriggers(rawValue: 1 << 0)
    /// Holding still with the mouse or a finger.
    public static let longPress = EditMenuTriggers(rawValue: 1 << 1)
    /// The Menu key and Shift+F10.
    public static let keyboard = EditMenuTriggers(rawValue: 1 << 2)
    /// A double-click or double-tap with the primary button (GTK 3 only, for
    /// now).
    public static let doubleClick = EditMenuTriggers(rawValue: 1 << 3)

    /// Right-click, long-press and the keyboard: what desktop users expect
    /// of a widget with a context menu.
    public static let standard: EditMenuTriggers = [.secondaryClick, .longPress, .keyboard]
}

/// What opened a menu, with the spot it happened at (view coordinates).
public enum EditMenuTriggerEvent: Sendable, Equatable {
    case pointer(CGPoint)
    case longPress(CGPoint)
    case doubleClick(CGPoint)
    case keyboard
    /// Code asked for the menu (a button's click, `showEditMenu()`).
    case programmatic

    /// The input source this trigger implies when the device is not known: the
    /// keyboard (whose menus take the keys and give them back), code, or else
    /// a pointer.
    public var impliedSource: MenuInputSource {
        switch self {
        case .keyboard: .keyboard
        case .programmatic: .program
        case .pointer, .longPress, .doubleClick: .pointer
        }
    }
}

/// What a view's menu points at when a pointer opens it.
public enum EditMenuAnchor: Sendable, Equatable {
    /// The spot that was clicked or pressed (a desktop's usual context menu).
    case pressedPoint
    /// The whole view (UIKit's `setTargetRect(view.bounds, in: view)`).
    case bounds
    /// The view's centre, as a zero-size rect: the menu points at a point.
    case center
}
