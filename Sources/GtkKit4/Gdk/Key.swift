import CGtk4

extension Gdk {
    /// The key values (`GDK_KEY_*`) the edit menu reads; the C macros do
    /// not import into Swift.
    ///
    /// ```swift
    /// if keyval == Gdk.Key.down { moveHighlight(by: 1) }
    /// ```
    package enum Key {
        package static let escape: UInt32 = 0xff1b
        package static let `return`: UInt32 = 0xff0d
        package static let keypadEnter: UInt32 = 0xff8d
        package static let isoEnter: UInt32 = 0xfe34
        package static let up: UInt32 = 0xff52
        package static let down: UInt32 = 0xff54
        package static let keypadUp: UInt32 = 0xff97
        package static let keypadDown: UInt32 = 0xff99
        package static let left: UInt32 = 0xff51
        package static let right: UInt32 = 0xff53
        package static let keypadLeft: UInt32 = 0xff96
        package static let keypadRight: UInt32 = 0xff98

        /// Whether `keyval` is a modifier alone (Shift, Control, Alt, Super,
        /// Caps Lock, AltGr and the other ISO level shifts), which is held
        /// for another key rather than typed.
        package static func isModifier(_ keyval: UInt32) -> Bool {
            (0xffe1...0xffee).contains(keyval) || (0xfe01...0xfe13).contains(keyval)
        }
    }
}
