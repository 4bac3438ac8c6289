import GtkKit4

/// Watches a window for the input that closes or steers a menu that never
/// takes the keyboard: GTK closes a popover on Escape or a click elsewhere
/// only when it autohides, and an autohiding popover grabs the keyboard.
///
/// Both controllers are in the capture phase, so they see a key or press
/// before the focused widget or the widget clicked. A key handler that
/// returns true keeps its key from the field; the press is never claimed,
/// so a click elsewhere still reaches what was clicked (a click in the field
/// moves its caret and closes the menu).
///
/// ```swift
/// let watcher = WindowWatcher(window, keyPressed: { keyval in keyval == Gdk.Key.escape },
///                             pressedElsewhere: { controller.hideMenu() })
/// watcher.stop()
/// ```
@MainActor
final class WindowWatcher {
    let window: Gtk.Window
    private let keys = Gtk.EventControllerKey()
    private let presses = Gtk.GestureClick()

    /// Starts watching `window`: `keyPressed` hears every key pressed in it,
    /// `pressedElsewhere` every button press on the window itself (not on a
    /// popover, which is a surface of its own).
    init(_ window: Gtk.Window, keyPressed: @escaping @MainActor (UInt32) -> Bool,
         pressedElsewhere: @escaping @MainActor (_ time: UInt32) -> Void) {
        self.window = window
        keys.phase = .capture
        keys.connect(.keyPressed) { keyval, _ in keyPressed(keyval) }
        presses.phase = .capture
        presses.button = 0
        presses.connect(.pressed) { [weak window, weak presses] _, _, _ in
            guard let window, let presses else { return }
            // A press GTK moved here from a popover under a grab GDK left
            // (MenuPointerUnderGrab) is not on the window.
            let onWindow = presses.currentEventSurface == window.surface
                && presses.currentEvent?.isMovedFromAnotherSurface != true
            let time = presses.currentEventTime
            // Out of the way at once: the press belongs to what was clicked.
            presses.deny()
            if onWindow { pressedElsewhere(time) }
        }
        window.addController(keys)
        window.addController(presses)
    }

    /// Stops watching: the controllers leave the window.
    func stop() {
        window.removeController(keys)
        window.removeController(presses)
    }
}
