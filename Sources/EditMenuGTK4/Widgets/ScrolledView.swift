import GtkKit4

/// Scrolls one child view (`GtkScrolledWindow`): what a ``TextView`` of
/// more than a few lines is put in, as `EditMenuGTK`'s `ScrolledView`.
///
/// ```swift
/// let notes = TextView()
/// window.setContent(ScrolledView(notes, minimumHeight: 160))
/// ```
@MainActor
public final class ScrolledView: View {
    public init(_ content: View, minimumHeight: Int = 0) {
        let scrolled = Gtk.ScrolledWindow(content.gtkWidget)
        super.init(wrapping: scrolled.opaque)
        scrolled.minimumContentHeight = minimumHeight
        // A frame, as GTK 3's ScrolledView's shadow: text on the window's
        // own background would have no edge.
        scrolled.hasFrame = true
        addChild(content)
    }
}
