import CGtk
import CGtkShims

extension Gtk {
    /// Pages of which one shows at a time (`GtkStack`).
    package final class Stack: Container {
        override package class var gType: GType { gtk_stack_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_stack_new())) }

        var stack: UnsafeMutablePointer<GtkStack> { pointer.assumingMemoryBound(to: GtkStack.self) }

        /// Adds `page` named `name`, titled `title` in a switcher.
        package func addPage(_ page: Widget, name: String, title: String) { gtk_stack_add_titled(stack, page.widget, name, title) }
        package func page(named name: String) -> Widget? { Widget.wrap(gtk_stack_get_child_by_name(stack, name)) }
        package var visiblePage: Widget? { Widget.wrap(gtk_stack_get_visible_child(stack)) }
        package var visiblePageName: String? {
            get { GLib.string(gtk_stack_get_visible_child_name(stack)) }
            set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
        }
        /// Pages fade into each other.
        package func setCrossfade() { gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE) }
        /// Whether a page is sliding or fading in now.
        package var isTransitionRunning: Bool { gtk_stack_get_transition_running(stack) != 0 }
    }

    /// A row of buttons, one per page of a stack (`GtkStackSwitcher`).
    package final class StackSwitcher: Box {
        override package class var gType: GType { gtk_stack_switcher_get_type() }

        package convenience init(stack: Stack) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
            gtk_stack_switcher_set_stack(pointer.assumingMemoryBound(to: GtkStackSwitcher.self), stack.stack)
        }
    }

    /// Cells in a grid, one selectable at a time (`GtkFlowBox`).
    package final class FlowBox: Container {
        override package class var gType: GType { gtk_flow_box_get_type() }

        /// A grid of `columns` equal columns, one cell selected at a time,
        /// activated by a double click.
        package convenience init(columns: Int, spacing: Int) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_flow_box_new()))
            let box = flowBox
            gtk_flow_box_set_min_children_per_line(box, guint(columns))
            gtk_flow_box_set_max_children_per_line(box, guint(columns))
            gtk_flow_box_set_selection_mode(box, GTK_SELECTION_SINGLE)
            gtk_flow_box_set_activate_on_single_click(box, 0)
            gtk_flow_box_set_homogeneous(box, 1)
            gtk_flow_box_set_row_spacing(box, guint(spacing))
            gtk_flow_box_set_column_spacing(box, guint(spacing))
        }

        var flowBox: UnsafeMutablePointer<GtkFlowBox> { pointer.assumingMemoryBound(to: GtkFlowBox.self) }

        package func select(_ cell: FlowBoxChild) { gtk_flow_box_select_child(flowBox, cell.flowBoxChild) }
        package func unselect(_ cell: FlowBoxChild) { gtk_flow_box_unselect_child(flowBox, cell.flowBoxChild) }
    }

    /// A cell of a flow box (`GtkFlowBoxChild`).
    package final class FlowBoxChild: Bin {
        override package class var gType: GType { gtk_flow_box_child_get_type() }

        /// A cell whose accessible tells assistive technology it is
        /// selectable, and selected when it is (GTK 3's does not).
        package static func selectableCell() -> FlowBoxChild {
            FlowBoxChild(adopting: UnsafeMutableRawPointer(cgtk_grid_cell_new()))
        }

        var flowBoxChild: UnsafeMutablePointer<GtkFlowBoxChild> { pointer.assumingMemoryBound(to: GtkFlowBoxChild.self) }

        package var isSelected: Bool { gtk_flow_box_child_is_selected(flowBoxChild) != 0 }
        /// The flow box the cell is in.
        package var flowBox: FlowBox? { parent?.as(FlowBox.self) }
        /// Tells assistive technology the cell's SELECTED state changed.
        package func announceSelected(_ selected: Bool) { cgtk_notify_selected(widget, selected ? 1 : 0) }
    }
}

extension Signal where Emitter: Gtk.FlowBox, Handler == VoidHandler {
    /// `selected-children-changed`.
    package static var selectedChildrenChanged: Self { Self(withoutArguments: "selected-children-changed") }
}
