import GtkKit

/// Walks GTK widget and window trees: what the presenter needs to reach a
/// popover's buttons, and what tests and benchmarks need to find where a
/// synthesized click lands. Not API: `package` keeps it inside this package.
@MainActor
package enum WidgetTree {
    /// Every widget under `root`, depth first, `root` excluded, internal
    /// children (and a window's popovers) included (`gtk_container_forall`).
    package static func descendants(of root: Gtk.Widget) -> [Gtk.Widget] {
        var result: [Gtk.Widget] = []
        collect(root, into: &result)
        return result
    }

    /// The widgets directly under `container`, internal ones (and a window's
    /// popovers) included; none when it is not a container.
    package static func children(of container: Gtk.Widget) -> [Gtk.Widget] {
        container.as(Gtk.Container.self)?.allChildren ?? []
    }

    /// The CSS name of `widget`'s node ("entry", "popover", "cursor-handle"), as
    /// the widget itself set it.
    package static func cssName(of widget: Gtk.Widget) -> String? {
        widget.cssName
    }

    /// What assistive technology calls `widget` (a menu row: its title).
    package static func accessibleName(of widget: Gtk.Widget) -> String? {
        widget.accessible.name
    }

    /// How many popovers are on screen in `window`.
    package static func mappedPopoverCount(in window: Gtk.Widget) -> Int {
        descendants(of: window).filter { $0.is(Gtk.Popover.self) && $0.isMapped }.count
    }

    /// The GdkWindow a press at (`x`, `y`) of `widget` goes to — the deepest
    /// visible one there, as the X server picks it — and the point in it.
    /// GTK 3 delivers events to that window's owner (an entry's text window,
    /// an event box), so synthesized events must be sent there.
    package static func inputWindow(at x: Double, _ y: Double, of widget: Gtk.Widget)
        -> (window: Gdk.Window, x: Double, y: Double)? {
        let toplevel = widget.toplevel
        guard var window = toplevel.gdkWindow else { return nil }
        let top = widget.translate((Int(x), Int(y)), to: toplevel) ?? (0, 0)
        var localX = Double(top.x) + x - x.rounded(.down)
        var localY = Double(top.y) + y - y.rounded(.down)
        if let holder = waylandPopoverHolder(at: localX, localY, of: toplevel) {
            let position = holder.position
            window = holder
            localX -= Double(position.x)
            localY -= Double(position.y)
        }
        descend: while true {
            for candidate in window.children {
                let (cx, cy) = candidate.position
                let inside = localX >= Double(cx) && localY >= Double(cy)
                    && localX < Double(cx + candidate.width) && localY < Double(cy + candidate.height)
                if inside, candidate.isVisible, !isEmptyPopoverHolder(candidate) {
                    window = candidate
                    localX -= Double(cx)
                    localY -= Double(cy)
                    continue descend
                }
            }
            return (window, localX, localY)
        }
    }

    /// On Wayland, GTK 3 puts each popover of a window (menus, selection
    /// handles) in a subsurface of its own, placed in the window's
    /// coordinates but not among its GdkWindow's children: the visible one
    /// at the point, the last raised when several are.
    private static func waylandPopoverHolder(at x: Double, _ y: Double, of toplevel: Gtk.Widget) -> Gdk.Window? {
        children(of: toplevel).compactMap { child -> Gdk.Window? in
            guard child.isMapped, let holder = child.parentGdkWindow, holder.kind == .subsurface, holder.isVisible else {
                return nil
            }
            let (holderX, holderY) = holder.position
            let inside = x >= Double(holderX) && y >= Double(holderY)
                && x < Double(holderX + holder.width) && y < Double(holderY + holder.height)
            return inside ? holder : nil
        }.last
    }

    /// GTK 3 keeps each popover in a holder window owned by the toplevel;
    /// while the popover is hidden the holder stays, with an empty input
    /// shape, so X lets clicks through to what is under it. GDK cannot report
    /// input shapes, so a holder with nothing visible inside is skipped.
    private static func isEmptyPopoverHolder(_ window: Gdk.Window) -> Bool {
        guard let owner = window.widget, owner.isToplevel else { return false }
        return !window.children.contains { $0.isVisible }
    }

    private static func collect(_ widget: Gtk.Widget, into result: inout [Gtk.Widget]) {
        for child in children(of: widget) {
            result.append(child)
            collect(child, into: &result)
        }
    }
}
