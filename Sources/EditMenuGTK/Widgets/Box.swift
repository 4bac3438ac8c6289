import CGtk

/// A row or column of views (`GtkBox`).
///
/// ```swift
/// let column = Box(.vertical, spacing: 12)
/// column.add(Label("Name"))
/// column.add(TextField())
/// ```
@MainActor
open class Box: View {
    /// Which way the box lays out its children.
    public enum Orientation: Sendable { case horizontal, vertical }

    public init(_ orientation: Orientation, spacing: Int = 0) {
        super.init(wrapping: OpaquePointer(gtk_box_new(orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
                                       gint(spacing))))
    }

    /// Appends `child`; with `expand`, the child shares the spare room.
    public func add(_ child: View, expand: Bool = false) {
        addChild(child)
        gtk_box_pack_start(object.as(GtkBox.self), child.widget, expand ? 1 : 0, expand ? 1 : 0, 0)
    }
}
