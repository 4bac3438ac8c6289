import CGtk4

extension Gtk {
    /// What takes drops on a widget (`GtkDropTarget`): a `GtkText` and a
    /// `GtkTextView` make their own, and insert the dropped text from its
    /// `drop` handler, connected when they made it. One of ours would run
    /// after theirs, if at all (the first handler to take a drop ends it),
    /// so an emission hook sees a drop first:
    ///
    /// ```swift
    /// Gtk.DropTarget.onEveryEmission(of: "drop") { target in print("a drop on", target.widget as Any) }
    /// ```
    package final class DropTarget: EventController {
        override package class var gType: GType { gtk_drop_target_get_type() }
    }
}

extension Gdk {
    /// A drag started in this process (`GdkDrag`).
    package enum Drag {
        /// Runs `handler` whenever a drag of this process that moved its data
        /// ends, before the handler of the widget that started it deletes
        /// what was moved (a `GtkText`'s selection, a `GtkTextView`'s range).
        @MainActor
        package static func onEveryMoveFinished(_ handler: @escaping @MainActor () -> Void) {
            GLib.onEveryEmission(of: "dnd-finished", on: gdk_drag_get_type()) { drag in
                if gdk_drag_get_selected_action(OpaquePointer(drag)) == GDK_ACTION_MOVE { handler() }
            }
        }
    }
}
