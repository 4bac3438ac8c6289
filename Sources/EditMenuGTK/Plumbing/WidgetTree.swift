import CGtk

/// Walks GTK widget and window trees: what the presenter needs to reach a
/// popover's buttons, and what tests and benchmarks need to find where a
/// synthesized click lands. Not API: `package` keeps it inside this package.
@MainActor
package enum WidgetTree {
    /// Every widget under `root`, depth first, `root` excluded, internal
    /// children (and a window's popovers) included (`gtk_container_forall`).
    package static func descendants(of root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        collect(root, into: &result)
        return result
    }

    /// The widgets directly under `container`, internal ones (and a window's
    /// popovers) included.
    package static func children(of container: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard cgtk_is_container(container) != 0 else { return [] }
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        withUnsafeMutablePointer(to: &children) { list in
            gtk_container_forall(cgtk_container(container), { child, data in
                guard let child, let data else { return }
                data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
            }, list)
        }
        return children
    }

    /// The CSS name of `widget`'s node ("entry", "popover", "cursor-handle"), as
    /// the widget itself set it.
    package static func cssName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_widget_path_iter_get_object_name(gtk_widget_get_path(widget), -1).map { String(cString: $0) }
    }

    /// What assistive technology calls `widget` (a menu row: its title).
    package static func accessibleName(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        atk_object_get_name(gtk_widget_get_accessible(widget)).map { String(cString: $0) }
    }

    /// How many popovers are on screen in `window`.
    package static func mappedPopoverCount(in window: UnsafeMutablePointer<GtkWidget>) -> Int {
        descendants(of: window).filter { cgtk_is_popover($0) != 0 && gtk_widget_get_mapped($0) != 0 }.count
    }

    /// The GdkWindow a press at (`x`, `y`) of `widget` goes to — the deepest
    /// visible one there, as the X server picks it — and the point in it.
    /// GTK 3 delivers events to that window's owner (an entry's text window,
    /// an event box), so synthesized events must be sent there.
    package static func inputWindow(at x: Double, _ y: Double, of widget: UnsafeMutablePointer<GtkWidget>)
        -> (window: OpaquePointer, x: Double, y: Double)? {
        guard let toplevel = gtk_widget_get_toplevel(widget), var window = gtk_widget_get_window(toplevel) else { return nil }
        var topX: gint = 0, topY: gint = 0
        gtk_widget_translate_coordinates(widget, toplevel, gint(x), gint(y), &topX, &topY)
        var localX = Double(topX) + x - x.rounded(.down)
        var localY = Double(topY) + y - y.rounded(.down)
        if let holder = waylandPopoverHolder(at: localX, localY, of: toplevel) {
            var holderX: gint = 0, holderY: gint = 0
            gdk_window_get_position(holder, &holderX, &holderY)
            window = holder
            localX -= Double(holderX)
            localY -= Double(holderY)
        }
        descend: while true {
            var child = gdk_window_peek_children(window)
            while let node = child {
                let candidate = OpaquePointer(node.pointee.data)!
                var cx: gint = 0, cy: gint = 0
                gdk_window_get_position(candidate, &cx, &cy)
                let inside = localX >= Double(cx) && localY >= Double(cy)
                    && localX < Double(cx + gdk_window_get_width(candidate))
                    && localY < Double(cy + gdk_window_get_height(candidate))
                if inside, gdk_window_is_visible(candidate) != 0, !isEmptyPopoverHolder(candidate) {
                    window = candidate
                    localX -= Double(cx)
                    localY -= Double(cy)
                    continue descend
                }
                child = node.pointee.next
            }
            return (window, localX, localY)
        }
    }

    /// On Wayland, GTK 3 puts each popover of a window (menus, selection
    /// handles) in a subsurface of its own, placed in the window's
    /// coordinates but not among its GdkWindow's children: the visible one
    /// at the point, the last raised when several are.
    private static func waylandPopoverHolder(at x: Double, _ y: Double,
                                             of toplevel: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        children(of: toplevel).compactMap { child -> OpaquePointer? in
            guard gtk_widget_get_mapped(child) != 0, let holder = gtk_widget_get_parent_window(child),
                  gdk_window_get_window_type(holder) == GDK_WINDOW_SUBSURFACE,
                  gdk_window_is_visible(holder) != 0 else { return nil }
            var holderX: gint = 0, holderY: gint = 0
            gdk_window_get_position(holder, &holderX, &holderY)
            let inside = x >= Double(holderX) && y >= Double(holderY)
                && x < Double(holderX + gdk_window_get_width(holder)) && y < Double(holderY + gdk_window_get_height(holder))
            return inside ? holder : nil
        }.last
    }

    /// GTK 3 keeps each popover in a holder window owned by the toplevel;
    /// while the popover is hidden the holder stays, with an empty input
    /// shape, so X lets clicks through to what is under it. GDK cannot report
    /// input shapes, so a holder with nothing visible inside is skipped.
    private static func isEmptyPopoverHolder(_ window: OpaquePointer) -> Bool {
        var owner: gpointer?
        gdk_window_get_user_data(window, &owner)
        guard let owner, cgtk_is_widget(owner) != 0, gtk_widget_is_toplevel(cgtk_widget(owner)) != 0 else { return false }
        var child = gdk_window_peek_children(window)
        while let node = child {
            if gdk_window_is_visible(OpaquePointer(node.pointee.data)) != 0 { return false }
            child = node.pointee.next
        }
        return true
    }

    private static func collect(_ widget: UnsafeMutablePointer<GtkWidget>, into result: inout [UnsafeMutablePointer<GtkWidget>]) {
        for child in children(of: widget) {
            result.append(child)
            collect(child, into: &result)
        }
    }
}
