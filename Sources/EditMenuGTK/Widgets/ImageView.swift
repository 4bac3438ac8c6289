import CGtk

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
public final class ImageView: View {
    private let image: UnsafeMutablePointer<GtkWidget>

    public init(iconName: String, pixelSize: Int = 64) {
        image = gtk_image_new_from_icon_name(iconName, GTK_ICON_SIZE_DIALOG)
        super.init(wrapping: OpaquePointer(gtk_event_box_new()))
        gtk_event_box_set_visible_window(object.as(GtkEventBox.self), 0)
        gtk_image_set_pixel_size(UnsafeMutableRawPointer(image).assumingMemoryBound(to: GtkImage.self), gint(pixelSize))
        gtk_container_add(cgtk_container(widget), image)
        gtk_widget_show(image)   // so un-hiding the view shows it, even after showAll skipped it
        gtk_widget_set_halign(widget, GTK_ALIGN_START)
    }

    override var accessibleWidget: UnsafeMutablePointer<GtkWidget> { image }
}

extension View {
    /// Whether the view is hidden. A hidden view stays hidden through a
    /// window's `showAll()`.
    public var isHidden: Bool {
        get { gtk_widget_get_visible(widget) == 0 }
        set {
            gtk_widget_set_no_show_all(widget, newValue ? 1 : 0)
            gtk_widget_set_visible(widget, newValue ? 0 : 1)
        }
    }
}
