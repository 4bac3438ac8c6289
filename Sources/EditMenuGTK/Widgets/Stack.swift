import CGtk

/// Pages shown one at a time (`GtkStack`), switched by the window's
/// `GtkStackSwitcher`.
///
/// ```swift
/// let stack = Stack()
/// stack.addPage(basicsPage, name: "basics", title: "Basics")
/// ```
@MainActor
public final class Stack: View {
    public init() {
        super.init(widget: gtk_stack_new())
        gtk_stack_set_transition_type(gtkStack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    }

    var gtkStack: UnsafeMutablePointer<GtkStack> { object.as(GtkStack.self) }

    /// Adds a page with a machine `name` and a user-visible `title`.
    public func addPage(_ page: View, name: String, title: String) {
        addChild(page)
        gtk_stack_add_titled(gtkStack, page.widget, name, title)
    }

    /// The name of the page on screen.
    public var visiblePageName: String? {
        get { gtk_stack_get_visible_child_name(gtkStack).map { String(cString: $0) } }
        set { if let newValue { gtk_stack_set_visible_child_name(gtkStack, newValue) } }
    }

    /// Called after the visible page changed.
    public func onPageChanged(_ handler: @escaping @MainActor (String?) -> Void) {
        object.connect("notify::visible-child", pointer: { [weak self] _ in handler(self?.visiblePageName) })
    }
}

extension Stack {
    /// A `GtkStackSwitcher` for this stack: a row of toggle buttons, one per
    /// page title, usually put in the window's header bar.
    public func makeSwitcher() -> View {
        let switcher = View(widget: gtk_stack_switcher_new())
        gtk_stack_switcher_set_stack(switcher.object.as(GtkStackSwitcher.self), gtkStack)
        switcher.accessibleName = "Pages"
        return switcher
    }
}
