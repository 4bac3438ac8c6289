import CGtk
import EditMenuGTKTestSupport
import Foundation
@testable import EditMenuGTK

/// Synthesizes the GdkEvents a user's input would produce and feeds them
/// through `gtk_main_do_event`, the same entry point as X events.
///
/// Pointer events go to the deepest visible GdkWindow under the point (GTK3
/// delivers to the window's owner, e.g. a selectable label's or an entry's
/// input window), with coordinates relative to it, and carry the seat's
/// pointer device so gestures see them. Key events carry a real hardware
/// keycode from the keymap, since GTK's key bindings (Shift+F10, Menu) are
/// looked up by keycode.
@MainActor
enum EventSynthesizer {
    private static var clock: UInt32 = 10_000
    private static var lastTick = g_get_monotonic_time()

    /// A timestamp that moves forward by `milliseconds`, plus the time that
    /// really passed since the last one: a test that waits past the
    /// double-click time gets events that are that far apart, as X's are.
    static func tick(_ milliseconds: UInt32 = 20) -> UInt32 {
        let now = g_get_monotonic_time()
        clock &+= milliseconds &+ UInt32(truncatingIfNeeded: max(now - lastTick, 0) / 1000)
        lastTick = now
        return clock
    }

    private static var seat: UnsafeMutablePointer<GdkSeat> { gdk_display_get_default_seat(gdk_display_get_default()) }

    // MARK: Pointer

    static func press(_ view: WidgetBacked, at point: CGPoint? = nil, button: UInt32 = 1, type: GdkEventType = GDK_BUTTON_PRESS) {
        sendButton(type, to: view, at: point ?? center(of: view), button: button)
    }

    static func release(_ view: WidgetBacked, at point: CGPoint? = nil, button: UInt32 = 1) {
        sendButton(GDK_BUTTON_RELEASE, to: view, at: point ?? center(of: view), button: button)
    }

    /// Press and release; `count` 2 makes a double-click.
    static func click(_ view: WidgetBacked, at point: CGPoint? = nil, button: UInt32 = 1, count: Int = 1) {
        for index in 0..<count {
            press(view, at: point, button: button)
            if index == 1 { press(view, at: point, button: button, type: GDK_2BUTTON_PRESS) }
            release(view, at: point, button: button)
        }
        MainLoop.drain()
    }

    static func rightClick(_ view: WidgetBacked, at point: CGPoint? = nil) {
        click(view, at: point, button: 3)
    }

    /// Moves the pointer with the primary button held.
    static func drag(_ view: WidgetBacked, to point: CGPoint) {
        guard var (window, x, y) = target(view, point) else { return }
        if let grab = grabWindow { (window, x, y) = retarget(window, x, y, to: grab) }
        let event = gdk_event_new(GDK_MOTION_NOTIFY)!
        event.pointee.motion.window = window
        g_object_ref(UnsafeMutableRawPointer(window))
        event.pointee.motion.time = tick()
        event.pointee.motion.x = x
        event.pointee.motion.y = y
        (event.pointee.motion.x_root, event.pointee.motion.y_root) = root(window, x, y)
        event.pointee.motion.state = GDK_BUTTON1_MASK.rawValue
        dispatch(event, device: gdk_seat_get_pointer(seat))
    }

    // MARK: Touch

    /// A finger going down on `view` (GDK_TOUCH_BEGIN), the start of the touch sequence
    /// `touchEnd` ends. The events come from the seat's pointer with a touchscreen
    /// as their source device (see `Touchscreen`).
    ///
    /// A window that does not take touch events (GTK's selection handles, plain
    /// event boxes) gets the pointer events X emulates for the finger instead:
    /// a press, motion with the button held, a release.
    static func touchBegin(_ view: WidgetBacked, at point: CGPoint? = nil) {
        sendTouch(GDK_TOUCH_BEGIN, to: view, at: point ?? center(of: view))
    }

    /// The finger moving to `point` of `view` while down (GDK_TOUCH_UPDATE); it goes
    /// where the finger came down, as X's implicit grab sends it.
    static func touchMove(_ view: WidgetBacked, to point: CGPoint) {
        sendTouch(GDK_TOUCH_UPDATE, to: view, at: point)
    }

    /// The finger lifting (GDK_TOUCH_END).
    static func touchEnd(_ view: WidgetBacked, at point: CGPoint? = nil) {
        sendTouch(GDK_TOUCH_END, to: view, at: point ?? center(of: view))
    }

    /// The one touch sequence these events belong to (any unique pointer; GDK's are opaque).
    private static let touchSequence = OpaquePointer(bitPattern: 0x7043)

    private static func sendTouch(_ type: GdkEventType, to view: WidgetBacked, at point: CGPoint) {
        guard var (window, x, y) = grabbingTarget(view, point, starts: type == GDK_TOUCH_BEGIN,
                                                  ends: type == GDK_TOUCH_END) else { return }
        if type == GDK_TOUCH_UPDATE, let grab = grabWindow { (window, x, y) = retarget(window, x, y, to: grab) }
        guard gdk_window_get_events(window).rawValue & GDK_TOUCH_MASK.rawValue != 0 else {
            return sendEmulatedPointer(for: type, to: window, x, y)
        }
        let event = gdk_event_new(type)!
        event.pointee.touch.window = window
        g_object_ref(UnsafeMutableRawPointer(window))
        event.pointee.touch.time = tick()
        event.pointee.touch.x = x
        event.pointee.touch.y = y
        (event.pointee.touch.x_root, event.pointee.touch.y_root) = root(window, x, y)
        event.pointee.touch.sequence = touchSequence
        event.pointee.touch.emulating_pointer = 1
        // From the seat's pointer, made by a touchscreen: what XI2 and Wayland
        // deliver for a finger.
        dispatch(event, device: gdk_seat_get_pointer(seat), sourceDevice: Touchscreen.device)
    }

    /// The pointer events X sends for a finger to a window that does not select touch.
    private static func sendEmulatedPointer(for type: GdkEventType, to window: OpaquePointer, _ x: Double, _ y: Double) {
        let event: UnsafeMutablePointer<GdkEvent>
        switch type {
        case GDK_TOUCH_UPDATE:
            event = gdk_event_new(GDK_MOTION_NOTIFY)!
            event.pointee.motion.window = window
            event.pointee.motion.time = tick()
            (event.pointee.motion.x, event.pointee.motion.y) = (x, y)
            (event.pointee.motion.x_root, event.pointee.motion.y_root) = root(window, x, y)
            event.pointee.motion.state = GDK_BUTTON1_MASK.rawValue
        default:
            event = gdk_event_new(type == GDK_TOUCH_BEGIN ? GDK_BUTTON_PRESS : GDK_BUTTON_RELEASE)!
            event.pointee.button.window = window
            event.pointee.button.time = tick()
            (event.pointee.button.x, event.pointee.button.y) = (x, y)
            (event.pointee.button.x_root, event.pointee.button.y_root) = root(window, x, y)
            event.pointee.button.button = 1
            event.pointee.button.state = type == GDK_TOUCH_END ? GDK_BUTTON1_MASK.rawValue : 0
        }
        g_object_ref(UnsafeMutableRawPointer(window))
        dispatch(event, device: gdk_seat_get_pointer(seat), sourceDevice: Touchscreen.device)
    }

    /// The centre of `view`, in its own coordinates.
    static func center(of view: WidgetBacked) -> CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    /// The window that got the last press: like the X server's implicit
    /// grab, the release (and motion) go there, even if a menu opened over it.
    private static var grabWindow: OpaquePointer?

    /// Where an event at `point` of `view` goes, with the implicit grab: the event that
    /// `starts` a press takes it, the one that `ends` it goes where the press went.
    private static func grabbingTarget(_ view: WidgetBacked, _ point: CGPoint,
                                       starts: Bool, ends: Bool) -> (OpaquePointer, Double, Double)? {
        guard var (window, x, y) = target(view, point) else { return nil }
        if ends, let grab = grabWindow {
            (window, x, y) = retarget(window, x, y, to: grab)
            grabWindow = nil
        } else if starts {
            grabWindow = window
        }
        return (window, x, y)
    }

    private static func sendButton(_ type: GdkEventType, to view: WidgetBacked, at point: CGPoint, button: UInt32) {
        guard let (window, x, y) = grabbingTarget(view, point, starts: type == GDK_BUTTON_PRESS,
                                                  ends: type == GDK_BUTTON_RELEASE) else { return }
        let event = gdk_event_new(type)!
        event.pointee.button.window = window
        g_object_ref(UnsafeMutableRawPointer(window))
        event.pointee.button.time = type == GDK_2BUTTON_PRESS ? clock : tick()
        event.pointee.button.x = x
        event.pointee.button.y = y
        (event.pointee.button.x_root, event.pointee.button.y_root) = root(window, x, y)
        event.pointee.button.button = button
        event.pointee.button.state = type == GDK_BUTTON_RELEASE ? buttonMask(button) : 0
        dispatch(event, device: gdk_seat_get_pointer(seat))
    }

    private static func buttonMask(_ button: UInt32) -> UInt32 {
        switch button {
        case 1: return GDK_BUTTON1_MASK.rawValue
        case 2: return GDK_BUTTON2_MASK.rawValue
        default: return GDK_BUTTON3_MASK.rawValue
        }
    }

    private static func dispatch(_ event: UnsafeMutablePointer<GdkEvent>, device: OpaquePointer?,
                                 sourceDevice: OpaquePointer? = nil) {
        gdk_event_set_device(event, device)
        gdk_event_set_source_device(event, sourceDevice ?? device)
        if throughGDKQueue { gdk_event_put(event) } else { gtk_main_do_event(event) }
        gdk_event_free(event)
    }

    /// Whether events go into GDK's queue (`gdk_event_put`, a copy), and so
    /// through what handles GDK's events before GTK, as the display
    /// server's do, instead of straight to GTK (`gtk_main_do_event`).
    nonisolated(unsafe) static var throughGDKQueue = false

    /// The same screen point, relative to `other`.
    private static func retarget(_ window: OpaquePointer, _ x: Double, _ y: Double,
                                 to other: OpaquePointer) -> (OpaquePointer, Double, Double) {
        let (rootX, rootY) = root(window, x, y)
        var originX: gint = 0, originY: gint = 0
        gdk_window_get_origin(other, &originX, &originY)
        return (other, rootX - Double(originX), rootY - Double(originY))
    }

    private static func root(_ window: OpaquePointer, _ x: Double, _ y: Double) -> (Double, Double) {
        var originX: gint = 0, originY: gint = 0
        gdk_window_get_origin(window, &originX, &originY)
        return (Double(originX) + x, Double(originY) + y)
    }

    /// Where X would deliver a press at `point` of `view` (see `WidgetTree.inputWindow`).
    private static func target(_ view: WidgetBacked, _ point: CGPoint) -> (OpaquePointer, Double, Double)? {
        WidgetTree.inputWindow(at: point.x, point.y, of: view.widget).map { ($0.window, $0.x, $0.y) }
    }

    // MARK: Keyboard

    /// Presses and releases `keyval` (e.g. `GDK_KEY_F10`) with `modifiers`
    /// on the toplevel of `view` (key events go to the focused toplevel).
    /// Held modifiers are pressed and released as keys of their own around
    /// it, as a keyboard does (input methods watch for those releases).
    static func key(_ keyval: Int32, modifiers: GdkModifierType = GdkModifierType(0), in view: WidgetBacked) {
        let held = modifierKeys.filter { modifiers.rawValue & $0.mask.rawValue != 0 }
        var state: UInt32 = 0
        for modifier in held {
            sendKey(GDK_KEY_PRESS, keyval: UInt32(modifier.keyval), state: state, isModifier: true, in: view)
            state |= modifier.mask.rawValue
        }
        let isModifier = modifierKeyvals.contains(keyval)   // a modifier pressed alone, as a keyboard sends it
        sendKey(GDK_KEY_PRESS, keyval: UInt32(keyval), state: state, isModifier: isModifier, in: view)
        sendKey(GDK_KEY_RELEASE, keyval: UInt32(keyval), state: state, isModifier: isModifier, in: view)
        for modifier in held.reversed() {
            sendKey(GDK_KEY_RELEASE, keyval: UInt32(modifier.keyval), state: state, isModifier: true, in: view)
            state &= ~modifier.mask.rawValue
        }
        MainLoop.drain()
    }

    private static let modifierKeyvals: Set<Int32> = [
        GDK_KEY_Shift_L, GDK_KEY_Shift_R, GDK_KEY_Control_L, GDK_KEY_Control_R, GDK_KEY_Alt_L, GDK_KEY_Alt_R,
        GDK_KEY_Super_L, GDK_KEY_Super_R, GDK_KEY_ISO_Level3_Shift, GDK_KEY_Caps_Lock,
    ]

    private static let modifierKeys: [(mask: GdkModifierType, keyval: Int32)] = [
        (GDK_CONTROL_MASK, GDK_KEY_Control_L), (GDK_SHIFT_MASK, GDK_KEY_Shift_L), (GDK_MOD1_MASK, GDK_KEY_Alt_L),
    ]

    /// Types `text` as key presses (ASCII letters, digits and spaces).
    static func type(_ text: String, in view: WidgetBacked) {
        for scalar in text.unicodeScalars {
            key(Int32(gdk_unicode_to_keyval(scalar.value)), in: view)
        }
    }

    private static func sendKey(_ type: GdkEventType, keyval: UInt32, state: UInt32, isModifier: Bool, in view: WidgetBacked) {
        guard let toplevel = gtk_widget_get_toplevel(view.widget),
              let window = gtk_widget_get_window(toplevel) else { return }
        let event = gdk_event_new(type)!
        event.pointee.key.window = window
        g_object_ref(UnsafeMutableRawPointer(window))
        event.pointee.key.time = tick(5)
        event.pointee.key.keyval = keyval
        event.pointee.key.state = state
        event.pointee.key.is_modifier = isModifier ? 1 : 0
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: gint = 0
        if gdk_keymap_get_entries_for_keyval(gdk_keymap_get_for_display(gdk_display_get_default()), keyval, &keys, &count) != 0,
           let keys, count > 0 {
            event.pointee.key.hardware_keycode = guint16(keys[0].keycode)
            event.pointee.key.group = guint8(keys[0].group)
            g_free(keys)
        }
        dispatch(event, device: gdk_seat_get_keyboard(seat))
    }
}
