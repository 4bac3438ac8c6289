import CGtk

/// One GtkPopover, from popup until GTK is done with it.
///
/// GTK keeps a popover as a child of its window and may still be animating
/// it out after `popdown`. The handle holds our reference until the popover
/// is hidden and then destroys it from an idle callback — never from inside
/// one of GTK's own signal emissions, and never after the window already
/// destroyed it.
@MainActor
final class PopoverHandle {
    let object: GObjectRef
    /// True from the moment the popover started closing ("closed" signal).
    private(set) var isClosing = false
    private(set) var isDestroyed = false

    init(_ object: GObjectRef, onClosed: @escaping @MainActor () -> Void, onHidden: @escaping @MainActor () -> Void) {
        self.object = object
        object.connect("destroy") { [weak self] in self?.isDestroyed = true }
        object.connect("closed") { [weak self] in
            self?.isClosing = true
            onClosed()
        }
        object.connect("notify::visible", pointer: { [weak self] _ in
            guard let self, !self.isVisible else { return }
            onHidden()
        })
    }

    var widget: UnsafeMutablePointer<GtkWidget> { object.as(GtkWidget.self) }
    var popover: UnsafeMutablePointer<GtkPopover> { object.as(GtkPopover.self) }

    /// Whether the popover is on screen (or still animating out).
    var isVisible: Bool { !isDestroyed && gtk_widget_get_visible(widget) != 0 }

    /// Whether the popover is on screen and not on its way out.
    var isOpen: Bool { isVisible && !isClosing }

    func popdown(animated: Bool) {
        guard !isDestroyed else { return }
        isClosing = true
        gtk_popover_set_transitions_enabled(popover, animated ? 1 : 0)
        gtk_popover_popdown(popover)
    }

    /// Destroys the popover once it is hidden; returns whether it is gone.
    func destroyIfHidden() -> Bool {
        if isDestroyed { return true }
        guard !isVisible else { return false }
        gtk_widget_destroy(widget)
        return true
    }
}
