import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import Glibc

/// What the start-up baselines print for the bench: `first-frame-ns <monotonic
/// ns>` once their window's first frame has been painted (the frame clock's first
/// `after-paint` after the window drew), so the parent can check its screen-based
/// measurement against the process's own view. Plain C handlers.
@MainActor
enum FirstFrameReport {
    /// Reports the first frame of `window` (a toplevel about to be shown).
    static func install(on window: UnsafeMutablePointer<GtkWidget>) {
        g_signal_connect_data(UnsafeMutableRawPointer(window), "draw",
                              unsafeBitCast(drawThunk, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
    }

    nonisolated(unsafe) private static var drawn = false
    nonisolated(unsafe) private static var printed = false

    private static let drawThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { widget, _, _ in
        guard !FirstFrameReport.drawn, let widget,
              let clock = gtk_widget_get_frame_clock(widget.assumingMemoryBound(to: GtkWidget.self)) else { return 0 }
        FirstFrameReport.drawn = true
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint",
                              unsafeBitCast(paintThunk, to: GCallback.self), nil, nil, GConnectFlags(0))
        return 0
    }

    private static let paintThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
        guard !FirstFrameReport.printed else { return }
        FirstFrameReport.printed = true
        print("first-frame-ns \(Clock.nanoseconds())")
        fflush(nil)   // stdout is a file: flush now, the process is killed later
    }
}
