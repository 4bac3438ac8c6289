import Foundation

/// Where the menu's arrow points (UIMenuController.ArrowDirection).
///
/// The arrow points at the target, so `.up` puts the menu below the target (GTK:
/// `GTK_POS_BOTTOM`) and `.down` above it (`GTK_POS_TOP`). `.default` means above when
/// there is room, else below.
///
/// ```swift
/// controller.arrowDirection = .up   // the menu opens below the target
/// ```
public enum ArrowDirection: Sendable, Hashable, CaseIterable {
    case `default`, up, down, left, right
}
