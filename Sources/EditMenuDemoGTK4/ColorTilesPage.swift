import EditMenu
import EditMenuGTK4

/// "Color Tiles", as on GTK 3: tiles with a clipboard type of their own.
/// Copy a tile, then paste it into an empty one; other apps get the tile's
/// words as text.
@MainActor
final class ColorTilesPage: Box {
    static let rows = 3, columns = 4

    /// Red, black and empty in turn along the diagonals.
    static func initialColor(row: Int, column: Int) -> TileColor? {
        switch (row + column) % 3 {
        case 0: .red
        case 1: .black
        default: nil
        }
    }

    let grid = TileGrid(columns: ColorTilesPage.columns)
    private var observation: EditMenuObservation?

    init(controller: EditMenuController, log: EventLog) {
        super.init(.vertical, spacing: 12)
        controller.menuItems.append(.item(MenuItem(title: "Change Color", action: .changeColor)))
        let hint = Label("Right-click or hold a tile for its menu. Copy a tile, then paste it into an empty one.")
        hint.alignToStart()
        add(hint)
        grid.accessibleName = "Color tiles"
        grid.alignToStart()
        add(grid)
        for row in 1...Self.rows {
            for column in 1...Self.columns {
                grid.add(ColorTile(row: row, column: column, color: Self.initialColor(row: row, column: column), log: log))
            }
        }
        // The selection shows which tile the menu is about; it ends with the menu.
        observation = controller.observe { [weak self, weak controller] event in
            guard case .didHide = event, let self, controller?.isMenuVisible == false else { return }
            grid.selectedCell?.isSelected = false
        }
    }
}
