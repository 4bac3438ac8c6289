import CGtk4

extension Gtk {
    /// Style sheets for the whole display, above the theme's.
    ///
    /// ```swift
    /// Gtk.Style.add("label.hold-highlight { background-color: #241f31; }")
    /// widget.addCSSClass("hold-highlight")
    /// ```
    package enum Style {
        /// Adds `css` for every widget of the default display, at
        /// application priority (above the theme). Call once GTK has a
        /// display (in the application's activate).
        package static func add(_ css: String) {
            guard let display = gdk_display_get_default() else { return }
            let provider = gtk_css_provider_new()
            gtk_css_provider_load_from_data(provider, css, -1)
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            // The display holds the provider from now on.
            g_object_unref(provider)
        }
    }
}

extension Gtk.Widget {
    /// Takes a CSS class off (added with `addCSSClass`).
    package func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Whether it has the CSS class `name`.
    package func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }
}
