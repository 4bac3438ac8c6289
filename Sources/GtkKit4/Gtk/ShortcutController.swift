import CGtk4

extension Gtk {
    /// Keys a widget handles itself (`GtkShortcutController`): each a
    /// trigger ("Menu|<Shift>F10") and a closure that says whether it
    /// handled the key.
    ///
    /// ```swift
    /// let keys = Gtk.ShortcutController()
    /// keys.phase = .capture   // before the widget's own key bindings
    /// keys.add("Menu|<Shift>F10") { showMenu(); return true }
    /// entry.addController(keys)
    /// ```
    package final class ShortcutController: EventController {
        override package class var gType: GType { gtk_shortcut_controller_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_shortcut_controller_new())) }

        /// Runs `handler` for the keys `trigger` names (GTK's syntax, `|`
        /// between alternatives); false lets the key go on.
        package func add(_ trigger: String, _ handler: @escaping @MainActor () -> Bool) {
            let box = Unmanaged.passRetained(ShortcutBox(handler)).toOpaque()
            let action = gtk_callback_action_new({ _, _, data in
                let box = Unmanaged<ShortcutBox>.fromOpaque(data!).takeUnretainedValue()
                return MainActor.assumeIsolated { box.handler() } ? 1 : 0
            }, box, { data in Unmanaged<ShortcutBox>.fromOpaque(data!).release() })
            let shortcut = gtk_shortcut_new(gtk_shortcut_trigger_parse_string(trigger), action)
            gtk_shortcut_controller_add_shortcut(OpaquePointer(pointer), shortcut)
        }
    }
}

/// A shortcut's closure, owned by its GtkCallbackAction.
private final class ShortcutBox {
    let handler: @MainActor () -> Bool
    init(_ handler: @escaping @MainActor () -> Bool) { self.handler = handler }
}
