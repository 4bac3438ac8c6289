import CGtk4
import Foundation

extension Gtk.Widget {
    /// The widget GTK would give a press at `point` of this native widget's
    /// surface (a window's, a popover's), as GTK picks it for the pointer;
    /// nil outside every widget.
    package func pick(atSurfacePoint point: CGPoint) -> Gtk.Widget? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var originX = 0.0, originY = 0.0
        gtk_native_get_surface_transform(native, &originX, &originY)
        let picked = gtk_widget_pick(UnsafeMutablePointer<GtkWidget>(native), point.x - originX, point.y - originY,
                                     GTK_PICK_DEFAULT)
        return Gtk.Widget.wrap(picked.map { UnsafeMutableRawPointer($0) })
    }

    /// Whether it is `ancestor` or inside it.
    package func isInside(_ ancestor: Gtk.Widget) -> Bool {
        self == ancestor || gtk_widget_is_ancestor(widget, ancestor.widget) != 0
    }
}
