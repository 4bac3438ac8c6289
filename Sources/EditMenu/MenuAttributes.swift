import Foundation
import Synchronization

/// How a menu element is shown and behaves (UIMenuElement.Attributes).
///
/// ```swift
/// MenuItem(title: "Erase", action: erase, attributes: [.destructive])
/// MenuAction(title: "Bold", attributes: .keepsMenuPresented, state: .on) { _ in toggleBold() }
/// ```
public struct MenuAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shown but cannot be chosen.
    public static let disabled = MenuAttributes(rawValue: 1 << 0)
    /// Shown in a destructive style (GTK: the `destructive-action` style class).
    public static let destructive = MenuAttributes(rawValue: 1 << 1)
    /// Not shown at all.
    public static let hidden = MenuAttributes(rawValue: 1 << 2)
    /// Choosing it does not close the menu (the menu is re-resolved in place instead).
    public static let keepsMenuPresented = MenuAttributes(rawValue: 1 << 3)
    /// An option the user turns on and off: its state shows as a check box,
    /// empty when off (UIKit draws only the check mark of `.on`).
    public static let checkBox = MenuAttributes(rawValue: 1 << 4)
    /// One of several choices, shown as a radio button: on for the chosen one.
    public static let radio = MenuAttributes(rawValue: 1 << 5)
}

/// How an entry shows its ``MenuElementState``.
public enum MenuStateStyle: Sendable, Hashable {
    /// A check mark when on, nothing when off (UIKit's way; the default).
    case checkMarkWhenOn
    /// A check box, empty when off (``MenuAttributes/checkBox``).
    case checkBox
    /// A radio button (``MenuAttributes/radio``).
    case radio

    init(_ attributes: MenuAttributes) {
        self = attributes.contains(.radio) ? .radio : attributes.contains(.checkBox) ? .checkBox : .checkMarkWhenOn
    }
}

/// The check state of a menu element (UIMenuElement.State).
public enum MenuElementState: Sendable, Hashable {
    case off, on, mixed
}

/// A stable identity for a menu element, kept across ``EditMenuController/update()`` so a
/// presenter can update entries in place.
///
/// Generated identifiers look like `item-12`; they use only letters, digits and `-`, so they
/// are valid GAction names as they are.
public struct MenuElementID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// An explicit identifier. Keep it to letters, digits, `-` and `.` if a GTK presenter
    /// uses it as an action name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A fresh identifier, unique in this process.
    public static func unique() -> MenuElementID {
        MenuElementID("item-\(counter.next())")
    }

    public var description: String { rawValue }

    // Elements are Sendable values that may be made on any thread, hence an atomic.
    private static let counter = Counter()

    private final class Counter: Sendable {
        private let value = Atomic(0)
        func next() -> Int { value.add(1, ordering: .relaxed).newValue }
    }
}
