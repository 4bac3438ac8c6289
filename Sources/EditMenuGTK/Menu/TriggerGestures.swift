import CGtk
import Foundation

/// The GTK input handlers behind a view's `EditMenuTriggers`.
///
/// Clicks and long-presses are `GtkGesture`s in the *capture* phase, so they
/// see a press before the widget does: when one of them claims the press,
/// GTK's own handling (GtkEntry's and GtkLabel's built-in context menus) never
/// runs. Unclaimed presses pass through untouched, so ordinary clicking,
/// selecting and dragging keep working.
@MainActor
final class TriggerGestures {
    private var gestures: [Gesture] = []
    private var popupMenu: SignalConnection?

    /// Replaces whatever was installed with handlers for `triggers`. A view
    /// that `suppressesBuiltInContextMenu` (GtkEntry, GtkLabel, GtkTextView
    /// have menus of their own) never shows GTK's menu, whatever its triggers.
    func install(_ triggers: EditMenuTriggers, on view: View) {
        removeAll()
        let suppress = view.suppressesBuiltInContextMenu
        guard !triggers.isEmpty || suppress, !view.isDestroyed else { return }
        // Windowed widgets (a drawing area) only get the events they ask for.
        gtk_widget_add_events(view.widget, gint(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
            | GDK_BUTTON_MOTION_MASK.rawValue | GDK_TOUCH_MASK.rawValue | GDK_KEY_PRESS_MASK.rawValue))

        if suppress || !triggers.isDisjoint(with: [.secondaryClick, .doubleClick]) {
            gestures.append(makeClickGesture(triggers, on: view))
        }
        if triggers.contains(.longPress) {
            gestures.append(makeLongPressGesture(on: view))
        }
        if suppress || triggers.contains(.keyboard) {
            popupMenu = view.object.connect(.popupMenu) { [weak view] in
                guard let view else { return false }
                if triggers.contains(.keyboard) { view.showEditMenu(for: .keyboard) }
                return true   // GTK's own menu must not open as well
            }
        }
    }

    private func removeAll() {
        gestures.removeAll()   // GTK3 gestures detach from their widget when finalized
        popupMenu?.disconnect()
        popupMenu = nil
    }

    private func makeClickGesture(_ triggers: EditMenuTriggers, on view: View) -> Gesture {
        let gesture = Gesture(.click, on: view.widget)
        let doubleClicks = DoubleClickCounter()
        gesture.onPressed { [weak view, unowned gesture] count, x, y in
            guard let view else { return }
            let point = CGPoint(x: x, y: y)
            let button = gesture.currentButton
            Log.debug("click trigger: press \(count) of button \(button) at \(point)")
            let event = gesture.lastEvent
            if let event, gdk_event_triggers_context_menu(UnsafeMutablePointer(mutating: event)) != 0 {
                // Claimed either way: the widget's own menu must not open.
                gesture.claim()
                if triggers.contains(.secondaryClick) { view.showEditMenu(for: .pointer(point), from: gesture.inputSource) }
            } else if triggers.contains(.doubleClick), button == 1,
                      doubleClicks.isSecondClick(at: point, time: event.map { gdk_event_get_time($0) } ?? 0, in: view.widget) {
                gesture.claim()
                view.showEditMenu(for: .doubleClick(point), from: gesture.inputSource)
            }
        }
        return gesture
    }

    private func makeLongPressGesture(on view: View) -> Gesture {
        let gesture = Gesture(.longPress(delay: view.longPressDelay), on: view.widget)
        // A long press starts as an ordinary press, which the widget sees as
        // well, and some widgets take the keyboard as a press starts (a
        // GtkTextView does). The menu a long press opens is a pointer menu,
        // which must leave the keyboard where it was (the focus rule).
        let focus = FocusAtPress()
        gesture.onBegin { [weak view] in
            if let view { focus.remember(in: view) }
        }
        gesture.onLongPressed { [weak view, unowned gesture] x, y in
            guard let view else { return }
            // Claiming keeps the release from reaching the widget, so letting
            // go does not select, activate or dismiss anything.
            gesture.claim()
            focus.giveBack(in: view)
            view.showEditMenu(for: .longPress(CGPoint(x: x, y: y)), from: gesture.inputSource)
        }
        gesture.onEnd { focus.forget() }
        return gesture
    }
}

/// Which widget of a view's window had the keyboard when a press began, so a
/// long press that turns into a menu can give it back.
@MainActor
private final class FocusAtPress {
    private var widget: GObjectRef?

    func remember(in view: View) {
        widget = Self.focusedWidget(in: view).map { GObjectRef(retaining: UnsafeMutableRawPointer($0)) }
    }

    /// Moves the keyboard back if the press took it and the widget can still have it.
    func giveBack(in view: View) {
        guard let widget else { return }
        let before = widget.as(GtkWidget.self)
        // Still in this window (not destroyed or moved meanwhile), and able to take it.
        guard Self.focusedWidget(in: view) != before, gtk_widget_get_toplevel(before) == gtk_widget_get_toplevel(view.widget),
              gtk_widget_is_visible(before) != 0, gtk_widget_is_sensitive(before) != 0 else { return }
        if let owner = View.view(for: before) {
            owner.takeKeyboardFocus()   // a text field keeps its selection
        } else {
            gtk_widget_grab_focus(before)
        }
    }

    func forget() { widget = nil }

    private static func focusedWidget(in view: View) -> UnsafeMutablePointer<GtkWidget>? {
        guard let toplevel = gtk_widget_get_toplevel(view.widget), gtk_widget_is_toplevel(toplevel) != 0 else { return nil }
        return gtk_window_get_focus(cgtk_window(toplevel))
    }
}

/// Tells a double-click by the desktop's double-click time and distance,
/// press by press.
///
/// GtkGestureMultiPress counts presses too, but its count is no use here
/// twice over: a menu that opens and closes between two double-clicks
/// breaks its sequence (the popover takes the release), so the next
/// double-click counts 1 and 1; and when it does not break, a double-click
/// soon after another counts 3 and 4. Either way a quick second double-click
/// on the same spot opened nothing.
@MainActor
final class DoubleClickCounter {
    private var firstPress: (time: UInt32, point: CGPoint)?

    /// Whether a primary press at `point` (widget coordinates), at event
    /// time `time` (ms), completes a double-click. A completed double-click
    /// is forgotten, so a third press starts a new one.
    func isSecondClick(at point: CGPoint, time: UInt32, in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let settings = gtk_widget_get_settings(widget)
        let maximumInterval = UInt32(max(cgtk_settings_get_int(settings, "gtk-double-click-time"), 0))
        let maximumDistance = Double(cgtk_settings_get_int(settings, "gtk-double-click-distance"))
        if let first = firstPress, time &- first.time <= maximumInterval,
           abs(point.x - first.point.x) <= maximumDistance, abs(point.y - first.point.y) <= maximumDistance {
            firstPress = nil
            return true
        }
        firstPress = (time, point)
        return false
    }
}
