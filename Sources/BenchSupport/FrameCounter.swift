import CGLib

/// Notes when each frame of a window's frame clock (a `GdkFrameClock`, the
/// same GObject on GTK 3 and GTK 4) begins, while it watches.
///
/// GdkFrameClock paces a window's frames: once it has painted one, it starts
/// the next no sooner than one refresh interval (16.7 ms) after the last
/// began. A press that repaints the window starts a frame at once; if the
/// menu misses that frame, its first draw waits for the next one. Counting
/// the frames between the press and the menu's first draw tells that
/// waiting apart from work. A plain C handler, as in each bench's `FirstFrame`.
@MainActor
package final class FrameCounter {
    /// Monotonic times at which frames began (`before-paint`), in ns.
    package private(set) var frameStarts: [Int64] = []

    private let clock: UnsafeMutableRawPointer
    private var handler: gulong = 0

    /// Counts the frames of `clock` (`gtk_widget_get_frame_clock` of the window).
    package init(clock: UnsafeMutableRawPointer) {
        self.clock = clock
        g_object_ref(clock)
        handler = g_signal_connect_data(clock, "before-paint", unsafeBitCast(Self.thunk, to: GCallback.self),
                                        Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    /// Stops counting; call before letting go of the counter.
    package func stop() {
        guard handler != 0 else { return }
        g_signal_handler_disconnect(clock, handler)
        g_object_unref(clock)
        handler = 0
    }

    /// The shortest time between two consecutive frames seen, in ms.
    package var shortestSpacing: Double {
        zip(frameStarts.dropFirst(), frameStarts).map { Double($0 - $1) / 1e6 }.min() ?? .infinity
    }

    private static let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        let counter = Unmanaged<FrameCounter>.fromOpaque(data!).takeUnretainedValue()
        let now = Clock.nanoseconds()
        MainActor.assumeIsolated { counter.frameStarts.append(now) }
    }
}

extension FrameCounter {
    /// Idles until no frame of the window has begun for `quiet` seconds (at
    /// most 2 s), so a press finds the frame clock free to start a frame at
    /// once, as a click a person makes usually does. Something else may have
    /// drawn meanwhile (the entry's caret blinks; the last menu closed).
    ///
    /// After a change to the window (a selection made), pass the time of the
    /// change as `since`: the quiet is then counted from it too, so the
    /// redraw it asked for has had its frame. Counted from the last frame
    /// alone, a change made after a long quiet would be drawn in the frame
    /// that is being measured.
    package func waitUntilQuiet(for quiet: Double = 0.05, since change: Int64? = nil) {
        let deadline = Clock.nanoseconds() + 2_000_000_000
        while Clock.nanoseconds() < deadline {
            let latest = max(frameStarts.last ?? 0, change ?? 0)
            let idle = Double(Clock.nanoseconds() - latest) / 1e9
            if idle >= quiet { return }
            Loop.run(for: quiet - idle)
        }
    }
}
