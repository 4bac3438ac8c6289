import CGtk
import EditMenuGTKTestSupport

/// Baseline (d), the limit: what a C program does when it is as clever as we
/// are. One `GMenu`-backed popover and one action group, made once; each
/// right-click checks every item's state and updates only what changed
/// (here nothing does, as in ours), re-points the popover at the pressed spot
/// (`gtk_popover_set_pointing_to`, plus `gtk_popover_set_relative_to` when
/// the widget changed) and pops it up, transitions on; closing is immediate,
/// as ours is. No responder chain, no resolution, no Swift wrappers.
@MainActor
final class CachedPopoverMenu {
    /// The event box the menu belongs to (a child of the benchmark window).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The one popover, made at start and kept.
    let popover: UnsafeMutablePointer<GtkWidget>
    private let model: RawMenuParts.Model
    private var gesture: OpaquePointer?

    init(items: [RawMenuParts.Item]) {
        widget = RawMenuParts.eventBox(label: "Cached GMenu popover")
        model = RawMenuParts.model(of: items)
        popover = RawMenuParts.popover(for: model, relativeTo: widget)
        gesture = RawMenuParts.pressGesture(on: widget, data: Unmanaged.passUnretained(self).toOpaque(),
                                            thunk: Self.pressedThunk)
    }

    private var typed: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
    }

    private func pressed(x: Double, y: Double) {
        guard let gesture, RawMenuParts.claimContextPress(gesture) else { return }
        open(at: x, y)
    }

    private func open(at x: Double, _ y: Double) {
        // The state the items depend on, asked each time (a C program would ask
        // its document: every item is available here); only a change is applied.
        for action in model.actions where g_action_get_enabled(action) == 0 {
            g_simple_action_set_enabled(action, 1)
        }
        if gtk_popover_get_relative_to(typed) != widget {
            gtk_popover_set_relative_to(typed, widget)
        }
        var spot = GdkRectangle(x: gint(x), y: gint(y), width: 0, height: 0)
        gtk_popover_set_pointing_to(typed, &spot)
        gtk_popover_set_transitions_enabled(typed, 1)
        gtk_popover_popup(typed)
    }

    /// Hides the popover at once (no closing transition); it is kept for the next press.
    func close() {
        gtk_popover_set_transitions_enabled(typed, 0)
        gtk_popover_popdown(typed)
    }

    private static let pressedThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, x, y, data in
        let menu = Unmanaged<CachedPopoverMenu>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { menu.pressed(x: x, y: y) }
    }
}
