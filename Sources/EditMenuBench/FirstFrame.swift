import BenchSupport
import CGtk
import EditMenuGTKTestSupport

/// Notes when a widget is first drawn and when that frame is finished.
///
/// `draw` (connected *after* the widget's own handler) says the widget has
/// been painted into its window's frame; the toplevel's GdkFrameClock then
/// emits `after-paint` once the whole frame is painted and handed to X —
/// that moment is "first frame drawn". Plain C handlers, no Swift signal
/// boxes, so the probe costs every path under test the same.
@MainActor
final class FirstFrame {
    /// Monotonic time of the first `draw`, in ns.
    private(set) var drawnAt: Int64?
    /// Monotonic time of the `after-paint` that ended that frame, in ns.
    private(set) var paintedAt: Int64?

    private var widget: UnsafeMutableRawPointer?
    private var drawHandler: gulong = 0
    private var clock: UnsafeMutableRawPointer?
    private var paintHandler: gulong = 0

    var isComplete: Bool { paintedAt != nil }
    /// Whether a widget was given to ``watch(_:)``.
    private(set) var isWatching = false

    /// What a drawing of the widget must show to count (nil: any drawing).
    private var counts: (@MainActor () -> Bool)?

    /// Starts watching `widget` (a popover or menu about to be shown); with
    /// `when`, only a drawing after which `when` holds counts (a menu page
    /// that slides in counts once its rows are in).
    func watch(_ widget: UnsafeMutablePointer<GtkWidget>, when counts: (@MainActor () -> Bool)? = nil) {
        stop()
        self.counts = counts
        drawnAt = nil
        paintedAt = nil
        self.widget = UnsafeMutableRawPointer(widget)
        isWatching = true
        g_object_ref(self.widget)
        let me = Unmanaged.passUnretained(self).toOpaque()
        drawHandler = g_signal_connect_data(self.widget, "draw", unsafeBitCast(Self.drawThunk, to: GCallback.self),
                                            me, nil, G_CONNECT_AFTER)
    }

    /// Disconnects everything (after a measurement, or when it timed out).
    func stop() {
        if let widget {
            if drawHandler != 0, g_signal_handler_is_connected(widget, drawHandler) != 0 {
                g_signal_handler_disconnect(widget, drawHandler)
            }
            g_object_unref(widget)
        }
        if let clock {
            if paintHandler != 0 { g_signal_handler_disconnect(clock, paintHandler) }
            g_object_unref(clock)
        }
        widget = nil
        clock = nil
        drawHandler = 0
        paintHandler = 0
    }

    private func drawn() {
        guard drawnAt == nil, let widget, counts?() ?? true else { return }
        drawnAt = Clock.nanoseconds()
        guard let frameClock = gtk_widget_get_frame_clock(widget.assumingMemoryBound(to: GtkWidget.self)) else {
            paintedAt = drawnAt   // no clock: nothing more to wait for
            return
        }
        clock = UnsafeMutableRawPointer(frameClock)
        g_object_ref(clock)
        let me = Unmanaged.passUnretained(self).toOpaque()
        paintHandler = g_signal_connect_data(clock, "after-paint", unsafeBitCast(Self.paintThunk, to: GCallback.self),
                                             me, nil, GConnectFlags(0))
    }

    private func painted() {
        guard paintedAt == nil else { return }
        paintedAt = Clock.nanoseconds()
    }

    private static let drawThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, _, data in
        let probe = Unmanaged<FirstFrame>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { probe.drawn() }
        return 0   // let drawing go on
    }

    private static let paintThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        let probe = Unmanaged<FirstFrame>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { probe.painted() }
    }
}
