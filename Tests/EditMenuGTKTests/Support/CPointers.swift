import CGtk
import EditMenuGTKTestSupport
import GtkKit
@testable import EditMenuGTK

extension View {
    /// The view whose widget is `widget` (a C pointer), if any.
    static func view(forC widget: UnsafeMutablePointer<GtkWidget>?) -> View? {
        view(for: Gtk.Widget.wrap(widget.map(UnsafeMutableRawPointer.init)))
    }
}
