import EditMenuGTK
import GtkKit

/// An icon from the icon theme (`GtkImage`) that can be pressed.
///
/// A GtkImage has no window of its own, so GTK 3 would deliver presses to
/// an ancestor and its gestures would never fire; the image sits in an
/// invisible `GtkEventBox` that receives them. Assistive technology still
/// reads the image (role image, with this view's accessible name).
///
/// ```swift
/// let image = ImageView(iconName: "face-smile-symbolic", pixelSize: 96)
/// image.accessibleName = "Smiling face"
/// ```
@MainActor
final class ImageView: View {
    private let image: Gtk.Image

    init(iconName: String, pixelSize: Int = 64) {
        image = Gtk.Image(iconName: iconName, size: .dialog)
        let box = Gtk.EventBox(visibleWindow: false)
        super.init(wrapping: box.opaque)
        image.setPixelSize(pixelSize)
        box.add(image)
        image.show()   // so un-hiding the view shows it, even after showAll skipped it
        box.horizontalAlignment = .start
        accessibleGtkWidget = image
    }
}
