import EditMenuGTK4
import GtkKit4

/// A grid of cells (`GtkFlowBox`), one of which may be selected: the
/// selection shows which cell a menu is about.
///
/// ```swift
/// let grid = TileGrid(columns: 4)
/// grid.add(ColorTile(row: 1, column: 1, color: .red, log: log))
/// ```
@MainActor
final class TileGrid: View {
    private let box: Gtk.FlowBox

    init(columns: Int, spacing: Int = 8) {
        box = Gtk.FlowBox(columns: columns, spacing: spacing)
        super.init(wrapping: box.opaque)
    }

    func add(_ cell: GridCell) {
        addChild(cell)
        box.append(cell.cell)
    }

    /// The selected cell, or nil.
    var selectedCell: GridCell? {
        children.compactMap { $0 as? GridCell }.first { $0.isSelected }
    }
}

/// A cell of a `TileGrid` (`GtkFlowBoxChild`) around one content view;
/// assistive technology reads it as a grid cell.
@MainActor
class GridCell: View {
    let content: View
    fileprivate let cell = Gtk.FlowBoxChild()

    init(content: View) {
        self.content = content
        super.init(wrapping: cell.opaque)
        addChild(content)
        cell.content = content.gtkWidget
    }

    var isSelected: Bool {
        get { cell.isSelected }
        set {
            guard let flowBox = cell.flowBox else { return }
            if newValue { flowBox.select(cell) } else { flowBox.unselect(cell) }
        }
    }
}
