import CGtk
import GtkKit

// Going away: the tests (Tests/EditMenuGTKTests), the benchmark
// (Sources/EditMenuBench) and SelfChecks read the menu through these C
// pointers until they use `gtkPopoverWidget`, `gtkItemButtons` and
// `gtkHighlightedItem`. The pointers are GTK's own, unretained, as they
// always were: valid while the popover and its rows are.
extension PopoverPresenter {
    /// The GtkPopover on screen, or nil (going away: `gtkPopoverWidget`).
    package var popoverWidget: UnsafeMutablePointer<GtkWidget>? {
        gtkPopoverWidget.map(Self.pointer)
    }

    /// The item buttons of the popover on screen, in order (going away: `gtkItemButtons`).
    package var itemButtons: [UnsafeMutablePointer<GtkWidget>] {
        gtkItemButtons.map(Self.pointer)
    }

    /// The item the arrow keys have reached, or nil (going away: `gtkHighlightedItem`).
    package var highlightedItem: UnsafeMutablePointer<GtkWidget>? {
        gtkHighlightedItem.map(Self.pointer)
    }

    private static func pointer(_ widget: Gtk.Widget) -> UnsafeMutablePointer<GtkWidget> {
        widget.pointer.assumingMemoryBound(to: GtkWidget.self)
    }
}
