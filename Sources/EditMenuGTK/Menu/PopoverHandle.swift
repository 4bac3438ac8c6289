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
        // Rows made from here on read as menu items to assistive technology.
        cgtk_menu_items_install()
        // gtk_popover_new_from_model hands the new popover to the window
        // (its parent sinks the floating reference), so we take our own.
        self.init(popover: gtk_popover_new_from_model(view.widget, cgtk_menu_model(model.menu.pointer)), onClosed: onClosed)
        gtk_widget_insert_action_group(widget, MenuModel.actionPrefix, cgtk_action_group(model.actionGroup.pointer))
        // GtkPopoverMenu shows each submenu as a page of its GtkStack; the model
        // fills the pages a page leads to once that page is on screen.
        if let stack = gtk_bin_get_child(object.as(GtkBin.self)), cgtk_is_stack(stack) != 0 {
            // The handler lives as long as the stack, which emits it: it may
            // hold the stack's pointer, not a reference (that would keep the
            // stack, and so the handler, alive for ever).
            let pages = UnsafeMutableRawPointer(stack).assumingMemoryBound(to: GtkStack.self)
            GObjectRef(retaining: UnsafeMutableRawPointer(stack)).connect(.notify("visible-child-name")) { [weak model] in
                guard let name = gtk_stack_get_visible_child_name(pages) else { return }
                let page = String(cString: name)
                // Not inside the stack's own change: adding rows adds pages to it.
                MainLoop.afterCurrentEvent { model?.pageShown(page) }
            }
        }
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
        // A menu, as GtkMenu is, not the panel GTK calls a popover; a screen
        // reader adds the role to the name: "Edit menu".
        cgtk_set_accessible_role(widget, ATK_ROLE_MENU)
        // Translators: the edit menu's name to assistive technology, which
        // says its role after it ("Edit menu"): the word for editing only.
        atk_object_set_name(gtk_widget_get_accessible(widget), tr("Edit"))
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

    /// The list's page on screen (GtkPopoverMenu's stack shows one per submenu); nil for the compact row.
    var visiblePage: UnsafeMutablePointer<GtkWidget>? {
        guard compactRow == nil, let stack = gtk_bin_get_child(object.as(GtkBin.self)), cgtk_is_stack(stack) != 0 else { return nil }
        return gtk_stack_get_visible_child(UnsafeMutableRawPointer(stack).assumingMemoryBound(to: GtkStack.self))
    }
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

    /// Removes every page but the top level from a list popover whose GMenu
    /// was emptied.
    ///
    /// GtkPopoverMenu removes a submenu's page when the submenu's row goes,
    /// but not the pages that page led to: in a reused popover they stayed
    /// (every "More…" page seen, sized at each showing) and the next menu's
    /// pages of the same names clashed with them ("Duplicate child name in
    /// GtkStack").
    func removeSubmenuPages() {
        guard !isDestroyed, compactRow == nil, let stack = gtk_bin_get_child(object.as(GtkBin.self)),
              cgtk_is_stack(stack) != 0 else { return }
        let pages = UnsafeMutableRawPointer(stack).assumingMemoryBound(to: GtkStack.self)
        let main = gtk_stack_get_child_by_name(pages, MenuModel.mainPageName)
        for page in WidgetTree.children(of: stack) where page != main {
            gtk_container_remove(cgtk_container(stack), page)
        }
    }

    /// Destroys the popover (call from idle, not from a GTK signal).
    func destroy() {
        guard !isDestroyed else { return }
        gtk_widget_destroy(widget)
    }
}
