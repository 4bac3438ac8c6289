import CGtk

/// GtkGestureMultiPress `pressed`: the click count and where, in widget coordinates.
package typealias PressHandler = @MainActor (_ count: Int, _ x: Double, _ y: Double) -> Void
/// GtkGestureLongPress `pressed`: where, in widget coordinates.
package typealias PointHandler = @MainActor (_ x: Double, _ y: Double) -> Void

private let pressThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, count, x, y, data in
    let handler = SignalBox<PressHandler>.handler(data)
    MainActor.assumeIsolated { handler(Int(count), x, y) }
}
private let pointThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
    let handler = SignalBox<PointHandler>.handler(data)
    MainActor.assumeIsolated { handler(x, y) }
}

extension Signal where Handler == PressHandler {
    /// GtkGestureMultiPress `pressed`: a press, with how many made it a
    /// double or triple click.
    package static var pressed: Self { Self("pressed", thunk: unsafeBitCast(pressThunk, to: GCallback.self)) }
}

extension Signal where Handler == PointHandler {
    /// GtkGestureLongPress `pressed`: a press held long enough.
    package static var longPressed: Self { Self("pressed", thunk: unsafeBitCast(pointThunk, to: GCallback.self)) }
}
