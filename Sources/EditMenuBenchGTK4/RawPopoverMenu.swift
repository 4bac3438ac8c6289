import CGtk4
import EditMenu

/// Baseline A: a new `GtkPopoverMenu`, over a new `GMenu` and action group
/// of the same items, at every opening — what the simplest GTK 4 program
/// with a context menu whose contents depend on state does.
@MainActor
final class RawPopoverMenu {
    /// The field the popover is attached to.
    let target: UnsafeMutablePointer<GtkWidget>
    private let items: ResolvedMenu
    /// The popover on screen, if any.
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?

    init(target: UnsafeMutablePointer<GtkWidget>, items: ResolvedMenu) {
        self.target = target
        self.items = items
    }

    /// Builds the menu and its popover and shows it at `spot`; returns the popover.
    func open(at spot: (x: Double, y: Double)) -> UnsafeMutablePointer<GtkWidget> {
        close()
        let model = RawMenuParts.model(of: items)
        let popover = RawMenuParts.popover(for: model, on: target)
        model.release()
        RawMenuParts.popup(popover, at: spot)
        self.popover = popover
        return popover
    }

    /// Hides the popover and lets it go (its parent held the only reference).
    func close() {
        guard let popover else { return }
        self.popover = nil
        RawMenuParts.popdown(popover)
        gtk_widget_unparent(popover)
        gtk_widget_insert_action_group(target, RawMenuParts.prefix, nil)
    }
}
