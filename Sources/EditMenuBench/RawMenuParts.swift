import CGtk
import CGtkShims
import EditMenuGTKTestSupport

/// What the C baselines (b) and (d) share: an event box that claims a
/// secondary click in the capture phase (as our trigger gesture does), and a
/// `GMenu` + `GSimpleActionGroup` of the menu's items, made with C calls.
@MainActor
enum RawMenuParts {
    /// One item as a C program would declare it.
    struct Item { let title: String; let accelerator: String? }

    /// A `GMenu` of `items` and the group of their actions (`raw.item0`, …),
    /// both owned by the caller (one reference each).
    struct Model {
        let menu: OpaquePointer
        let group: UnsafeMutablePointer<GSimpleActionGroup>
        /// The items' actions, in order (owned by `group`).
        let actions: [OpaquePointer]
    }

    /// An event box showing `label`, the size of ours (220 × 120).
    static func eventBox(label: String) -> UnsafeMutablePointer<GtkWidget> {
        let widget = gtk_event_box_new()!
        gtk_container_add(cgtk_container(widget), gtk_label_new(label))
        gtk_widget_set_size_request(widget, 220, 120)
        return widget
    }

    /// A multi-press gesture on `widget` in the capture phase, any button; its
    /// `pressed` goes to `thunk` with `data`. The gesture lives as long as the widget.
    static func pressGesture(on widget: UnsafeMutablePointer<GtkWidget>, data: UnsafeMutableRawPointer,
                             thunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void) -> OpaquePointer {
        let gesture = gtk_gesture_multi_press_new(widget)!
        gtk_gesture_single_set_button(gesture, 0)
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        g_signal_connect_data(UnsafeMutableRawPointer(gesture), "pressed",
                              unsafeBitCast(thunk, to: GCallback.self), data, nil, GConnectFlags(0))
        return gesture
    }

    /// Whether the press `gesture` is handling asks for a context menu; if so,
    /// claims it (as ours does, so the widget underneath never sees it).
    static func claimContextPress(_ gesture: OpaquePointer) -> Bool {
        let sequence = gtk_gesture_single_get_current_sequence(gesture)
        guard let event = gtk_gesture_get_last_event(gesture, sequence),
              gdk_event_triggers_context_menu(UnsafeMutablePointer(mutating: event)) != 0 else { return false }
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        return true
    }

    static func model(of items: [Item]) -> Model {
        let menu = g_menu_new()!
        let group = g_simple_action_group_new()!
        var actions: [OpaquePointer] = []
        for (index, item) in items.enumerated() {
            let name = "item\(index)"
            let action = g_simple_action_new(name, nil)!
            g_signal_connect_data(UnsafeMutableRawPointer(action), "activate",
                                  unsafeBitCast(activateThunk, to: GCallback.self), nil, nil, GConnectFlags(0))
            g_action_map_add_action(cgtk_action_map(UnsafeMutableRawPointer(group)), action)
            g_object_unref(UnsafeMutableRawPointer(action))
            actions.append(action)
            let menuItem = g_menu_item_new(item.title, "raw.\(name)")!
            if let accelerator = item.accelerator {
                g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
            }
            g_menu_append_item(menu, menuItem)
            g_object_unref(UnsafeMutableRawPointer(menuItem))
        }
        return Model(menu: menu, group: group, actions: actions)
    }

    /// A popover over `model` relative to `widget`, configured as ours is:
    /// above the spot, non-modal.
    static func popover(for model: Model, relativeTo widget: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_new_from_model(widget, cgtk_menu_model(UnsafeMutableRawPointer(model.menu)))!
        gtk_widget_insert_action_group(popover, "raw", cgtk_action_group(UnsafeMutableRawPointer(model.group)))
        let typed = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
        gtk_popover_set_position(typed, GTK_POS_TOP)
        gtk_popover_set_modal(typed, 0)
        return popover
    }

    private static let activateThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, _ in }
}
