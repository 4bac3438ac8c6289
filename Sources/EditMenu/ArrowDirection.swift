import Foundation

/// Where the menu's arrow points (UIMenuController.ArrowDirection).
///
/// The arrow points at the target, so `.up` puts the menu below the target and `.down`
/// above it. `.default` means above when there is room, else below.
///
/// Sideways, two kinds, as UIKit's layout has both:
/// - `.left` and `.right` are physical, the same in every language: `.left` puts the
///   menu to the target's right.
/// - `.leading` and `.trailing` follow the text direction, as GTK's own popover
///   positions do: `.leading` points the arrow at the target's leading side, so the
///   menu comes after the target in reading order — to its right in English, to its
///   left in Hebrew or Arabic. Prefer these for menus beside content.
///
/// ```swift
/// controller.arrowDirection = .up        // the menu opens below the target
/// tile.editMenuArrowDirection = .leading  // beside the tile, after it in reading order
/// ```
public enum ArrowDirection: Sendable, Hashable, CaseIterable {
    case `default`, up, down, left, right, leading, trailing

    /// Whether the menu sits beside the target rather than above or below it.
    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing: return true
        case .default, .up, .down: return false
        }
    }

    /// The physical direction in a layout running right to left (`true`) or
    /// left to right: `.leading` and `.trailing` resolved, everything else as is.
    public func resolved(rightToLeft: Bool) -> ArrowDirection {
        switch self {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return self
        }
    }
}
