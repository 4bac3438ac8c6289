import EditMenuGTK
import GtkKit

/// A grid of selectable cells (`GtkFlowBox` with a fixed number of
/// columns). Assistive technology sees each cell as a list item with the
/// SELECTED state when it is selected.
///
/// ```swift
/// let grid = TileGrid(columns: 4)
/// grid.add(GridCell(content: tileDrawing))
/// ```
@MainActor
final class TileGrid: View {
    private let box: Gtk.FlowBox

    init(columns: Int, spacing: Int = 8) {
        box = Gtk.FlowBox(columns: columns, spacing: spacing)
        super.init(wrapping: box.opaque)
        box.connect(.selectedChildrenChanged) { [weak self] in
            for cell in self?.subviews.compactMap({ $0 as? GridCell }) ?? [] { cell.announceSelection() }
        }
    }

    /// Appends a cell.
    func add(_ cell: GridCell) {
        addChild(cell)
        box.add(cell.gtkWidget)
    }

    /// The selected cell, if any.
    var selectedCell: GridCell? {
        subviews.compactMap { $0 as? GridCell }.first { $0.isSelected }
    }
}

/// One cell of a `TileGrid` (`GtkFlowBoxChild`) holding a content view.
/// Assistive technology reads it as selectable, and selected when it is
/// (GTK 3's own flow-box child does not say so).
@MainActor
class GridCell: View {
    /// What the cell shows.
    let content: View
    private let cell = Gtk.FlowBoxChild.selectableCell()
    private var announcedSelection = false

    init(content: View) {
        self.content = content
        super.init(wrapping: cell.opaque)
        addChild(content)
        cell.add(content.gtkWidget)
    }

    /// Tells assistive technology about a change of selection.
    func announceSelection() {
        let selected = isSelected
        guard selected != announcedSelection else { return }
        announcedSelection = selected
        cell.announceSelected(selected)
    }

    /// Whether the cell is selected (drawn selected; SELECTED to assistive technology).
    var isSelected: Bool {
        get { cell.isSelected }
        set {
            guard let flowBox = cell.flowBox else { return }
            if newValue { flowBox.select(cell) } else { flowBox.unselect(cell) }
        }
    }
}
