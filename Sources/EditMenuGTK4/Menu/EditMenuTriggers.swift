import EditMenu
import Foundation

/// The input that opens a view's edit menu; the same set as on GTK 3.
///
/// ```swift
/// label.editMenuTriggers = .standard   // right-click, long-press, Menu key
/// ```
public struct EditMenuTriggers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A secondary-button click (GtkGestureClick on button 3).
    public static let secondaryClick = EditMenuTriggers(rawValue: 1 << 0)
    /// Holding still with the mouse or a finger (GtkGestureLongPress).
    public static let longPress = EditMenuTriggers(rawValue: 1 << 1)
    /// The Menu key and Shift+F10.
    public static let keyboard = EditMenuTriggers(rawValue: 1 << 2)

    /// Right-click, long-press and the keyboard.
    public static let standard: EditMenuTriggers = [.secondaryClick, .longPress, .keyboard]
}

/// What opened a menu, with the spot it happened at (view coordinates).
public enum EditMenuTriggerEvent: Sendable, Equatable {
    case pointer(CGPoint)
    case longPress(CGPoint)
    case keyboard
    /// Code asked for the menu.
    case programmatic

    /// The input source the trigger implies.
    public var impliedSource: MenuInputSource {
        switch self {
        case .keyboard: .keyboard
        case .programmatic: .program
        case .pointer, .longPress: .pointer
        }
    }
}
