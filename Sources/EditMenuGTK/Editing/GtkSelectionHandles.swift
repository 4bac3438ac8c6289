import CGtk

/// A text widget's touch selection handles (GtkEntry's or GtkTextView's):
/// the two drops a finger drags to move the ends of the selection (one at
/// the caret when nothing is selected).
///
/// GTK 3 keeps them private (GtkTextHandle): each is an event box that the
/// widget adds to the window as a popover, with the CSS name `cursor-handle`
/// and the widget's style context as its style parent, which is how they are
/// found here. A handle being dragged is in the ACTIVE state from the
/// finger's press to its release, and `state-flags-changed` says when that
/// begins and ends.
///
/// The widget creates the handles the first time a touch needs them, so
/// ``watch()`` is called again after each touch; handles already watched are
/// skipped, and a handle's connection goes when the handle does.
@MainActor
final class GtkSelectionHandles {
    private let textWidget: UnsafeMutablePointer<GtkWidget>
    private let dragChanged: @MainActor (_ dragging: Bool) -> Void
    private var watched: [UnsafeMutableRawPointer: SignalConnection] = [:]

    /// Calls `dragChanged(true)` when a finger takes a handle of `textWidget`,
    /// and `dragChanged(false)` when it lets go.
    init(of textWidget: UnsafeMutablePointer<GtkWidget>, dragChanged: @escaping @MainActor (_ dragging: Bool) -> Void) {
        self.textWidget = textWidget
        self.dragChanged = dragChanged
    }

    /// The widget's handles that exist now.
    var widgets: [UnsafeMutablePointer<GtkWidget>] {
        guard let toplevel = gtk_widget_get_toplevel(textWidget), gtk_widget_is_toplevel(toplevel) != 0 else { return [] }
        let style = gtk_widget_get_style_context(textWidget)
        return WidgetTree.children(of: toplevel).filter { widget in
            gtk_style_context_get_parent(gtk_widget_get_style_context(widget)) == style
                && WidgetTree.cssName(of: widget) == "cursor-handle"
        }
    }

    /// Starts watching the handles the widget has made since the last call.
    func watch() {
        for handle in widgets where watched[UnsafeMutableRawPointer(handle)] == nil {
            let key = UnsafeMutableRawPointer(handle)
            let object = GObjectRef(retaining: key)
            var wasActive = Self.isActive(handle)
            watched[key] = object.connect(.stateFlagsChanged) { [weak self] in
                let active = Self.isActive(handle)
                guard active != wasActive else { return }
                wasActive = active
                self?.dragChanged(active)
            }
            object.connect(.destroy) { [weak self] in self?.watched[key] = nil }
        }
    }

    private static func isActive(_ handle: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_state_flags(handle).rawValue & GTK_STATE_FLAG_ACTIVE.rawValue != 0
    }
}
