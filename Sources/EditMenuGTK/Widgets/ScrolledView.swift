import GtkKit

/// Scrolls one child view (`GtkScrolledWindow`): what a ``TextView`` of
/// more than a few lines is put in.
///
/// ```swift
/// let notes = TextView(text: "…")
/// window.setContent(ScrolledView(notes, minimumHeight: 160))
/// ```
@MainActor
public final class ScrolledView: View {
    public init(_ content: View, minimumHeight: Int = 0) {
        let scrolled = Gtk.ScrolledWindow()
        super.init(wrapping: scrolled.opaque)
        scrolled.setAutomaticScrollBars()
        scrolled.setShadow(.in)
        scrolled.setMinimumContentHeight(minimumHeight)
        addChild(content)
        scrolled.add(content.gtkWidget)
    }
}
