import EditMenu
import Foundation
import GtkKit

/// The GTK input handlers behind a view's `EditMenuTriggers`.
///
/// Clicks and long-presses are `GtkGesture`s in the *capture* phase, so they
/// see a press before the widget does: when one of them claims the press,
/// GTK's own handling (GtkEntry's and GtkLabel's built-in context menus) never
/// runs. Unclaimed presses pass through untouched, so ordinary clicking,
/// selecting and dragging keep working.
@MainActor
final class TriggerGestures {
    /// The gestures work for as long as they are held here: GTK 3 detaches
    /// a gesture from its widget when the gesture is finalized.
    private var gestures: [Gtk.Gesture] = []
    private var popupMenu: GLib.Connection?

    /// Replaces whatever was installed with handlers for `triggers`. A view
    /// that `suppressesBuiltInContextMenu` (GtkEntry, GtkLabel, GtkTextView
    /// have menus of their own) never shows GTK's menu, whatever its triggers.
    func install(_ triggers: EditMenuTriggers, on view: View) {
        removeAll()
        let suppress = view.suppressesBuiltInContextMenu
        guard !triggers.isEmpty || suppress, !view.isDestroyed else { return }
        // Windowed widgets (a drawing area) only get the events they ask for.
        view.gtkWidget.addEvents(.pressesAndKeys)

        if suppress || !triggers.isDisjoint(with: [.secondaryClick, .doubleClick]) {
            gestures.append(makeClickGesture(triggers, on: view))
        }
        if triggers.contains(.longPress) {
            gestures.append(makeLongPressGesture(on: view))
        }
        if suppress || triggers.contains(.keyboard) {
            popupMenu = view.gtkWidget.connect(.popupMenu) { [weak view] in
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

    private func makeClickGesture(_ triggers: EditMenuTriggers, on view: View) -> Gtk.Gesture {
        let gesture = Gtk.ClickGesture(on: view.gtkWidget)
        let doubleClicks = DoubleClickCounter()
        gesture.connect(.pressed) { [weak view, unowned gesture] count, x, y in
            guard let view else { return }
            let point = CGPoint(x: x, y: y)
            let button = gesture.currentButton
            Log.debug("click trigger: press \(count) of button \(button) at \(point)")
            if gesture.pressTriggersContextMenu {
                // Claimed either way: the widget's own menu must not open.
                gesture.claim()
                if triggers.contains(.secondaryClick) {
                    view.showEditMenu(for: .pointer(point), from: gesture.inputSource.menuInputSource)
                }
            } else if triggers.contains(.doubleClick), button == 1,
                      doubleClicks.isSecondClick(at: point, time: gesture.lastEventTime, in: view.gtkWidget) {
                gesture.claim()
                view.showEditMenu(for: .doubleClick(point), from: gesture.inputSource.menuInputSource)
            }
        }
        return gesture
    }

    private func makeLongPressGesture(on view: View) -> Gtk.Gesture {
        let gesture = Gtk.LongPressGesture(on: view.gtkWidget, delay: view.longPressDelay)
        // A long press starts as an ordinary press, which the widget sees as
        // well, and some widgets take the keyboard as a press starts (a
        // GtkTextView does). The menu a long press opens is a pointer menu,
        // which must leave the keyboard where it was (the focus rule).
        let focus = FocusAtPress()
        gesture.connect(.begin) { [weak view] in
            if let view { focus.remember(in: view) }
        }
        gesture.connect(.longPressed) { [weak view, unowned gesture] x, y in
            guard let view else { return }
            // Claiming keeps the release from reaching the widget, so letting
            // go does not select, activate or dismiss anything.
            gesture.claim()
            focus.giveBack(in: view)
            view.showEditMenu(for: .longPress(CGPoint(x: x, y: y)), from: gesture.inputSource.menuInputSource)
        }
        gesture.connect(.end) { focus.forget() }
        return gesture
    }
}

/// Which widget of a view's window had the keyboard when a press began, so a
/// long press that turns into a menu can give it back.
@MainActor
private final class FocusAtPress {
    private var widget: Gtk.Widget?

    func remember(in view: View) {
        widget = Self.focusedWidget(in: view)
    }

    /// Moves the keyboard back if the press took it and the widget can still have it.
    func giveBack(in view: View) {
        guard let before = widget else { return }
        // Still in this window (not destroyed or moved meanwhile), and able to take it.
        guard Self.focusedWidget(in: view) != before, before.toplevel == view.gtkWidget.toplevel,
              before.isVisibleOnScreen, before.isSensitive else { return }
        if let owner = View.view(for: before) {
            owner.takeKeyboardFocus()   // a text field keeps its selection
        } else {
            before.grabFocus()
        }
    }

    func forget() { widget = nil }

    private static func focusedWidget(in view: View) -> Gtk.Widget? {
        view.gtkWidget.window?.focus
    }
}

private extension Gdk.InputSource {
    /// What the menu is told opened it.
    var menuInputSource: MenuInputSource {
        switch self {
        case .touch: .touch
        case .pointer: .pointer
        }
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
    func isSecondClick(at point: CGPoint, time: UInt32, in widget: Gtk.Widget) -> Bool {
        let settings = widget.settings
        let maximumInterval = settings.doubleClickTime
        let maximumDistance = Double(settings.doubleClickDistance)
        if let first = firstPress, time &- first.time <= maximumInterval,
           abs(point.x - first.point.x) <= maximumDistance, abs(point.y - first.point.y) <= maximumDistance {
            firstPress = nil
            return true
        }
        firstPress = (time, point)
        return false
    }
}
