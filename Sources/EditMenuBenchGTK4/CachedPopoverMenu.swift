import CGtk4
import EditMenu

/// Baseline B, the limit: one `GtkPopoverMenu` over one `GMenu` and action
/// group, made once; each opening checks every item's state and applies
/// only a change (here none, as in ours), re-points the popover
/// (`gtk_widget_set_parent` when the widget changed,
/// `gtk_popover_set_pointing_to`) and shows it again — what a C program as
/// clever as ours does.
@MainActor
final class CachedPopoverMenu {
    let target: UnsafeMutablePointer<GtkWidget>
    /// The one popover, made at start and kept.
    let popover: UnsafeMutablePointer<GtkWidget>
    private let model: RawMenuParts.Model
    private let items: ResolvedMenu

    init(target: UnsafeMutablePointer<GtkWidget>, items: ResolvedMenu) {
        self.target = target
        self.items = items
        model = RawMenuParts.model(of: items)
        popover = RawMenuParts.popover(for: model, on: target)
    }

    func open(at spot: (x: Double, y: Double)) -> UnsafeMutablePointer<GtkWidget> {
        // The state the items depend on, asked each time (a C program would ask
        // its document); only a change is applied.
        for (index, item) in items.allItems.enumerated() {
            let action = g_action_map_lookup_action(OpaquePointer(model.group), "item\(index)")!
            if (g_action_get_enabled(action) != 0) != item.isEnabled {
                g_simple_action_set_enabled(action, item.isEnabled ? 1 : 0)
            }
        }
        if gtk_widget_get_parent(popover) != target {
            if gtk_widget_get_parent(popover) != nil { gtk_widget_unparent(popover) }
            gtk_widget_set_parent(popover, target)
        }
        RawMenuParts.popup(popover, at: spot)
        return popover
    }

    func close() { RawMenuParts.popdown(popover) }
}
