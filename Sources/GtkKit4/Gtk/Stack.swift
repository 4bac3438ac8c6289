import CGtk4

extension Gtk {
    /// Pages shown one at a time (`GtkStack`), each with a name and a title
    /// a `StackSwitcher` shows.
    ///
    /// ```swift
    /// let stack = Gtk.Stack()
    /// stack.addPage(page, name: "basics", title: "Basics")
    /// stack.connect(.notify("visible-child")) { print(stack.visiblePageName ?? "") }
    /// ```
    package final class Stack: Widget {
        override package class var gType: GType { gtk_stack_get_type() }

        package convenience init() {
            self.init(adopting: UnsafeMutableRawPointer(gtk_stack_new()))
        }

        var stack: OpaquePointer { OpaquePointer(pointer) }

        /// Pages fade into each other rather than cut.
        package func setCrossfade() {
            gtk_stack_set_transition_type(stack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        }

        /// Adds `child` as the page `name`, titled `title` in a switcher.
        package func addPage(_ child: Widget, name: String, title: String) {
            gtk_stack_add_titled(stack, child.widget, name, title)
        }

        /// The page named `name`, or nil.
        package func page(named name: String) -> Widget? {
            Widget.wrap(gtk_stack_get_child_by_name(stack, name).map(UnsafeMutableRawPointer.init))
        }

        /// Takes the page `child` out of the stack.
        package func remove(_ child: Widget) { gtk_stack_remove(stack, child.widget) }

        /// The page on screen.
        package var visiblePage: Widget? {
            Widget.wrap(gtk_stack_get_visible_child(stack).map(UnsafeMutableRawPointer.init))
        }

        /// The name of the page on screen; setting it shows that page.
        package var visiblePageName: String? {
            get { GLib.string(gtk_stack_get_visible_child_name(stack)) }
            set { if let newValue { gtk_stack_set_visible_child_name(stack, newValue) } }
        }
    }

    /// A row of toggle buttons, one per page title of a `Stack`
    /// (`GtkStackSwitcher`).
    package final class StackSwitcher: Widget {
        override package class var gType: GType { gtk_stack_switcher_get_type() }

        package convenience init(stack: Stack) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_stack_switcher_new()))
            gtk_stack_switcher_set_stack(OpaquePointer(pointer), stack.stack)
        }
    }

    /// A view of a bigger child through a scrollable window
    /// (`GtkScrolledWindow`).
    package final class ScrolledWindow: Widget {
        override package class var gType: GType { gtk_scrolled_window_get_type() }

        package convenience init(_ child: Widget) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_scrolled_window_new()))
            gtk_scrolled_window_set_child(scrolled, child.widget)
        }

        var scrolled: OpaquePointer { OpaquePointer(pointer) }

        /// Whether a frame is drawn around it (GTK 3's shadow "in").
        package var hasFrame: Bool {
            get { gtk_scrolled_window_get_has_frame(scrolled) != 0 }
            set { gtk_scrolled_window_set_has_frame(scrolled, newValue ? 1 : 0) }
        }

        /// At least this tall, however little the child needs.
        package var minimumContentHeight: Int {
            get { Int(gtk_scrolled_window_get_min_content_height(scrolled)) }
            set { gtk_scrolled_window_set_min_content_height(scrolled, gint(newValue)) }
        }
    }
}
