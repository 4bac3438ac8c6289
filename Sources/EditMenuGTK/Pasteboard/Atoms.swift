import CGtk

/// GdkAtom <-> name. Atoms are X's interned strings: selections (`CLIPBOARD`), targets
/// (`UTF8_STRING`) and data types are all atoms on the wire.
enum Atoms {
    /// The atom called `name`, created if needed.
    static func intern(_ name: String) -> GdkAtom? {
        gdk_atom_intern(name, 0)
    }

    /// The name of `atom` (nil for GDK_NONE).
    static func name(of atom: GdkAtom?) -> String? {
        guard let atom, let raw = gdk_atom_name(atom) else { return nil }
        defer { g_free(raw) }
        return String(cString: raw)
    }
}
