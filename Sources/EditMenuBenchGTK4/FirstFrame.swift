import BenchSupport
import CGtk4

/// Notes when a popover's surface is first rendered and when that frame is done.
///
/// GTK 3's bench connects to the menu's `draw`; GTK 4 has no per-widget
/// draw signal. A popover is a `GtkNative` with a `GdkSurface` of its own,
/// on its window's frame clock; in a frame's paint phase the clock makes
/// each surface with something to show emit `render`, and GTK's handler
/// renders the widgets' snapshot into it. That emission is "the menu is
/// drawn" here, and the clock's `after-paint` for the same frame — the
/// frame rendered and handed to the display — is "first frame done", the
/// GTK 3 bench's end point. `render` stops at the first handler that
/// returns TRUE (GTK's, connected when the surface is made), so a handler
/// of ours would never run: an emission hook sees every emission before
/// the handlers, and notes the one on the watched surface. Plain C
/// callbacks, no Swift signal boxes, so the probe costs every path alike.
@MainActor
final class FirstFrame {
    /// Monotonic time at which the surface's first `render` began, in ns.
    private(set) var renderedAt: Int64?
    /// Monotonic time of the `after-paint` that ended that frame, in ns.
    private(set) var paintedAt: Int64?
    /// Whether a popover was given to ``watch(_:)``.
    private(set) var isWatching = false
    var isComplete: Bool { paintedAt != nil }

    private var surface: OpaquePointer?
    private var clock: UnsafeMutableRawPointer?
    private var paintHandler: gulong = 0

    /// The probe whose surface the hook is looking for (one at a time).
    private static var current: FirstFrame?
    private static var hookInstalled = false

    /// Starts watching `popover`, just shown (its surface exists once it is mapped).
    func watch(_ popover: UnsafeMutablePointer<GtkWidget>) {
        stop()
        renderedAt = nil
        paintedAt = nil
        guard let surface = gtk_native_get_surface(OpaquePointer(popover)) else { return }
        isWatching = true
        self.surface = surface
        g_object_ref(UnsafeMutableRawPointer(surface))
        Self.installHook()
        Self.current = self
    }

    /// Stops watching (after a measurement, or when it timed out).
    func stop() {
        if Self.current === self { Self.current = nil }
        if let clock {
            if paintHandler != 0 { g_signal_handler_disconnect(clock, paintHandler) }
            g_object_unref(clock)
        }
        if let surface { g_object_unref(UnsafeMutableRawPointer(surface)) }
        surface = nil
        clock = nil
        paintHandler = 0
        isWatching = false
    }

    private func rendering(_ instance: UnsafeMutableRawPointer) {
        guard renderedAt == nil, let surface, instance == UnsafeMutableRawPointer(surface) else { return }
        renderedAt = Clock.nanoseconds()
        guard let frameClock = gdk_surface_get_frame_clock(surface) else {
            paintedAt = renderedAt   // no clock: nothing more to wait for
            return
        }
        clock = UnsafeMutableRawPointer(frameClock)
        g_object_ref(clock)
        paintHandler = g_signal_connect_data(clock, "after-paint", unsafeBitCast(Self.paintThunk, to: GCallback.self),
                                             Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    private func painted() {
        guard paintedAt == nil else { return }
        paintedAt = Clock.nanoseconds()
    }

    private static func installHook() {
        guard !hookInstalled else { return }
        hookInstalled = true
        let signal = g_signal_lookup("render", gdk_surface_get_type())
        g_signal_add_emission_hook(signal, 0, hook, nil, nil)
    }

    private static let hook: @convention(c) (UnsafeMutablePointer<GSignalInvocationHint>?, guint,
                                             UnsafePointer<GValue>?, gpointer?) -> gboolean = { _, _, values, _ in
        guard let object = values.flatMap({ g_value_get_object($0) }) else { return 1 }
        // Valid for this synchronous call, on the main thread GTK runs on.
        nonisolated(unsafe) let instance = object
        MainActor.assumeIsolated { FirstFrame.current?.rendering(instance) }
        return 1   // keep the hook
    }

    private static let paintThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        let probe = Unmanaged<FirstFrame>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { probe.painted() }
    }
}
