import CGtk
import EditMenuGTKTestSupport

/// Baseline (b): the same items as a `GMenu` + `GtkPopover`, made directly
/// with C calls on right-click — no responder chain, no resolution, no
/// Swift wrappers or signal boxes.
///
/// It does what the simplest GTK app with a context menu whose contents
/// depend on state does on each right-click: a GtkGestureMultiPress in the
/// capture phase (as ours) claims the press, builds a `GMenu` and a
/// `GSimpleActionGroup`, makes a popover from the model and pops it up,
/// configured as ours is (pointing at the pressed spot, above it,
/// non-modal, transitions on). (d), `CachedPopoverMenu`, is the clever C
/// program.
@MainActor
final class RawPopoverMenu {
    /// The event box the menu belongs to (a child of the benchmark window).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let items: [RawMenuParts.Item]
    private var gesture: OpaquePointer?
    /// The popover on screen, if any.
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?

    init(items: [RawMenuParts.Item]) {
        self.items = items
        widget = RawMenuParts.eventBox(label: "Raw GMenu + GtkPopover")
        gesture = RawMenuParts.pressGesture(on: widget, data: Unmanaged.passUnretained(self).toOpaque(),
                                            thunk: Self.pressedThunk)
    }

    private func pressed(x: Double, y: Double) {
        guard let gesture, RawMenuParts.claimContextPress(gesture) else { return }
        open(at: x, y)
    }

    private func open(at x: Double, _ y: Double) {
        close()
        let model = RawMenuParts.model(of: items)
        let popover = RawMenuParts.popover(for: model, relativeTo: widget)
        g_object_unref(UnsafeMutableRawPointer(model.menu))
        g_object_unref(UnsafeMutableRawPointer(model.group))
        let typed = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        var spot = GdkRectangle(x: gint(x), y: gint(y), width: 0, height: 0)
        gtk_popover_set_pointing_to(typed, &spot)
        gtk_popover_set_transitions_enabled(typed, 1)
        gtk_popover_popup(typed)
        self.popover = popover
    }

    /// Closes and destroys the popover at once (no closing transition).
    func close() {
        guard let popover else { return }
        self.popover = nil
        let typed = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_transitions_enabled(typed, 0)
        gtk_popover_popdown(typed)
        gtk_widget_destroy(popover)
    }

    private static let pressedThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, _, x, y, data in
        let menu = Unmanaged<RawPopoverMenu>.fromOpaque(data!).takeUnretainedValue()
        MainActor.assumeIsolated { menu.pressed(x: x, y: y) }
    }
}
