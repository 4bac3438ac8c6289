import CGtk
import EditMenuGTK
import GtkKit

// WidgetTree on C pointers, for the tests and the benchmark. The pointers
// returned are GTK's own, unretained: valid while their widgets are in their
// trees.
extension WidgetTree {
    /// Every widget under `root` (a C pointer).
    package static func descendants(of root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        descendants(of: widget(root)).map(pointer)
    }

    /// The widgets directly under `container` (a C pointer).
    package static func children(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        children(of: widget(container)).map(pointer)
    }

    /// The CSS name of `widget`'s node (a C pointer).
    package static func cssName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        cssName(of: Self.widget(widget))
    }

    /// What assistive technology calls `widget` (a C pointer).
    package static func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        accessibleName(of: Self.widget(widget))
    }

    /// How many popovers are on screen in `window` (a C pointer).
    package static func mappedPopoverCount(in window: UnsafeMutablePointer<GtkWidget>) -> Int {
        mappedPopoverCount(in: widget(window))
    }

    /// The GdkWindow a press at (`x`, `y`) of `widget` goes to (C pointers).
    package static func inputWindow(at x: Double, _ y: Double, of widget: UnsafeMutablePointer<GtkWidget>)
        -> (window: OpaquePointer, x: Double, y: Double)? {
        inputWindow(at: x, y, of: Self.widget(widget)).map { (OpaquePointer($0.window.pointer), $0.x, $0.y) }
    }

    private static func widget(_ pointer: UnsafeMutablePointer<GtkWidget>) -> Gtk.Widget {
        Gtk.Widget(retaining: UnsafeMutableRawPointer(pointer))
    }

    private static func pointer(_ widget: Gtk.Widget) -> UnsafeMutablePointer<GtkWidget> {
        widget.pointer.assumingMemoryBound(to: GtkWidget.self)
    }
}
