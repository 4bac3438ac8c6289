import Foundation
import GtkKit4

/// Does with the pointer's events on the menu what the menu would have done,
/// when GTK 4.8 hands them to the window instead (Wayland, after a right
/// click): the item under the pointer is highlighted, and a click chooses it.
///
/// GDK 4.8 under Wayland gives the right button the state bit of the middle
/// one (it shifts `GDK_BUTTON1_MASK` by the evdev code's distance from
/// `BTN_LEFT`, and `BTN_RIGHT` comes second there, where GDK calls it the
/// third button), so the release of a right click does not end the
/// implicit grab its press began on the window: GDK ends it on a release
/// with no other button still down (`_gdk_windowing_got_event`). Until the
/// next left button's release ends it, GTK hands every motion, press and
/// release on another surface, the menu's popover, to the grabbing window
/// instead, placed at (-∞, -∞) (`rewrite_event_for_grabs`). A motion so
/// moved takes GTK's pointer focus to the window, so the row under the
/// pointer loses its highlight, and the press that follows goes to the
/// window, not to the item: the menu closed, having chosen nothing. (Only
/// a press with no motion since the pointer came onto the menu landed:
/// crossing events are not moved, and the focus the entering set stayed.
/// Under X11 the masks are right.)
///
/// So a controller on the window, in the capture phase and before the
/// window's others, knows these events by their place and takes them: the
/// event GDK delivered to the popover (an emission hook keeps the last one)
/// says where the pointer was, a motion highlights the item there, and a
/// primary press and release on the same item choose it, as the keyboard's
/// Enter does (`gtk_widget_activate`, GTK's "clicked" for a row or a button).
///
/// ```swift
/// let grab = MenuPointerUnderGrab(window, menu: { (popover, keys) })
/// grab.stop()
/// ```
@MainActor
final class MenuPointerUnderGrab {
    let window: Gtk.Window
    /// The menu on screen, and the keys' view of its items; nil when none is up.
    private let menu: () -> (popover: Gtk.Popover, keys: MenuKeyboardNavigation)?
    private let events = Gtk.EventControllerLegacy()
    /// The item a press GTK moved from the menu was on (nil: none), until
    /// its release.
    private var press: (item: Gtk.Widget?, time: UInt32)?

    /// Starts watching `window`, the one `menu` (asked at each event) shows over.
    init(_ window: Gtk.Window, menu: @escaping () -> (popover: Gtk.Popover, keys: MenuKeyboardNavigation)?) {
        self.window = window
        self.menu = menu
        Self.installHook()
        events.phase = .capture
        events.connect(.event) { [weak self] event in self?.handle(event) ?? false }
        // Controllers run last-added first: this one sees an event before
        // the window's others (WindowWatcher's press would close the menu).
        window.addController(events)
    }

    /// Stops watching: the controller leaves the window.
    func stop() {
        window.removeController(events)
        press = nil
    }

    private func handle(_ event: Gdk.Event) -> Bool {
        switch event.kind {
        case .motion, .buttonPress:
            guard event.isMovedFromAnotherSurface, let menu = menu(), let point = Self.delivered(like: event, to: menu.popover)
            else { return false }
            let item = menu.keys.item(atSurfacePoint: point)
            if event.kind == .motion {
                menu.keys.pointerIsOver(item)
            } else if event.button == 1 {
                press = (item, event.time)
            }
            return true
        case .buttonRelease:
            // The release that ends GDK's grab is not moved: GTK hands it to
            // where the moved press went, the window, as it was delivered.
            guard let press, event.button == 1 else { return false }
            self.press = nil
            guard let menu = menu() else { return true }
            let point = event.isMovedFromAnotherSurface ? Self.delivered(like: event, to: menu.popover) : event.position
            guard event.isMovedFromAnotherSurface || event.surface == menu.popover.surface,
                  let point, let item = press.item, menu.keys.item(atSurfacePoint: point) == item else { return true }
            // After the event, as GTK's own click does its work after the release.
            GLib.MainLoop.afterCurrentEvent { item.activate() }
            return true
        default:
            return false
        }
    }

    // MARK: What GDK delivered, before GTK moved it

    /// The last motion, press or release GDK delivered to any surface,
    /// kept by the hook before GTK handles (and perhaps moves) it.
    private static var lastDelivered: Gdk.Event?

    /// Where on `popover`'s surface GDK delivered the event GTK moved as
    /// `moved` (the same kind and time), or nil when it was not the popover's.
    private static func delivered(like moved: Gdk.Event, to popover: Gtk.Popover) -> CGPoint? {
        guard let delivered = lastDelivered, delivered.kind == moved.kind, delivered.time == moved.time,
              let surface = popover.surface, delivered.surface == surface else { return nil }
        return delivered.position
    }

    private static let hook: Void = Gdk.onEverySurfaceEvent { event in
        switch event.kind {
        case .motion, .buttonPress, .buttonRelease: lastDelivered = event
        default: break
        }
    }

    private static func installHook() { _ = hook }
}
