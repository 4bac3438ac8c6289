import BenchSupport
import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import Glibc

/// `edit-menu-bench --baseline-window`: the empty start-up baseline — GTK
/// initialised and one empty 720 × 560 toplevel shown with direct C calls,
/// nothing else. Kept as a reference row; `EqualContentWindow` is the
/// baseline with the demo's first page.
///
/// It prints its first frame (`FirstFrameReport`), then runs until terminated.
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
        FirstFrameReport.install(on: window)
        gtk_widget_show_all(window)
        gtk_main()
        exit(0)
    }

    private static let quitThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in gtk_main_quit() }
}
