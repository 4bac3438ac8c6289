import CGtk

/// Walks GTK widget trees, internal children included (`gtk_container_forall`).
@MainActor
enum WidgetTree {
    /// Every widget under `root`, depth first, `root` excluded.
    static func descendants(of root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result: [UnsafeMutablePointer<GtkWidget>] = []
        collect(root, into: &result)
        return result
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
