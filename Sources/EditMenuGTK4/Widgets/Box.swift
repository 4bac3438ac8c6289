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
        self.orientation = orientation
        super.init(wrapping: gtkBox.opaque)
    }

    private let orientation: Orientation

    /// Adds `child` at the end, in the widget tree and the responder tree;
    /// one that should `expand` takes the room the box has to spare along it.
    public func add(_ child: View, expand: Bool = false) {
        addChild(child)
        if expand {
            if orientation == .vertical { child.gtkWidget.expandsVertically = true }
            else { child.gtkWidget.expandsHorizontally = true }
        }
        gtkBox.append(child.gtkWidget)
    }

    /// The same empty space around the box on all four sides.
    public func setMargins(_ margin: Int) { gtkWidget.setMargins(margin) }
}
