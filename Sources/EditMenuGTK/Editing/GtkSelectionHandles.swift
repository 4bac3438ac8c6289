import GtkKit

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
/// ``watch()`` is called again after each touch; handles already watched
/// (tagged) are skipped, and a handle's connection goes when the handle does.
@MainActor
final class GtkSelectionHandles {
    private let textWidget: Gtk.Widget
    private let dragChanged: @MainActor (_ dragging: Bool) -> Void
    /// The tag a watched handle carries: it goes with the handle, and holds
    /// no reference to it.
    private static let watchedTag = "edit-menu-handle-watched"

    /// Calls `dragChanged(true)` when a finger takes a handle of `textWidget`,
    /// and `dragChanged(false)` when it lets go.
    init(of textWidget: Gtk.Widget, dragChanged: @escaping @MainActor (_ dragging: Bool) -> Void) {
        self.textWidget = textWidget
        self.dragChanged = dragChanged
    }

    /// The widget's handles that exist now.
    var widgets: [Gtk.Widget] {
        guard let window = textWidget.window else { return [] }
        let style = textWidget.styleContext
        return window.allChildren.filter { widget in
            widget.styleContext.parent == style && widget.cssName == "cursor-handle"
        }
    }

    /// Starts watching the handles the widget has made since the last call.
    func watch() {
        for handle in widgets where handle.tag(Self.watchedTag) == nil {
            handle.setTag(Self.watchedTag, 1)
            var wasActive = handle.stateFlags.contains(.active)
            handle.connect(.stateFlagsChangedTo) { [weak self] flags in
                let active = flags.contains(.active)
                guard active != wasActive else { return }
                wasActive = active
                self?.dragChanged(active)
            }
        }
    }
}
