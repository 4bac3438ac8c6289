/// What opened a menu: the kind of input device, or code.
public enum MenuInputSource: Sendable, Equatable {
    /// A mouse or touchpad.
    case pointer
    /// A finger on a touchscreen (or a pen).
    case touch
    /// The Menu key, Shift+F10.
    case keyboard
    /// Code asked for the menu.
    case program
}

/// How a menu is laid out on screen.
///
/// The resolved menu is the same either way; only its presentation differs.
public enum MenuLayout: Sendable, Equatable {
    /// A single row of the enabled items, sized for fingers, with a trailing "More"
    /// that opens the full list (iOS's edit menu, GTK 4's touch selection bubble).
    case compact
    /// A vertical list with sections and each item's shortcut (a context menu).
    case list
}

/// Which layout a controller uses.
///
/// ```swift
/// controller.presentation = .automatic   // compact for touch, a list otherwise
/// controller.presentation = .compact     // always the row
/// EditMenuPresentation(rawValue: "list") // .list, e.g. from a setting
/// ```
public enum EditMenuPresentation: String, Sendable, Equatable, CaseIterable {
    /// Compact when a touchscreen opened the menu, a list for mouse, keyboard and code.
    case automatic
    case compact
    case list

    /// The layout for a menu opened from `source`.
    public func layout(for source: MenuInputSource) -> MenuLayout {
        switch self {
        case .compact: .compact
        case .list: .list
        case .automatic: source == .touch ? .compact : .list
        }
    }
}
