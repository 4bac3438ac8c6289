import CGtk
import Glibc

/// `edit-menu-bench --baseline-window`: the start-up baseline — GTK
/// initialised and one empty 720 × 560 toplevel (the demo's size) shown
/// with direct C calls, nothing else.
///
/// It prints `first-frame-ns <monotonic ns>` when its first frame has been
/// painted, so the parent can check its screen-based measurement against
/// the process's own view; it then runs until terminated.
@MainActor
enum BaselineWindow {
    static func run() -> Never {
        guard gtk_init_check(nil, nil) != 0 else {
            progress("--baseline-window: cannot open a display")
            exit(1)
        }
        let window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_title(cgtk_window(window), "Baseline window")
        gtk_window_set_default_size(cgtk_window(window), 720, 560)
        g_signal_connect_data(UnsafeMutableRawPointer(window), "destroy",
                              unsafeBitCast(quitThunk, to: GCallback.self), nil, nil, GConnectFlags(0))
        g_signal_connect_data(UnsafeMutableRawPointer(window), "draw",
                              unsafeBitCast(drawThunk, to: GCallback.self), nil, nil, G_CONNECT_AFTER)
        gtk_widget_show_all(window)
        gtk_main()
        exit(0)
    }

    nonisolated(unsafe) private static var reported = false

    private static let drawThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { widget, _, _ in
        guard !BaselineWindow.reported, let widget,
              let clock = gtk_widget_get_frame_clock(widget.assumingMemoryBound(to: GtkWidget.self)) else { return 0 }
        BaselineWindow.reported = true
        g_signal_connect_data(UnsafeMutableRawPointer(clock), "after-paint",
                              unsafeBitCast(paintThunk, to: GCallback.self), nil, nil, GConnectFlags(0))
        return 0
    }

    nonisolated(unsafe) private static var printed = false

    private static let paintThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in
        guard !BaselineWindow.printed else { return }
        BaselineWindow.printed = true
        print("first-frame-ns \(Clock.nanoseconds())")
        fflush(nil)   // stdout is a file: flush now, the process is killed later
    }

    private static let quitThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in gtk_main_quit() }
}
