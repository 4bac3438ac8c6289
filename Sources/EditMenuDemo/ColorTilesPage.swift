import EditMenu
import EditMenuGTK

/// "Color Tiles": tiles that copy, cut and paste with their own pasteboard
/// type, and change colour — UIKit's classic tile sample.
@MainActor
final class ColorTilesPage: Box {
    static let rows = 3, columns = 4
    /// Which tiles start filled: a checkerboard-ish mix with empty ones.
    static func initialColor(row: Int, column: Int) -> TileColor? {
        switch (row + column) % 3 {
        case 0: return .red
        case 1: return .black
        default: return nil
        }
    }

    let grid = TileGrid(columns: ColorTilesPage.columns)
    private var observation: EditMenuObservation?

    init(controller: EditMenuController, log: EventLog) {
        super.init(.vertical, spacing: 12)
        controller.menuItems.append(.item(MenuItem(title: tr("Change Color"), action: .changeColor)))
        let hint = Label(tr("Double-click a tile for its menu. Copy a tile, then paste it into an empty one."))
        add(hint)
        grid.accessibleName = tr("Color tiles")
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
            self.grid.selectedCell?.isSelected = false
        }
    }
}
