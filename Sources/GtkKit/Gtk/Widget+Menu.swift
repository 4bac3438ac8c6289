import CGtk
import CGtkShims

extension Gtk.Widget {
    /// Tells assistive technology that `row`, one of the rows of this menu
    /// (see `setMenuRows`), is now its active one (`active-descendant-changed`),
    /// without setting the rows again.
    package func announceActiveMenuRow(_ row: Gtk.Widget) {
        cgtk_emit_active_descendant_changed(gtk_widget_get_accessible(widget), gtk_widget_get_accessible(row.widget))
    }
}
