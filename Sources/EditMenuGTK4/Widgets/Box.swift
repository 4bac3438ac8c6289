import EditMenu
import GtkKit4

/// Views in a row or a column (`GtkBox`).
///
/// ```swift
/// let page = Box(.vertical, spacing: 12)
/// page.add(Label("Hello", selectable: true))
/// ```
@MainActor
open class Box: View {
    public enum Orientation: Sendable { case horizontal, vertical }

    private let gtkBox: Gtk.Box

    public init(_ orientation: Orientation, spacing: Int = 0) {
        gtkBox = Gtk.Box(vertical: orientation == .vertical, spacing: spacing)
        super.init(wrapping: gtkBox.opaque)
    }

    /// Adds `child` at the end, in the widget tree and the responder tree.
    public func add(_ child: View) {
        addChild(child)
        gtkBox.append(child.gtkWidget)
    }
}
