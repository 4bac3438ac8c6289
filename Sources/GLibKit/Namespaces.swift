/// GLibKit: the typed Swift side of GLib, GObject and Gio, the part of the
/// binding that is the same under GTK 3 and GTK 4: objects held by one
/// reference with checked downcasts, signals declared on the classes that
/// emit them, the main loop with Dispatch's main queue run inside it, and
/// menus and actions as models.
///
/// A toolkit's binding (GtkKit for GTK 3, GtkKit4 for GTK 4) builds on it
/// and re-exports it. Everything here is `package`.
///
/// ```swift
/// let action = Gio.SimpleAction(name: "copy")
/// action.connect(.activated) { print("copy") }
/// ```
package enum GLib {}

/// Gio: menus as models, actions, the application, D-Bus.
package enum Gio {}
