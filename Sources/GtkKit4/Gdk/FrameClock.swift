import CGtk4

extension Gdk {
    /// What paces a window's frames (`GdkFrameClock`), shared by the window
    /// and its popovers: each frame runs its phases in order, the first
    /// being the flush of the events that came since the last.
    package final class FrameClock: GLib.Object {
        override package class var gType: GType { gdk_frame_clock_get_type() }
    }
}

extension Gtk.Widget {
    /// The frame clock of the window it is in, or nil before it is realized.
    package var frameClock: Gdk.FrameClock? {
        Gdk.FrameClock.wrap(gtk_widget_get_frame_clock(widget).map { UnsafeMutableRawPointer($0) })
    }
}

extension Signal where Emitter: Gdk.FrameClock, Handler == VoidHandler {
    /// `flush-events`: the frame's first phase, in which each surface on the
    /// clock is handed the events that came (and the motion GDK makes for a
    /// surface laid out again), in the order they were put on the clock.
    package static var flushEvents: Self { Self(withoutArguments: "flush-events") }
}
