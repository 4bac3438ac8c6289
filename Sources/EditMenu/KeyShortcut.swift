import Foundation

/// A keyboard shortcut such as Ctrl+C, as a value.
///
/// The model stays free of GTK, so a shortcut is rendered as the plain accelerator
/// string GTK parses (`gtk_accelerator_parse`, `gtk_application_set_accels_for_action`);
/// the binding never needs to know how it was built.
///
/// ```swift
/// let copy = KeyShortcut(key: "c", modifiers: .control)
/// copy.gtkAccelerator   // "<Control>c"
/// copy.displayString    // "Ctrl+C"
/// ```
public struct KeyShortcut: Hashable, Sendable, CustomStringConvertible {
    /// Modifier keys held with the key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let control = Modifiers(rawValue: 1 << 0)
        public static let shift = Modifiers(rawValue: 1 << 1)
        public static let alt = Modifiers(rawValue: 1 << 2)
        /// The Super ("Windows"/"Command") key.
        public static let `super` = Modifiers(rawValue: 1 << 3)
    }

    /// The key, spelled as a GDK key name: `"c"`, `"Delete"`, `"plus"`, `"F10"`.
    public var key: String
    /// The modifiers that must be held.
    public var modifiers: Modifiers

    public init(key: String, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The accelerator string GTK understands, e.g. `"<Control><Shift>v"`.
    ///
    /// Modifiers come in a fixed order so equal shortcuts always render equally.
    public var gtkAccelerator: String {
        var result = ""
        if modifiers.contains(.control) { result += "<Control>" }
        if modifiers.contains(.shift) { result += "<Shift>" }
        if modifiers.contains(.alt) { result += "<Alt>" }
        if modifiers.contains(.super) { result += "<Super>" }
        return result + key
    }

    /// A human-readable label such as `"Ctrl+Shift+V"`, for menus that show shortcuts.
    public var displayString: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.super) { parts.append("Super") }
        parts.append(Self.displayName(forKey: key))
        return parts.joined(separator: "+")
    }

    public var description: String { gtkAccelerator }

    // GDK names a few printable keys by word; people expect the glyph.
    private static func displayName(forKey key: String) -> String {
        switch key {
        case "plus": return "+"
        case "minus": return "-"
        case "equal": return "="
        default: return key.count == 1 ? key.uppercased() : key
        }
    }
}
