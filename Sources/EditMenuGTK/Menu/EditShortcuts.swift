import CGtk
import EditMenu

/// The keyboard shortcuts of the standard edit actions, GTK's way:
/// Ctrl+X/C/V/A plus the CUA keys Shift+Delete (cut), Ctrl+Insert (copy)
/// and Shift+Insert (paste).
@MainActor
enum EditShortcuts {
    static func action(for key: GdkEventKey) -> Action? {
        let modifiers = key.state & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_MOD1_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        let control = GDK_CONTROL_MASK.rawValue, shift = GDK_SHIFT_MASK.rawValue
        let keyval = gdk_keyval_to_lower(key.keyval)
        switch (modifiers, Int32(keyval)) {
        case (control, GDK_KEY_x): return .cut
        case (control, GDK_KEY_c): return .copy
        case (control, GDK_KEY_v): return .paste
        case (control, GDK_KEY_a): return .selectAll
        case (shift, GDK_KEY_Delete), (shift, GDK_KEY_KP_Delete): return .cut
        case (control, GDK_KEY_Insert), (control, GDK_KEY_KP_Insert): return .copy
        case (shift, GDK_KEY_Insert), (shift, GDK_KEY_KP_Insert): return .paste
        default: return nil
        }
    }

    /// "<Control>c" and the like, for logs and senders.
    static func description(of key: GdkEventKey) -> String {
        consumeGString(gtk_accelerator_name(key.keyval, GdkModifierType(rawValue: key.state)))
    }
}
