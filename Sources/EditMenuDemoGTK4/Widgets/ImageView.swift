import EditMenuGTK4
import GtkKit4

/// An icon from the theme at a fixed size: a view that is not text.
///
/// ```swift
/// let star = ImageView(iconName: "starred-symbolic", pixelSize: 96)
/// star.accessibleName = "Revealed image"
/// ```
@MainActor
final class ImageView: View {
    /// Held while the view takes its own reference to the widget.
    private let image: Gtk.Image

    init(iconName: String, pixelSize: Int = 64) {
        image = Gtk.Image(iconName: iconName, pixelSize: pixelSize)
        super.init(wrapping: image.opaque)
        alignToStart()
    }

    /// Whether the view is left out of its page (and of the screen).
    var isHidden: Bool {
        get { !gtkWidget.isVisible }
        set { gtkWidget.isVisible = !newValue }
    }
}
