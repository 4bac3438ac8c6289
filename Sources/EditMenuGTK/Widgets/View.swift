import CGtk

/// A Swift view backed by a GTK widget.
///
/// The view holds one reference to its widget (see `GObjectRef`), can be
/// found from the widget through qdata (`View.view(for:)`), owns its
/// subviews, and knows when GTK destroyed the widget under it.
///
/// ```swift
/// let label = Label("Hello")
/// label.accessibleName = "Greeting"
/// box.add(label)
/// ```
@MainActor
open class View {
    /// The reference that keeps the widget alive.
    public let object: GObjectRef
    /// Subviews; a parent owns its children.
    public private(set) var subviews: [View] = []
    /// The view this one was added to.
    public private(set) weak var superview: View?
    /// True once GTK destroyed the widget (window closed, `destroy()` called).
    public private(set) var isDestroyed = false

    /// Wraps a newly created widget, taking ownership of its floating reference.
    public init(widget: UnsafeMutablePointer<GtkWidget>) {
        object = GObjectRef(adopting: widget)
        WrapperRegistry.associate(self, with: object.pointer)
        object.connect("destroy") { [weak self] in self?.widgetWasDestroyed() }
    }

    isolated deinit {
        WrapperRegistry.dissociate(object.pointer)
    }

    /// The view that wraps `widget`, if any.
    public static func view(for widget: UnsafeMutablePointer<GtkWidget>?) -> View? {
        WrapperRegistry.wrapper(of: widget.map(UnsafeMutableRawPointer.init)) as? View
    }

    /// The GTK widget.
    public var widget: UnsafeMutablePointer<GtkWidget> { object.as(GtkWidget.self) }

    // MARK: Hierarchy

    /// Records `child` as a subview. Subclasses that are GTK containers also
    /// pack the child's widget (see `Box.add`).
    func adopt(_ child: View) {
        child.superview?.subviews.removeAll { $0 === child }
        subviews.append(child)
        child.superview = self
    }

    /// Called once when GTK destroys the widget. Subclasses release what
    /// they hold on to; GLib has already dropped the signal handlers.
    open func widgetWasDestroyed() {
        isDestroyed = true
        subviews.removeAll()
    }

    /// Destroys the widget (and with it the subviews' widgets).
    public func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(widget)
    }

    // MARK: Appearance and state

    /// Shows the widget and everything in it.
    public func showAll() { gtk_widget_show_all(widget) }

    /// Whether the widget is mapped and visible on screen.
    public var isShowing: Bool { !isDestroyed && gtk_widget_get_mapped(widget) != 0 }

    /// Whether the widget is its toplevel's focus widget and that toplevel is active.
    public var hasKeyboardFocus: Bool { !isDestroyed && gtk_widget_has_focus(widget) != 0 }

    /// Gives the widget keyboard focus.
    public func grabFocus() { gtk_widget_grab_focus(widget) }

    /// Whether clicking the widget moves keyboard focus to it.
    public var focusOnClick: Bool {
        get { gtk_widget_get_focus_on_click(widget) != 0 }
        set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
    }

    /// Lets the widget grow into spare room, horizontally and vertically.
    public func expand(horizontally: Bool = true, vertically: Bool = true) {
        gtk_widget_set_hexpand(widget, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(widget, vertically ? 1 : 0)
    }

    /// Space around the widget, in pixels.
    public func setMargins(_ margin: Int) {
        gtk_widget_set_margin_top(widget, gint(margin))
        gtk_widget_set_margin_bottom(widget, gint(margin))
        gtk_widget_set_margin_start(widget, gint(margin))
        gtk_widget_set_margin_end(widget, gint(margin))
    }

    /// Adds a CSS class (styles live in `data/` and in `Style.swift`).
    public func addStyleClass(_ name: String) {
        gtk_style_context_add_class(cgtk_style_context(widget), name)
    }

    /// Removes a CSS class.
    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(cgtk_style_context(widget), name)
    }

    /// The tooltip shown on hover.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { consumeGString($0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    // MARK: Accessibility

    /// The name assistive technology reads for this widget.
    public var accessibleName: String? {
        get { atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) } }
        set { atk_object_set_name(gtk_widget_get_accessible(widget), newValue ?? "") }
    }

    /// The description assistive technology reads after the name.
    public var accessibleDescription: String? {
        get { atk_object_get_description(gtk_widget_get_accessible(widget)).map { String(cString: $0) } }
        set { atk_object_set_description(gtk_widget_get_accessible(widget), newValue ?? "") }
    }
}

/// Copies a newly allocated C string into Swift and frees it.
func consumeGString(_ string: UnsafeMutablePointer<gchar>) -> String {
    defer { g_free(string) }
    return String(cString: string)
}
