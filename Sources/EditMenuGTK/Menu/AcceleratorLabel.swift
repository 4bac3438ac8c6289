import CGtk
import EditMenu

/// The shortcut at the end of a menu row, right-aligned and dimmed, as GTK 4's
/// and Qt's menus show it ("Ctrl+C", in the desktop's language). GTK 3's
/// GtkModelButton has no accelerator (GTK 4's does); the presenter adds this
/// label from the same shortcut the key dispatch uses.
@MainActor
enum AcceleratorLabel {
    /// Marks our labels, so each row gets one and titles are told apart from them.
    private static let mark = "edit-menu-accelerator"

    static func isOne(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), mark) != nil
    }

    /// Adds `shortcut` at the end of a GtkModelButton's row, once.
    static func show(_ shortcut: KeyShortcut, in button: UnsafeMutablePointer<GtkWidget>) {
        guard let row = gtk_bin_get_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkBin.self)),
              cgtk_is_container(row) != 0,
              !WidgetTree.descendants(of: row).contains(where: isOne) else { return }
        let label = gtk_label_new(text(of: shortcut))!
        g_object_set_data(UnsafeMutableRawPointer(label).assumingMemoryBound(to: GObject.self), mark, UnsafeMutableRawPointer(bitPattern: 1))
        gtk_style_context_add_class(cgtk_style_context(label), "dim-label")
        gtk_style_context_add_class(cgtk_style_context(label), "accelerator")
        gtk_widget_set_hexpand(label, 1)
        gtk_widget_set_halign(label, GTK_ALIGN_END)
        gtk_widget_set_margin_start(label, 24)
        gtk_container_add(cgtk_container(row), label)
        gtk_widget_show(label)
    }

    /// GTK's own spelling of the key ("Ctrl+C", "Strg+C" in German).
    static func text(of shortcut: KeyShortcut) -> String {
        var keyval: guint = 0
        var modifiers = GdkModifierType(0)
        gtk_accelerator_parse(shortcut.gtkAccelerator, &keyval, &modifiers)
        guard keyval != 0, let label = gtk_accelerator_get_label(keyval, modifiers) else { return shortcut.displayString }
        defer { g_free(label) }
        return String(cString: label)
    }
}
