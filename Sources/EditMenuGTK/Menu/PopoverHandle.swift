import CGtk

/// The GtkPopover a presenter shows its menus in, reused from one menu to
/// the next.
///
/// Building a popover (widgets, CSS, an X window) costs far more than
/// resolving a menu, so one popover per presenter is bound to the
/// presenter's `GMenu` once and re-pointed (`gtk_popover_set_relative_to`)
/// at each target. GTK owns it as a child of the target's window; we hold a
/// reference too, and destroy it ourselves only from idle callbacks — never
/// inside GTK's own signal emissions.
@MainActor
final class PopoverHandle {
    let object: GObjectRef
    /// The row a compact popover shows; nil for the list.
    let compactRow: CompactMenuRow?
    /// True from the moment the popover started closing ("closed") until the next popup.
    private(set) var isClosing = false
    private(set) var isDestroyed = false

    /// The list layout: a popover showing `model`'s GMenu.
    convenience init(model: MenuModel, pointingAt view: View, onClosed: @escaping @MainActor () -> Void) {
        // gtk_popover_new_from_model hands the new popover to the window
        // (its parent sinks the floating reference), so we take our own.
        self.init(popover: gtk_popover_new_from_model(view.widget, cgtk_menu_model(model.menu.pointer)), onClosed: onClosed)
        gtk_widget_insert_action_group(widget, MenuModel.actionPrefix, cgtk_action_group(model.actionGroup.pointer))
    }

    /// The compact layout: a popover holding `row`, which lives and dies with it.
    convenience init(row: CompactMenuRow, pointingAt view: View, onClosed: @escaping @MainActor () -> Void) {
        self.init(popover: gtk_popover_new(view.widget), compactRow: row, onClosed: onClosed)
        gtk_container_add(cgtk_container(widget), row.widget)
        gtk_widget_show(row.widget)
    }

    private init(popover: UnsafeMutablePointer<GtkWidget>, compactRow: CompactMenuRow? = nil,
                 onClosed: @escaping @MainActor () -> Void) {
        self.compactRow = compactRow
        object = GObjectRef(retaining: UnsafeMutableRawPointer(popover))
        gtk_style_context_add_class(cgtk_style_context(widget), "edit-menu")
        // Never modal: a menu leaves the keyboard where it is (the focus rule).
        gtk_popover_set_modal(self.popover, 0)
        atk_object_set_name(gtk_widget_get_accessible(widget), tr("Edit menu"))
        object.connect(.destroy) { [weak self] in self?.isDestroyed = true }
        object.connect(.closed) { [weak self] in
            self?.isClosing = true
            onClosed()
        }
    }

    isolated deinit {
        if !isDestroyed { gtk_widget_destroy(widget) }
    }

    var widget: UnsafeMutablePointer<GtkWidget> { object.as(GtkWidget.self) }
    var popover: UnsafeMutablePointer<GtkPopover> { object.as(GtkPopover.self) }

    /// Whether the popover is on screen and not on its way out.
    var isOpen: Bool { !isDestroyed && !isClosing && gtk_widget_get_visible(widget) != 0 }

    /// Points the popover at `view` (moving it to `view`'s window if need be).
    func attach(to view: View) {
        if gtk_popover_get_relative_to(popover) != view.widget {
            gtk_popover_set_relative_to(popover, view.widget)
        }
    }

    func popup(animated: Bool) {
        if isClosing, gtk_widget_get_visible(widget) != 0 {
            // Still animating out: GTK 3 ignores a popup then (the widget is
            // "visible"), and the animation would hide it afterwards. Finish
            // the hide first, without animation.
            gtk_popover_set_transitions_enabled(popover, 0)
            gtk_widget_hide(widget)
        }
        isClosing = false
        gtk_popover_set_transitions_enabled(popover, animated ? 1 : 0)
        gtk_popover_popup(popover)
        // The opening animation is under way; closing is always immediate
        // (also when GTK closes the popover itself, after a click on an
        // item). A menu fading out would otherwise still cover what is
        // under it, and a popup during the fade is ignored by GTK 3.
        gtk_popover_set_transitions_enabled(popover, 0)
    }

    /// Closes the popover at once (see `popup`); `animated` is accepted for
    /// the presenter protocol's sake.
    func popdown(animated: Bool) {
        guard !isDestroyed else { return }
        isClosing = true
        gtk_popover_set_transitions_enabled(popover, 0)
        gtk_popover_popdown(popover)
    }

    /// Destroys the popover (call from idle, not from a GTK signal).
    func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(widget)
    }
}
