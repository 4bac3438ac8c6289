import EditMenu
import EditMenuText
import Foundation

/// A tile's colour; what a copied tile carries on the pasteboard.
package enum TileColor: String, CaseIterable, Sendable {
    case red, black

    /// The other colour (Change Color toggles).
    package var toggled: TileColor { self == .red ? .black : .red }

    /// The colour drawn, for a toolkit that paints its tiles itself (GTK 3;
    /// GTK 4's style sheet has its own).
    package var rgb: (Double, Double, Double) {
        self == .red ? (0.88, 0.11, 0.14) : (0.1, 0.1, 0.1)
    }

    /// The tile's own pasteboard type, so only tiles paste into tiles.
    package static let pasteboardType = PasteboardType("application/x-edit-menu-color-tile")

    /// The colour's name in the user's language ("red").
    package var localizedName: String {
        switch self {
        case .red: return tr("red")
        case .black: return tr("black")
        }
    }

    /// A pasteboard item for this colour: the tile type, plus text for other
    /// apps ("red tile", in the user's language).
    package var pasteboardItem: PasteboardItem {
        let text = self == .red ? tr("red tile") : tr("black tile")
        return PasteboardItem([TileColor.pasteboardType: Data(rawValue.utf8), .utf8PlainText: Data(text.utf8)])
    }
}

extension TileColor {
    /// The Color Tiles page's grid: three rows of four.
    package static let rows = 3, columns = 4

    /// Which tiles start filled: a checkerboard-ish mix with empty ones.
    package static func initial(row: Int, column: Int) -> TileColor? {
        switch (row + column) % 3 {
        case 0: return .red
        case 1: return .black
        default: return nil
        }
    }
}
