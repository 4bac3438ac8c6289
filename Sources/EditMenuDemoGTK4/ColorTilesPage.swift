import DemoScenarios
import EditMenu
import EditMenuGTK4

/// "Color Tiles", as on GTK 3: tiles with a clipboard type of their own.
/// Copy a tile, then paste it into an empty one; other apps get the tile's
/// words as text.
@MainActor
final class ColorTilesPage: Box {
    let grid = TileGrid(columns: TileColor.columns)
    private var observation: EditMenuObservation?

    init(controller: EditMenuController, log: EventLog) {
        super.init(.vertical, spacing: 12)
        controller.menuItems.append(ColorTiles.changeColorItem)
        let hint = Label(tr("Right-click or hold a tile for its menu. Copy a tile, then paste it into an empty one."))
        hint.alignToStart()
        add(hint)
        grid.accessibleName = tr("Color tiles")
        grid.alignToStart()
        add(grid)
        for row in 1...TileColor.rows {
            for column in 1...TileColor.columns {
                grid.add(ColorTile(row: row, column: column, color: TileColor.initial(row: row, column: column), log: log))
            }
        }
        // The selection shows which tile the menu is about; it ends with the menu.
        observation = controller.observe { [weak self, weak controller] event in
            guard case .didHide = event, let self, controller?.isMenuVisible == false else { return }
            grid.selectedCell?.isSelected = false
        }
    }
}
