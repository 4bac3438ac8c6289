import CGLib

/// A gesture's `pressed` with a press count (GTK 3's GtkGestureMultiPress,
/// GTK 4's GtkGestureClick): how many presses in a row, and where in widget
/// coordinates.
package typealias PressHandler = @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void
/// A gesture's signal with a point (GtkGestureLongPress `pressed`): where, in widget coordinates.
package typealias PointHandler = @MainActor (_ x: Double, _ y: Double) -> Void

// The gesture signals are the same C signatures under GTK 3 and GTK 4, so
// their thunks are written once, here; each toolkit's binding declares the
// signals on its own gesture classes.

private let pressThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, count, x, y, data in
    let handler = SignalBox<PressHandler>.handler(data)
    MainActor.assumeIsolated { handler(Int(count), x, y) }
}
private let pointThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
    let handler = SignalBox<PointHandler>.handler(data)
    MainActor.assumeIsolated { handler(x, y) }
}

extension Signal where Handler == PressHandler {
    /// A signal with a press count and a point:
    /// `void (*)(GObject *, gint n_press, gdouble x, gdouble y, gpointer user_data)`.
    package init(pressCountAndPoint name: String) {
        self.init(name, thunk: unsafeBitCast(pressThunk, to: GCallback.self))
    }
}

extension Signal where Handler == PointHandler {
    /// A signal with a point: `void (*)(GObject *, gdouble x, gdouble y, gpointer user_data)`.
    package init(point name: String) {
        self.init(name, thunk: unsafeBitCast(pointThunk, to: GCallback.self))
    }
}
