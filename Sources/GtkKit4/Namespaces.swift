// Every client of GtkKit4 speaks GLib's types too (`GLib.Object`, `Signal`,
// `Deferred`): they come with it, as GTK's headers bring GLib's.
@_exported import GLibKit

/// GtkKit4: the typed Swift side of GTK 4 and GDK 4, over GLibKit (GLib,
/// GObject and Gio, shared with GtkKit, the GTK 3 binding).
///
/// The same rules as GtkKit: each GTK class we use is a Swift class holding
/// one reference to its object, downcasts are checked against the GType,
/// and signals are declared on the class that emits them. Only what the
/// edit menu uses is bound. Never linked into a binary with GtkKit: GTK 3
/// and GTK 4 export the same C symbols.
///
/// ```swift
/// let click = Gtk.GestureClick()
/// click.button = 3
/// click.connect(.pressed) { presses, x, y in print("right-click at", x, y) }
/// entry.addController(click)
/// ```
package enum Gtk {}

/// GDK 4: displays, the clipboard, events.
package enum Gdk {}

/// libadwaita: GNOME's application, window and header bar on GTK 4
/// (`AdwApplication`, `AdwApplicationWindow`, `AdwHeaderBar`).
package enum Adw {}
