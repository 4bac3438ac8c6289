import EditMenu
import GtkKit

/// The shortcut at the end of a menu row, right-aligned and dimmed, as GTK 4's
/// and Qt's menus show it ("Ctrl+C", in the desktop's language). GTK 3's
/// GtkModelButton has no accelerator (GTK 4's does); the presenter adds this
/// label from the same shortcut the key dispatch uses.
@MainActor
enum AcceleratorLabel {
    /// Marks our labels, so each row gets one and titles are told apart from them.
    private static let mark = "edit-menu-accelerator"

    static func isOne(_ widget: Gtk.Widget) -> Bool {
        widget.tag(mark) != nil
    }

    /// Adds `shortcut` at the end of a GtkModelButton's row, once.
    static func show(_ shortcut: KeyShortcut, in button: Gtk.Widget) {
        guard let row = button.as(Gtk.Bin.self)?.child?.as(Gtk.Container.self),
              !WidgetTree.descendants(of: row).contains(where: isOne) else { return }
        let label = Gtk.Label(text(of: shortcut))
        label.setTag(mark, 1)
        label.addStyleClass("dim-label")
        label.addStyleClass("accelerator")
        label.horizontalExpand = true
        label.horizontalAlignment = .end
        label.marginStart = 24
        row.add(label)
        label.show()
    }

    /// GTK's own spelling of the key ("Ctrl+C", "Strg+C" in German).
    static func text(of shortcut: KeyShortcut) -> String {
        guard let (keyval, modifiers) = Gtk.Accelerator.parse(shortcut.gtkAccelerator),
              let label = Gtk.Accelerator.label(keyval: keyval, modifiers: modifiers) else { return shortcut.displayString }
        return label
    }
}
