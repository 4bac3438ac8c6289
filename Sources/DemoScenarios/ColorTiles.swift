import EditMenu
import EditMenuText

/// The Color Tiles page's parts that are about the model, not the widgets:
/// the Change Color item, a tile's name and its log lines.
@MainActor
package enum ColorTiles {
    /// Change Color, added to the window controller's items: offered by a
    /// filled tile (which handles `.changeColor`).
    package static var changeColorItem: MenuElement {
        .item(MenuItem(title: tr("Change Color"), action: .changeColor))
    }

    /// "Tile 2,3": row, then column.
    package static func name(row: Int, column: Int) -> String {
        // Translators: a colour tile's name: its row, then its column.
        tr("Tile %d,%d", row, column)
    }

    /// What a tile says it holds, for assistive technology: its colour or "empty".
    package static func description(of color: TileColor?) -> String {
        color?.localizedName ?? tr("empty")
    }

    /// "Copy performed by Tile 1,2: red".
    package static func performed(_ action: Action, by tile: String, color: TileColor) -> String {
        // Translators: an event-log line: the action, the tile, the tile's colour.
        tr("%s performed by %s: %s", action.localizedTitle, tile, color.localizedName)
    }

    /// "Change Color performed by Tile 1,2: red → black".
    package static func colorChanged(by tile: String, from color: TileColor) -> String {
        tr("%s performed by %s: %s → %s", tr("Change Color"), tile, color.localizedName, color.toggled.localizedName)
    }

    /// A paste whose clipboard held no tile.
    package static func noTile(in tile: String) -> String {
        tr("Paste: the clipboard holds no tile; %s unchanged", tile)
    }

    /// Why a tile's trigger opened no menu.
    package static func noMenu(for tile: String, _ result: EditMenuController.ShowResult) -> String {
        // Translators: a tile's name, then why no menu opened.
        tr("%s: %s", tile, result.explanation)
    }
}
