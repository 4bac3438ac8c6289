import CGtk
import EditMenuGTK
import GtkKit

// The tests and the benchmark poke GTK directly — synthesized events, GTK's
// own functions as a user's input would reach them, raw baselines — so they
// need C views of what the library holds as GtkKit objects. The library
// itself has none of these.

/// GLib's main loop, as tests and tools drive it (`GLib.MainLoop.run(until:)`, `drain()`).
package typealias MainLoop = GLib.MainLoop

extension WidgetBacked {
    /// The widget as a C pointer.
    package var widget: UnsafeMutablePointer<GtkWidget> { gtkWidget.cWidget }
}

extension GLib.Object {
    /// The object as a C widget pointer (valid while the object lives).
    package var cWidget: UnsafeMutablePointer<GtkWidget> { pointer.assumingMemoryBound(to: GtkWidget.self) }
}

extension View {
    /// A view of a widget made in C (`gtk_…_new()`), which it takes.
    package convenience init(widget: UnsafeMutablePointer<GtkWidget>?) {
        self.init(wrapping: OpaquePointer(widget!))
    }

    /// The view whose widget is `widget` (a C pointer), if any.
    package static func view(for widget: UnsafeMutablePointer<GtkWidget>?) -> View? {
        view(for: Gtk.Widget.wrap(widget.map(UnsafeMutableRawPointer.init)))
    }
}

extension PopoverPresenter {
    /// The popover on screen as a C pointer, or nil.
    package var popoverPointer: UnsafeMutablePointer<GtkWidget>? { popoverWidget?.cWidget }
    /// The item buttons on screen as C pointers, in order.
    package var itemButtonPointers: [UnsafeMutablePointer<GtkWidget>] { itemButtons.map(\.cWidget) }
    /// The item the arrow keys reached as a C pointer, or nil.
    package var highlightedItemPointer: UnsafeMutablePointer<GtkWidget>? { highlightedItem?.cWidget }
}
