import CGtk4

extension Gtk.Widget {
    /// The name assistive technology reads for the widget
    /// (`GTK_ACCESSIBLE_PROPERTY_LABEL`); nil until one is set.
    ///
    /// ```swift
    /// button.accessibleLabel = "Main menu"
    /// ```
    package var accessibleLabel: String? {
        get { storedString("edit-menu-accessible-label") }
        set { setAccessible(GTK_ACCESSIBLE_PROPERTY_LABEL, newValue, storedAs: "edit-menu-accessible-label") }
    }

    /// What assistive technology reads after the name
    /// (`GTK_ACCESSIBLE_PROPERTY_DESCRIPTION`): a tile's colour.
    package var accessibleDescription: String? {
        get { storedString("edit-menu-accessible-description") }
        set { setAccessible(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, newValue, storedAs: "edit-menu-accessible-description") }
    }

    private func setAccessible(_ property: GtkAccessibleProperty, _ string: String?, storedAs key: String) {
        // GTK 4.8 has no getter for an accessible property: the value set
        // last is kept on the object.
        g_object_set_data_full(objectPointer, key, string.map { UnsafeMutableRawPointer(g_strdup($0)) }, g_free)
        // gtk_accessible_update_property is variadic; its GValue form is not.
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, string)
        var property = property
        gtk_accessible_update_property_value(OpaquePointer(pointer), 1, &property, &value)
        g_value_unset(&value)
    }

    private func storedString(_ key: String) -> String? {
        GLib.string(g_object_get_data(objectPointer, key).map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) })
    }

    private var objectPointer: UnsafeMutablePointer<GObject> { pointer.assumingMemoryBound(to: GObject.self) }
}
