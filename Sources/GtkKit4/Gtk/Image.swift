import CGtk4

extension Gtk {
    /// An icon from the icon theme, drawn at a size (`GtkImage`).
    ///
    /// ```swift
    /// let star = Gtk.Image(iconName: "starred-symbolic", pixelSize: 96)
    /// ```
    package final class Image: Widget {
        override package class var gType: GType { gtk_image_get_type() }

        package convenience init(iconName: String, pixelSize: Int) {
            self.init(adopting: UnsafeMutableRawPointer(gtk_image_new_from_icon_name(iconName)))
            gtk_image_set_pixel_size(OpaquePointer(pointer), gint(pixelSize))
        }
    }
}
