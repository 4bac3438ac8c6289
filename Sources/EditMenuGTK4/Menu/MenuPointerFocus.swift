import CGdk4X11
import GtkKit4

/// Keeps GTK 4.8's pointer focus on the menu under the pointer, so that a
/// click on an item always reaches the item (X11).
///
/// GTK 4 keeps one pointer focus for a window and all its popovers: the
/// widget the next press goes to, set by the last motion or crossing event
/// of any of their surfaces (`gtk_window_lookup_effective_pointer_focus_widget`;
/// a press is not picked where it lands). After it lays a window out, GTK
/// asks GDK for a motion event on the surface that has the pointer focus
/// (`gdk_surface_request_motion`), and GDK makes it at that surface's next
/// frame (`gdk_surface_ensure_motion`) when the pointer is within the
/// surface's rectangle. On X11 a popover is an X window of its own above
/// the window, and GDK 4.8 asks where the pointer is relative to the window
/// (XIQueryPointer): within it whenever the pointer is over a menu that
/// lies over the window. So when the window was laid out while the pointer
/// was in it (the event log under a menu grows as the menu opens, "More"
/// takes the row down and the pointer focus falls back into the window) and
/// the pointer then goes onto the menu before the window's next frame, that
/// frame makes a motion event on the window at the pointer, and GTK moves
/// the pointer focus to the window's widget under the menu: the item loses
/// its highlight, and a press that comes before the pointer moves again
/// goes to that widget, not to the item. The click chooses nothing. A
/// jump of the pointer onto an item and a click at once (xdotool) met it
/// almost every other time; a person's motion, whose later steps take the
/// focus back, about one click in ten. GTK 4's autohiding popovers grab the
/// pointer, so GDK makes no motion for the window then; ours cannot grab
/// (the focus rule). Under Wayland GDK knows the pointer is on the popover
/// and makes no such event.
///
/// So this watches the events GDK delivers (an emission hook: before GTK
/// handles them) and remembers, for each popover of the menu, the last
/// pointer event it got while the pointer is on it. When a frame's event
/// flush made a motion on the window, it hands that event to the popover
/// again, in the same flush: GTK takes the pointer focus back to the item
/// under the pointer before it handles another event, so before any press.
///
/// Made for X11 only (``isNeeded``).
///
/// ```swift
/// let focus = MenuPointerFocus(window, popovers: { [list.popover, row.popover] })
/// focus.popoverShown(list.popover)   // at each popup
/// focus.stop()
/// ```
@MainActor
final class MenuPointerFocus {
    let window: Gtk.Window
    private let popovers: () -> [Gtk.Popover]
    /// The window's frame clock, and our handler of its event flushes.
    private var clock: Gdk.FrameClock?
    private var flushes: GLib.Connection?
    /// The last motion or crossing into each popover (by surface) since
    /// the pointer came onto it; none once it left.
    private var pointerEvents: [OpaquePointer: Gdk.Event] = [:]
    /// Whether GDK made a motion event on the window since the last flush.
    private var windowGotMadeMotion = false

    /// Starts watching `window`, the one `popovers` (the menu's, asked
    /// each time) show over.
    init(_ window: Gtk.Window, popovers: @escaping () -> [Gtk.Popover]) {
        self.window = window
        self.popovers = popovers
        Self.watching.append(Weak(self))
        Self.installHook()
        followClock()
    }

    /// Whether the process's display is an X11 one, where GDK 4.8 makes
    /// that motion: under Wayland GDK knows which surface has the pointer.
    static var isNeeded: Bool {
        guard let display = Gdk.Display.default else { return false }
        return cgdk4x11_xdisplay(OpaquePointer(display.pointer)) != nil
    }

    /// A popover comes on screen: what it got in an earlier showing is gone.
    func popoverShown(_ popover: Gtk.Popover) {
        if let surface = popover.surface { pointerEvents[surface] = nil }
        followClock()
    }

    /// Stops watching: the window's frame clock loses our handler.
    func stop() {
        flushes?.disconnect()
        flushes = nil
        clock = nil
        pointerEvents = [:]
        Self.watching.removeAll { $0.value == nil || $0.value === self }
    }

    /// Handles the window's event flushes, on the clock it has now (a
    /// window realized again has another). Connected after the window's
    /// surface connected its own, so it runs after GDK made the motion.
    private func followClock() {
        guard let now = window.frameClock, now != clock else { return }
        flushes?.disconnect()
        clock = now
        flushes = now.connect(.flushEvents) { [weak self] in self?.eventsFlushed() }
    }

    private func saw(_ event: Gdk.Event) {
        guard let surface = event.surface else { return }
        if surface == window.surface {
            if event.kind == .motion, event.isMadeByGDK { windowGotMadeMotion = true }
            return
        }
        guard popovers().contains(where: { $0.surface == surface }) else { return }
        switch event.kind {
        case .motion, .enter: pointerEvents[surface] = event
        case .leave: pointerEvents[surface] = nil
        default: break
        }
    }

    /// After GDK's flush, in which it may have made the window's motion:
    /// the popover under the pointer gets its last pointer event again.
    private func eventsFlushed() {
        guard windowGotMadeMotion else { return }
        windowGotMadeMotion = false
        for popover in popovers() where popover.isMapped {
            guard let surface = popover.surface, let event = pointerEvents[surface] else { continue }
            Gdk.redeliver(event)
        }
    }

    // MARK: The hook, one for the process

    private struct Weak {
        weak var value: MenuPointerFocus?
        init(_ value: MenuPointerFocus) { self.value = value }
    }

    private static var watching: [Weak] = []

    private static let hook: Void = Gdk.onEverySurfaceEvent { event in
        for focus in watching { focus.value?.saw(event) }
    }

    private static func installHook() { _ = hook }
}
