import BenchSupport
import CGtk
import EditMenuGTKTestSupport

/// Watches a small patch of the screen for another process's first frame.
///
/// Under Xvfb nothing composites: a client's drawing lands in the
/// framebuffer the moment the X server executes it, and GTK gives its X
/// windows no background, so mapping a window changes no pixel — only its
/// first painted frame does. Reading a 16 × 16 patch of the root window
/// (`XGetImage` through `gdk_pixbuf_get_from_window`) is one small round
/// trip, cheap enough to repeat every 0.5 ms without starving the process
/// being measured, and it sees any client the same way, needing no hook.
@MainActor
struct ScreenProbe {
    let x: Int32, y: Int32, size: Int32

    /// The patch's pixels now.
    func sample() -> [UInt8] {
        guard let root = gdk_get_default_root_window(),
              let pixbuf = gdk_pixbuf_get_from_window(root, x, y, size, size) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let rowBytes = Int(size) * Int(gdk_pixbuf_get_n_channels(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rowBytes * Int(size))
        for row in 0..<Int(size) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: pixels + row * stride, count: rowBytes))
        }
        return bytes
    }

    /// Polls until the patch differs from `reference`; returns the monotonic
    /// time (ns) it was first seen changed, or nil after `timeout` seconds.
    func waitForChange(from reference: [UInt8], timeout: Double) -> Int64? {
        let deadline = Clock.nanoseconds() + Int64(timeout * 1e9)
        while Clock.nanoseconds() < deadline {
            if sample() != reference { return Clock.nanoseconds() }
            g_usleep(500)
        }
        return nil
    }

    /// Polls until the patch is back to `reference` (the window is gone).
    func waitForRestore(to reference: [UInt8], timeout: Double) -> Bool {
        let deadline = Clock.nanoseconds() + Int64(timeout * 1e9)
        while Clock.nanoseconds() < deadline {
            if sample() == reference { return true }
            g_usleep(2_000)
        }
        return false
    }
}
