import CGtk

extension Gtk.Gesture {
    /// Whether the press in progress is what the desktop calls a
    /// context-menu click (`gdk_event_triggers_context_menu`: a secondary
    /// click, or Ctrl+click where that stands for one); false without a press.
    package var pressTriggersContextMenu: Bool {
        guard let event = gtk_gesture_get_last_event(controller, gtk_gesture_single_get_current_sequence(controller)) else {
            return false
        }
        return gdk_event_triggers_context_menu(UnsafeMutablePointer(mutating: event)) != 0
    }
}
