import CGtk
import EditMenuGTKTestSupport
import EditMenuGTK

/// Clicks as GdkEvents fed through `gtk_main_do_event`, the entry point
/// X events take, so every path under test sees exactly what a real click
/// produces (same technique as the GTK test suite's `EventSynthesizer`).
///
/// The event goes to the deepest visible GdkWindow under the point (GTK3
/// delivers to the window's owner — an entry's text window, an event box's
/// own window), with coordinates relative to it, and carries the seat's
/// pointer device so gestures accept it.
@MainActor
enum SyntheticInput {
    private static var clock: UInt32 = 10_000
    /// Where the last press went: X's implicit grab sends the release to the
    /// window that got the press, even when a menu now covers the spot.
    private static var pressed: (window: OpaquePointer, x: Double, y: Double)?

    /// Presses (`release: false`) or releases button 3 at `point` of `widget`.
    static func secondaryButton(_ release: Bool, on widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double)) {
        button(3, release, on: widget, at: point)
    }

    /// A click of button 1 in the middle of `widget` (a menu row): press, then release.
    static func click(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let middle = (x: Double(gtk_widget_get_allocated_width(widget)) / 2, y: Double(gtk_widget_get_allocated_height(widget)) / 2)
        button(1, false, on: widget, at: middle)
        button(1, true, on: widget, at: middle)
    }

    /// Presses (`release: false`) or releases button `number` at `point` of `widget`.
    private static func button(_ number: guint, _ release: Bool, on widget: UnsafeMutablePointer<GtkWidget>,
                               at point: (x: Double, y: Double)) {
        guard let (window, x, y) = release ? (pressed ?? target(widget, point)) : target(widget, point) else { return }
        pressed = release ? nil : (window, x, y)
        let event = gdk_event_new(release ? GDK_BUTTON_RELEASE : GDK_BUTTON_PRESS)!
        event.pointee.button.window = window
        g_object_ref(UnsafeMutableRawPointer(window))   // gdk_event_free unrefs it
        clock += 20
        event.pointee.button.time = clock
        event.pointee.button.x = x
        event.pointee.button.y = y
        var originX: gint = 0, originY: gint = 0
        gdk_window_get_origin(window, &originX, &originY)
        event.pointee.button.x_root = Double(originX) + x
        event.pointee.button.y_root = Double(originY) + y
        event.pointee.button.button = number
        event.pointee.button.state = release ? (number == 1 ? GDK_BUTTON1_MASK : GDK_BUTTON3_MASK).rawValue : 0
        let device = gdk_seat_get_pointer(gdk_display_get_default_seat(gdk_display_get_default()))
        gdk_event_set_device(event, device)
        gdk_event_set_source_device(event, device)
        gtk_main_do_event(event)
        gdk_event_free(event)
    }

    /// Sends Escape to the toplevel of `widget` (key press and release).
    static func escape(in widget: UnsafeMutablePointer<GtkWidget>) {
        key(GDK_KEY_Escape, in: widget)
    }

    /// Presses and releases `keyval` with `modifiers` held, sent to the
    /// toplevel of `widget` as the X server would send it: with its hardware
    /// keycode (GTK finds key bindings by keycode). False without a window.
    @discardableResult
    static func key(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0),
                    in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let toplevel = gtk_widget_get_toplevel(widget), let window = gtk_widget_get_window(toplevel) else { return false }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), guint(keyval), &keys, &count)
        let keycode = count > 0 ? UInt16(keys![0].keycode) : 0
        g_free(keys)
        for type in [GDK_KEY_PRESS, GDK_KEY_RELEASE] {
            let event = gdk_event_new(type)!
            event.pointee.key.window = window
            g_object_ref(UnsafeMutableRawPointer(window))
            clock += 5
            event.pointee.key.time = clock
            event.pointee.key.keyval = guint(keyval)
            event.pointee.key.state = modifiers.rawValue
            event.pointee.key.hardware_keycode = keycode
            gdk_event_set_device(event, gdk_seat_get_keyboard(gdk_display_get_default_seat(gdk_display_get_default())))
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
        return true
    }

    /// Where X would deliver a press at `point` of `widget` (see `WidgetTree.inputWindow`).
    private static func target(_ widget: UnsafeMutablePointer<GtkWidget>, _ point: (x: Double, y: Double))
        -> (OpaquePointer, Double, Double)? {
        WidgetTree.inputWindow(at: point.x, point.y, of: widget).map { ($0.window, $0.x, $0.y) }
    }
}
