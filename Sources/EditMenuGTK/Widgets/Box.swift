import GtkKit

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

    private let box: Gtk.Box

    public init(_ orientation: Orientation, spacing: Int = 0) {
        box = Gtk.Box(orientation == .horizontal ? .horizontal : .vertical, spacing: spacing)
        super.init(wrapping: box.opaque)
    }

    /// Appends `child`; with `expand`, the child shares the spare room.
    public func add(_ child: View, expand: Bool = false) {
        addChild(child)
        box.packStart(child.gtkWidget, expand: expand)
    }
}
