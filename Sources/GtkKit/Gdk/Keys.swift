import CGtk

extension Gdk {
    /// The modifier keys and buttons held during an event (`GdkModifierType`).
    package struct ModifierType: OptionSet, Hashable, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        package static let shift = ModifierType(rawValue: GDK_SHIFT_MASK.rawValue)
        package static let control = ModifierType(rawValue: GDK_CONTROL_MASK.rawValue)
        /// Alt, usually.
        package static let alt = ModifierType(rawValue: GDK_MOD1_MASK.rawValue)
        package static let `super` = ModifierType(rawValue: GDK_SUPER_MASK.rawValue)
        /// The modifiers a keyboard shortcut is made of.
        package static let shortcutModifiers: ModifierType = [.shift, .control, .alt, .super]
    }

    /// Key values (`GDK_KEY_…`): what a key means, whatever its place on the keyboard.
    package enum Key {
        package static let escape = UInt32(GDK_KEY_Escape)
        package static let `return` = UInt32(GDK_KEY_Return)
        package static let keypadEnter = UInt32(GDK_KEY_KP_Enter)
        package static let isoEnter = UInt32(GDK_KEY_ISO_Enter)
        package static let up = UInt32(GDK_KEY_Up)
        package static let down = UInt32(GDK_KEY_Down)
        package static let left = UInt32(GDK_KEY_Left)
        package static let right = UInt32(GDK_KEY_Right)
        package static let keypadUp = UInt32(GDK_KEY_KP_Up)
        package static let keypadDown = UInt32(GDK_KEY_KP_Down)
        package static let keypadLeft = UInt32(GDK_KEY_KP_Left)
        package static let keypadRight = UInt32(GDK_KEY_KP_Right)
        package static let insert = UInt32(GDK_KEY_Insert)
        package static let delete = UInt32(GDK_KEY_Delete)
        package static let keypadInsert = UInt32(GDK_KEY_KP_Insert)
        package static let keypadDelete = UInt32(GDK_KEY_KP_Delete)

        /// `keyval` in lower case ("Z", Shift+z, is "z").
        package static func lowercased(_ keyval: UInt32) -> UInt32 { gdk_keyval_to_lower(keyval) }
    }
}

extension Gtk {
    /// GTK's accelerator strings ("<Control>x"), parsed and shown (pure
    /// functions of GTK's, callable from anywhere).
    package enum Accelerator {
        /// The key and modifiers of `accelerator`, or nil when GTK cannot parse it.
        package static func parse(_ accelerator: String) -> (keyval: UInt32, modifiers: Gdk.ModifierType)? {
            var keyval: guint = 0
            var modifiers = GdkModifierType(0)
            gtk_accelerator_parse(accelerator, &keyval, &modifiers)
            return keyval == 0 ? nil : (keyval, Gdk.ModifierType(rawValue: modifiers.rawValue))
        }

        /// How GTK shows the shortcut to the user, in their language ("Ctrl+X").
        package static func label(keyval: UInt32, modifiers: Gdk.ModifierType) -> String? {
            gtk_accelerator_get_label(keyval, GdkModifierType(modifiers.rawValue)).map(GLib.takeString)
        }
    }
}
