import CGtk

/// A handler for a GDK event signal, given the event; returns whether it
/// handled the event (true stops the emission, GTK's own handler included).
package typealias EventHandler<Event> = @MainActor (Event) -> Bool

/// What every event thunk does: hands a copy of the event to the handler.
/// The copy's pointers (its window, a key's string) are valid for this call only.
private func handle<Event>(_ event: UnsafeMutablePointer<Event>?, _ data: gpointer?) -> gboolean {
    let handler = SignalBox<EventHandler<Event>>.handler(data)
    guard let event else { return 0 }
    nonisolated(unsafe) let value = event.pointee
    return MainActor.assumeIsolated { handler(value) } ? 1 : 0
}

private let keyThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventKey>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data)
}
private let buttonThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventButton>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data)
}
private let focusThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventFocus>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data)
}
private let selectionThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventSelection>?, gpointer?) -> gboolean = {
    _, event, data in handle(event, data)
}

/// GtkWidget's event signals: `gboolean (*)(GtkWidget *, GdkEvent… *, gpointer user_data)`.
extension Signal where Handler == EventHandler<GdkEventKey> {
    /// `key-press-event`.
    package static var keyPressEvent: Self { Self("key-press-event", thunk: unsafeBitCast(keyThunk, to: GCallback.self)) }
}

extension Signal where Handler == EventHandler<GdkEventButton> {
    /// `button-press-event`.
    package static var buttonPressEvent: Self { Self("button-press-event", thunk: unsafeBitCast(buttonThunk, to: GCallback.self)) }
}

extension Signal where Handler == EventHandler<GdkEventFocus> {
    /// `focus-out-event`: the widget lost the keyboard.
    package static var focusOutEvent: Self { Self("focus-out-event", thunk: unsafeBitCast(focusThunk, to: GCallback.self)) }
}

extension Signal where Handler == EventHandler<GdkEventSelection> {
    /// `selection-notify-event`: a selection owner answered a request.
    package static var selectionNotifyEvent: Self {
        Self("selection-notify-event", thunk: unsafeBitCast(selectionThunk, to: GCallback.self))
    }
}
