import BenchSupport
import CGtk

extension FrameCounter {
    /// Counts the frames of `widget`'s window.
    convenience init(clockOf widget: UnsafeMutablePointer<GtkWidget>) {
        self.init(clock: UnsafeMutableRawPointer(gtk_widget_get_frame_clock(widget)))
    }
}
