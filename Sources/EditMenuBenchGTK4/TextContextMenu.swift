import CGtk4

/// Baseline C: GTK 4's own context menu of a `GtkText` (the text inside a
/// GtkEntry), opened as Menu and Shift+F10 open it: its `menu.popup`
/// action. GtkText builds its GtkPopoverMenu at the first opening and keeps
/// it, updating the clipboard items' state each time.
@MainActor
final class TextContextMenu {
    /// The plain GtkEntry, and the GtkText inside it that owns the menu.
    let entry: UnsafeMutablePointer<GtkWidget>
    private let text: UnsafeMutablePointer<GtkWidget>
    /// GtkText's popover, found after its first opening.
    private var popover: UnsafeMutablePointer<GtkWidget>?

    init(entry: UnsafeMutablePointer<GtkWidget>) {
        self.entry = entry
        text = UnsafeMutablePointer<GtkWidget>(gtk_editable_get_delegate(OpaquePointer(entry)))!
    }

    /// Opens GTK's menu; returns its popover, or nil when none showed.
    func open() -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_activate_action_variant(text, "menu.popup", nil)
        if popover == nil { popover = Widgets.child(of: text, ofType: gtk_popover_menu_get_type()) }
        return popover
    }

    func close() {
        if let popover { gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)) }
    }
}
