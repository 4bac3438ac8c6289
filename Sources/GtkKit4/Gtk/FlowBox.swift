import CGtk4

extension Gtk {
    /// Children in rows that reflow (`GtkFlowBox`), here a grid of cells of
    /// which one at a time may be selected.
    ///
    /// ```swift
    /// let grid = Gtk.FlowBox(columns: 4, spacing: 8)
    /// let cell = Gtk.FlowBoxChild()
    /// grid.append(cell)
    /// grid.select(cell)
    /// ```
    package final class FlowBox: Widget {
        override package class var gType: GType { gtk_flow_box_get_type() }

        /// A grid of `columns` columns, one cell selectable at a time, which
        /// a click does not activate.
        package convenience init(columns: Int, spacing: Int) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_flow_box_new()))
            gtk_flow_box_set_selection_mode(flowBox, GTK_SELECTION_SINGLE)
            gtk_flow_box_set_min_children_per_line(flowBox, guint(columns))
            gtk_flow_box_set_max_children_per_line(flowBox, guint(columns))
            gtk_flow_box_set_column_spacing(flowBox, guint(spacing))
            gtk_flow_box_set_row_spacing(flowBox, guint(spacing))
            gtk_flow_box_set_homogeneous(flowBox, 1)
            gtk_flow_box_set_activate_on_single_click(flowBox, 0)
        }

        var flowBox: OpaquePointer { OpaquePointer(pointer) }

        package func append(_ child: FlowBoxChild) { gtk_flow_box_append(flowBox, child.widget) }
        package func select(_ child: FlowBoxChild) { gtk_flow_box_select_child(flowBox, child.child) }
        package func unselect(_ child: FlowBoxChild) { gtk_flow_box_unselect_child(flowBox, child.child) }
    }

    /// A cell of a `FlowBox` (`GtkFlowBoxChild`), holding one widget.
    package final class FlowBoxChild: Widget {
        override package class var gType: GType { gtk_flow_box_child_get_type() }

        package convenience init() {
            self.init(adopting: UnsafeMutableRawPointer(gtk_flow_box_child_new()))
        }

        var child: UnsafeMutablePointer<GtkFlowBoxChild> { pointer.assumingMemoryBound(to: GtkFlowBoxChild.self) }

        package var content: Widget? {
            get { Widget.wrap(gtk_flow_box_child_get_child(child).map(UnsafeMutableRawPointer.init)) }
            set { gtk_flow_box_child_set_child(child, newValue?.widget) }
        }

        package var isSelected: Bool { gtk_flow_box_child_is_selected(child) != 0 }

        /// The flow box it is in, or nil.
        package var flowBox: FlowBox? { parent?.as(FlowBox.self) }
    }
}
