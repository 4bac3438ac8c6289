import Foundation
import GtkKit4

/// Shows a popover again when GDK stopped drawing it as it came on screen.
///
/// Under Wayland GDK 4.8 now and then paints a new popup, asks the
/// compositor for a frame callback, and never commits the frame it asked
/// about (sway 1.7: about one popup in forty, while the window below drew).
/// The surface then waits for a callback that cannot come, its updates
/// frozen: it is never on screen, and nothing later draws it, so the menu
/// the user opened stays invisible while GTK takes it for up. Nothing
/// public says a surface is frozen so, but a frozen one is not rendered
/// when asked to draw: a moment after a popover came, the watch asks it to
/// draw (GTK 4 then renders it, with nothing to paint when nothing changed),
/// and when no render follows, `reshow` takes it down and shows it again,
/// which gives GDK a new surface. (The caller keeps the menu's hide and
/// show events quiet.) The cost is one empty frame of each menu.
///
/// ```swift
/// let watch = UndrawnPopoverWatch()
/// watch.shown(popover) { popover.popdown(); popover.popup() }
/// ```
@MainActor
final class UndrawnPopoverWatch {
    /// When a shown popover is asked to draw again: after its first frame,
    /// on any machine (a debug build drew a new menu in 40 to 70 ms).
    static let firstLook: TimeInterval = 0.15
    /// How long that render may take before the popover counts as
    /// stuck: many frames, so that a loaded machine's slow frame is not
    /// taken for it.
    static let patience: TimeInterval = 0.5
    /// The surfaces rendered since they were asked to draw again.
    private static var rendered: Set<OpaquePointer> = []
    private static let hook: Void = Gdk.onEverySurfaceRender { surface in rendered.insert(surface) }
    private var check: Deferred?

    init() { _ = Self.hook }

    /// `popover` was just shown: watched until it renders when asked, or
    /// shown again with `reshow`, and then watched again.
    func shown(_ popover: Gtk.Popover, reshow: @escaping @MainActor () -> Void) {
        guard Self.isNeeded, let surface = popover.surface else { return }
        check = Deferred(.at(Date(timeIntervalSinceNow: Self.firstLook))) { [weak self, weak popover] in
            guard let self, let popover, popover.isVisible, popover.surface == surface else { return }
            Self.rendered.remove(surface)
            popover.queueDraw()
            check = Deferred(.at(Date(timeIntervalSinceNow: Self.patience))) { [weak popover] in
                guard let popover, popover.isVisible, popover.surface == surface,
                      !Self.rendered.contains(surface) else { return }
                reshow()
            }
        }
    }

    /// No popover is up any more.
    func stop() { check = nil }

    /// Whether the process's display is a Wayland one (not X11, where GDK
    /// draws each popover as an X window of its own).
    private static var isNeeded: Bool { !MenuPointerFocus.isNeeded }
}
