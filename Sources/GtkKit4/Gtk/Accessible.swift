import CGtk4

extension Gtk.Widget {
    /// The name assistive technology reads for the widget
    /// (`GTK_ACCESSIBLE_PROPERTY_LABEL`); nil until one is set.
    ///
    /// ```swift
    /// button.accessibleLabel = "Main menu"
    /// ```
    package var accessibleLabel: String? {
        get { storedAccessibleLabel }
        set {
            storedAccessibleLabel = newValue
            // gtk_accessible_update_property is variadic; its GValue form is not.
            var value = GValue()
            g_value_init(&value, g_type_from_name("gchararray"))
            g_value_set_string(&value, newValue)
            var property = GTK_ACCESSIBLE_PROPERTY_LABEL
            gtk_accessible_update_property_value(OpaquePointer(pointer), 1, &property, &value)
            g_value_unset(&value)
        }
    }

    /// GTK 4.8 has no getter for an accessible property: the label set
    /// last is kept on the object.
    private var storedAccessibleLabel: String? {
        get { GLib.string(g_object_get_data(objectPointer, "edit-menu-accessible-label").map { UnsafePointer($0.assumingMemoryBound(to: CChar.self)) }) }
        set { g_object_set_data_full(objectPointer, "edit-menu-accessible-label", newValue.map { UnsafeMutableRawPointer(g_strdup($0)) }, g_free) }
    }

    private var objectPointer: UnsafeMutablePointer<GObject> { pointer.assumingMemoryBound(to: GObject.self) }
}
