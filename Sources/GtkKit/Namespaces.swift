// Every client of GtkKit speaks GLib's types too (`GLib.Object`, `Signal`,
// `Deferred`): they come with it, as GTK's headers bring GLib's.
@_exported import GLibKit

/// GtkKit: the typed Swift side of the C libraries the edit menu is built
/// on: GDK, GTK 3, ATK and Pango, over GLibKit (GLib, GObject and
/// Gio, which GTK 4's binding shares).
///
/// Each library is a namespace, and each class GTK has a Swift class in it
/// that holds one reference to its object: `Gtk.Entry`, `Gtk.TextBuffer`,
/// `Gio.Menu`. A class's signals are declared on it (`Gtk.Button` emits
/// `.clicked`, a `Gtk.Label` cannot be connected to it), a downcast is
/// checked against the object's GType (`widget.as(Gtk.Stack.self)` is nil
/// for anything but a stack), and what GTK owns or frees is settled here,
/// once: callers never see a C pointer, a `gboolean` or a `gchar *`.
///
/// Only what the edit menu uses is bound. Everything here is `package`: the
/// library's public API speaks its own types, never these.
///
/// ```swift
/// let entry = Gtk.Entry()
/// entry.connect(.changed) { print("changed") }
/// entry.text = "Hello"
/// ```
/// GDK: displays, windows, events, devices, atoms.
package enum Gdk {}

/// GTK 3's widgets.
package enum Gtk {}

/// ATK: what assistive technology is told about widgets.
package enum Atk {}

/// Pango: text layout and attributes.
package enum Pango {}

/// cairo: drawing.
package enum Cairo {}
