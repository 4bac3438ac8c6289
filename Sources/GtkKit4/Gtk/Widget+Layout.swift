import CGtk4

extension Gtk.Widget {
    /// Whether it takes the room its parent has to spare, across.
    package var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether it takes the room its parent has to spare, down.
    package var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// The same empty space on all four sides.
    package func setMargins(_ margin: Int) {
        gtk_widget_set_margin_start(widget, gint(margin))
        gtk_widget_set_margin_end(widget, gint(margin))
        gtk_widget_set_margin_top(widget, gint(margin))
        gtk_widget_set_margin_bottom(widget, gint(margin))
    }

    /// Keeps its natural width at its parent's start, rather than filling the row.
    package func alignToStart() { gtk_widget_set_halign(widget, GTK_ALIGN_START) }

    /// Keeps its natural height at the top of its parent, rather than filling the column.
    package func alignToTop() { gtk_widget_set_valign(widget, GTK_ALIGN_START) }

    /// Asks GTK for a size of at least `width` × `height` (-1: no minimum).
    package func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, gint(width), gint(height))
    }

    /// The width it would take on its own, as its parent would measure it
    /// (its natural width, at any height).
    package var naturalWidth: Int {
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        return Int(natural)
    }
}
