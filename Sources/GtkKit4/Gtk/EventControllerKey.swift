import CGtk4

extension Gtk {
    /// Key presses reaching a widget (`GtkEventControllerKey`). In the
    /// capture phase on a window it sees every key before the focused
    /// widget does, and a handler that returns true keeps the key from it.
    ///
    /// ```swift
    /// let keys = Gtk.EventControllerKey()
    /// keys.phase = .capture
    /// keys.connect(.keyPressed) { keyval, _ in keyval == Gdk.Key.escape }
    /// window.addController(keys)
    /// ```
    package final class EventControllerKey: EventController {
        override package class var gType: GType { gtk_event_controller_key_get_type() }

        package convenience init() { self.init(adopting: UnsafeMutableRawPointer(gtk_event_controller_key_new())) }

        /// Hands the key event being handled now to `widget`'s own
        /// controllers, as if it had been pressed there; true when one of
        /// them took it. Only while a key signal of this controller runs.
        @discardableResult
        package func forward(to widget: Widget) -> Bool {
            gtk_event_controller_key_forward(OpaquePointer(pointer), widget.widget) != 0
        }
    }
}

/// A key press: the key's value (`Gdk.Key`) and the modifiers held
/// (`GdkModifierType` bits); true when handled, which stops the key there.
package typealias KeyPressHandler = @MainActor (_ keyval: UInt32, _ modifiers: UInt32) -> Bool

private let keyPressThunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, state, data in
    let handler = SignalBox<KeyPressHandler>.handler(data)
    return MainActor.assumeIsolated { handler(keyval, state.rawValue) } ? 1 : 0
}

extension Signal where Emitter: Gtk.EventControllerKey, Handler == KeyPressHandler {
    /// `key-pressed`: a key went down.
    package static var keyPressed: Self { Self("key-pressed", thunk: unsafeBitCast(keyPressThunk, to: GCallback.self)) }
}
