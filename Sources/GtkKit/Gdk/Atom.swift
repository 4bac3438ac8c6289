import CGtk

extension Gdk {
    /// An interned string of the display server's (`GdkAtom`): a selection
    /// ("CLIPBOARD"), a target ("UTF8_STRING"), a property.
    package struct Atom: Hashable, @unchecked Sendable {
        /// GDK's atom; atoms live as long as the process.
        let atom: GdkAtom?

        init(_ atom: GdkAtom?) { self.atom = atom }

        /// The atom named `name`, interned on first use.
        package init(_ name: String) { atom = gdk_atom_intern(name, 0) }

        /// No atom (`GDK_NONE`): a refused conversion, an absent property.
        package static let none = Atom(nil as GdkAtom?)
        /// The CLIPBOARD selection: what Copy and Paste use.
        package static let clipboard = Atom(gdk_atom_intern_static_string("CLIPBOARD"))
        /// The PRIMARY selection: what is selected, pasted with a middle click.
        package static let primary = Atom(gdk_atom_intern_static_string("PRIMARY"))

        /// The atom's name; nil for `none`.
        package var name: String? {
            guard let atom, let raw = gdk_atom_name(atom) else { return nil }
            return GLib.takeString(raw)
        }

        package static func == (lhs: Atom, rhs: Atom) -> Bool { lhs.atom == rhs.atom }
        package func hash(into hasher: inout Hasher) { hasher.combine(atom.map { UInt(bitPattern: $0) } ?? 0) }
    }
}

extension Gdk.Atom {
    /// GDK's atom, for the C code that has to see one (the X11 transfers
    /// the library makes itself).
    package var raw: GdkAtom? { atom }
}
