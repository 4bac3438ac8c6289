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
        guard cgtk_is_container(widget) != 0 else { return }
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        withUnsafeMutablePointer(to: &children) { list in
            gtk_container_forall(cgtk_container(widget), { child, data in
                guard let child, let data else { return }
                data.assumingMemoryBound(to: [UnsafeMutablePointer<GtkWidget>].self).pointee.append(child)
            }, list)
        }
        for child in children {
            result.append(child)
            collect(child, into: &result)
        }
    }
}
