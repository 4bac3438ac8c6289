import CGtk

/// GtkWindow `set-focus`: the widget that now has the keyboard, or nil.
package typealias FocusHandler = @MainActor (UnsafeMutablePointer<GtkWidget>?) -> Void
/// GtkWidget `draw`: the cairo context (`cairo_t *`, valid for this call);
/// true stops other handlers from drawing.
package typealias DrawHandler = @MainActor (OpaquePointer) -> Bool
/// GtkClipboard `owner-change`: the event, when GDK gives one.
package typealias OwnerChangeHandler = @MainActor (GdkEventOwnerChange?) -> Void
/// GtkEntry `preedit-changed`: the input method's text being composed.
package typealias PreeditHandler = @MainActor (String) -> Void
/// GSimpleAction `change-state`, for an action whose state is a string: the value asked for.
package typealias StringStateHandler = @MainActor (String) -> Void

// Pointer arguments cross into the main actor as `nonisolated(unsafe)`: they
// are only valid for this synchronous call anyway.
private let focusThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = {
    _, widget, data in
    let handler = SignalBox<FocusHandler>.handler(data)
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated { handler(widget) }
}
private let drawThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, cairo, data in
    let handler = SignalBox<DrawHandler>.handler(data)
    guard let cairo else { return 0 }
    nonisolated(unsafe) let context = cairo
    return MainActor.assumeIsolated { handler(context) } ? 1 : 0
}
private let ownerChangeThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventOwnerChange>?, gpointer?) -> Void = {
    _, event, data in
    let handler = SignalBox<OwnerChangeHandler>.handler(data)
    nonisolated(unsafe) let event = event?.pointee
    MainActor.assumeIsolated { handler(event) }
}
private let stringStateThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, variant, data in
    let handler = SignalBox<StringStateHandler>.handler(data)
    let value = variant.map { String(cString: g_variant_get_string($0, nil)) } ?? ""
    MainActor.assumeIsolated { handler(value) }
}
private let preeditThunk: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, text, data in
    let handler = SignalBox<PreeditHandler>.handler(data)
    let text = text.map { String(cString: $0) } ?? ""
    MainActor.assumeIsolated { handler(text) }
}

extension Signal where Handler == FocusHandler {
    /// GtkWindow `set-focus`.
    package static var setFocus: Self { Self("set-focus", thunk: unsafeBitCast(focusThunk, to: GCallback.self)) }
}

extension Signal where Handler == DrawHandler {
    /// GtkWidget `draw`.
    package static var draw: Self { Self("draw", thunk: unsafeBitCast(drawThunk, to: GCallback.self)) }
}

extension Signal where Handler == OwnerChangeHandler {
    /// GtkClipboard `owner-change`: another owner took the selection, or gave it up.
    package static var ownerChange: Self { Self("owner-change", thunk: unsafeBitCast(ownerChangeThunk, to: GCallback.self)) }
}

extension Signal where Handler == PreeditHandler {
    /// GtkEntry `preedit-changed`.
    package static var preeditChanged: Self { Self("preedit-changed", thunk: unsafeBitCast(preeditThunk, to: GCallback.self)) }
}

extension Signal where Handler == StringStateHandler {
    /// GSimpleAction `change-state` (string state).
    package static var changeState: Self { Self("change-state", thunk: unsafeBitCast(stringStateThunk, to: GCallback.self)) }
}
