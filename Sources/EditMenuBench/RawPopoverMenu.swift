import CGtk

/// Baseline (b): the same items as a `GMenu` + `GtkPopover`, made directly
/// with C calls on right-click — no responder chain, no resolution, no
/// Swift wrappers or signal boxes.
///
/// It does what any GTK app with a context menu whose contents depend on
/// state must do on each right-click: a GtkGestureMultiPress in the capture
/// phase (as ours) claims the press, builds a `GMenu` and a
/// `GSimpleActionGroup`, makes a popover from the model and pops it up,
/// configured as ours is (pointing at the pressed spot, above it,
/// non-modal, transitions on).
@MainActor
final class RawPopoverMenu {
    struct Item { let title: String; let accelerator: String? }

    /// The event box the menu belongs to (a child of the benchmark window).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let items: [Item]
    private var gesture: OpaquePointer?
    /// The popover on screen, if any.
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?

    init(items: [Item]) {
        self.items = items
        widget = gtk_event_box_new()
        gtk_container_add(cgtk_container(widget), gtk_label_new("Raw GMenu + GtkPopover"))
        gtk_widget_set_size_request(widget, 220, 120)
        gesture = gtk_gesture_multi_press_new(widget)
        gtk_gesture_single_set_button(gesture, 0)
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        g_signal_connect_data(UnsafeMutableRawPointer(gesture), "pressed",
                              unsafeBitCast(Self.pressedThunk, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(0))
    }

    private func pressed(x: Double, y: Double) {
        guard let gesture else { return }
        let sequence = gtk_gesture_single_get_current_sequence(gesture)
        guard let event = gtk_gesture_get_last_event(gesture, sequence),
              gdk_event_triggers_context_menu(UnsafeMutablePointer(mutating: event)) != 0 else { return }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        open(at: x, y)
    }

    private func open(at x: Double, _ y: Double) {
        close()
        let menu = g_menu_new()!
        let group = g_simple_action_group_new()!
        for (index, item) in items.enumerated() {
            let name = "item\(index)"
            let action = g_simple_action_new(name, nil)!
            g_signal_connect_data(UnsafeMutableRawPointer(action), "activate",
                                  unsafeBitCast(Self.activateThunk, to: GCallback.self), nil, nil, GConnectFlags(0))
            g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(group)), action)
            g_object_unref(UnsafeMutableRawPointer(action))
            let menuItem = g_menu_item_new(item.title, "raw.\(name)")!
            if let accelerator = item.accelerator {
                g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
            }
            g_menu_append_item(menu, menuItem)
            g_object_unref(UnsafeMutableRawPointer(menuItem))
        }
        let popover = gtk_popover_new_from_model(widget, cgtk_menu_model(UnsafeMutableRawPointer(menu)))!
        gtk_widget_insert_action_group(popover, "raw", cgtk_action_group(UnsafeMutableRawPointer(group)))
        g_object_unref(UnsafeMutableRawPointer(menu))
        g_object_unref(UnsafeMutableRawPointer(group))
        let typed = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        var spot = GdkRectangle(x: gint(x), y: gint(y), width: 0, height: 0)
        gtk_popover_set_pointing_to(typed, &spot)
        gtk_popover_set_position(typed, GTK_POS_TOP)
        gtk_popover_set_modal(typed, 0)
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

    private static let activateThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, _ in }
}
