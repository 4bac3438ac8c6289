import CGtk

/// A grid of selectable cells (`GtkFlowBox` with a fixed number of
/// columns). Assistive technology sees each cell as a list item with the
/// SELECTED state when it is selected.
///
/// ```swift
/// let grid = TileGrid(columns: 4)
/// grid.add(GridCell(content: tileDrawing))
/// ```
@MainActor
public final class TileGrid: View {
    public init(columns: Int, spacing: Int = 8) {
        super.init(wrapping: OpaquePointer(gtk_flow_box_new()))
        let box = object.as(GtkFlowBox.self)
        gtk_flow_box_set_min_children_per_line(box, guint(columns))
        gtk_flow_box_set_max_children_per_line(box, guint(columns))
        gtk_flow_box_set_selection_mode(box, GTK_SELECTION_SINGLE)
        gtk_flow_box_set_activate_on_single_click(box, 0)
        gtk_flow_box_set_homogeneous(box, 1)
        gtk_flow_box_set_row_spacing(box, guint(spacing))
        gtk_flow_box_set_column_spacing(box, guint(spacing))
        object.connect(.selectedChildrenChanged) { [weak self] in
            for cell in self?.subviews.compactMap({ $0 as? GridCell }) ?? [] { cell.announceSelection() }
        }
    }

    /// Appends a cell.
    public func add(_ cell: GridCell) {
        addChild(cell)
        gtk_container_add(cgtk_container(widget), cell.widget)
    }

    /// The selected cell, if any.
    public var selectedCell: GridCell? {
        subviews.compactMap { $0 as? GridCell }.first { $0.isSelected }
    }
}

/// One cell of a `TileGrid` (`GtkFlowBoxChild`) holding a content view.
/// Assistive technology reads it as selectable, and selected when it is
/// (GTK 3's own flow-box child does not say so; see `CGtkA11y.h`).
@MainActor
open class GridCell: View {
    /// What the cell shows.
    public let content: View
    private var announcedSelection = false

    public init(content: View) {
        self.content = content
        super.init(wrapping: OpaquePointer(cgtk_grid_cell_new()))
        addChild(content)
        gtk_container_add(cgtk_container(widget), content.widget)
    }

    /// Tells assistive technology about a change of selection.
    func announceSelection() {
        let selected = isSelected
        guard selected != announcedSelection else { return }
        announcedSelection = selected
        cgtk_notify_selected(widget, selected ? 1 : 0)
    }

    private var flowBox: UnsafeMutablePointer<GtkFlowBox>? {
        gtk_widget_get_parent(widget).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkFlowBox.self) }
    }

    /// Whether the cell is selected (drawn selected; SELECTED to assistive technology).
    public var isSelected: Bool {
        get { gtk_flow_box_child_is_selected(object.as(GtkFlowBoxChild.self)) != 0 }
        set {
            guard let flowBox else { return }
            if newValue {
                gtk_flow_box_select_child(flowBox, object.as(GtkFlowBoxChild.self))
            } else {
                gtk_flow_box_unselect_child(flowBox, object.as(GtkFlowBoxChild.self))
            }
        }
    }
}
