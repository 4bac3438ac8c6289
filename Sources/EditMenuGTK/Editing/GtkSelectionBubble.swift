import GtkKit

/// What shows our menu where GTK would show its own touch menu.
@MainActor
protocol TouchMenuReplacement: AnyObject {
    /// GTK decided that a finger asked for a menu (and hid nothing yet).
    func fingerAskedForTheMenu()
}

/// GTK 3's own touch menu for a GtkEntry or a GtkTextView — the "selection
/// bubble", a popover of icon buttons with the style class `touch-selection`
/// — replaced by ours.
///
/// The widget decides when a finger asks for a menu: a tap on the selection,
/// or on a selection handle that was not dragged. Those rules, and the
/// selection handles that come with them, are GTK's and stay GTK's; only the
/// bubble they lead to is not. GTK 3 offers no way to turn it off, so a GLib
/// emission hook on GtkWidget `show` watches for it: the bubble is hidden in
/// the same emission, before it is ever drawn (GTK then shows its handles
/// again), and the widget's ``TextTouch`` is told
/// that the finger asked for a menu.
@MainActor
enum GtkSelectionBubble {
    /// The widgets whose bubble we replace, by the view of their GtkEntry or
    /// GtkTextView (no reference to the widget: it may go first).
    private static var fields: [ObjectIdentifier: WeakTouch] = [:]
    private static var isInstalled = false

    private struct WeakTouch { weak var touch: (any TouchMenuReplacement)? }

    /// Replaces the bubble of `view` (a GtkEntry or GtkTextView) with
    /// `touch`'s menu from now on, until the widget is destroyed.
    static func replace(for view: View, with touch: any TouchMenuReplacement) {
        installOnce()
        fields = fields.filter { $0.value.touch != nil }
        let key = ObjectIdentifier(view)
        fields[key] = WeakTouch(touch: touch)
        view.gtkWidget.connect(.destroy) { fields[key] = nil }
    }

    private static func widgetShown(_ widget: Gtk.Widget) {
        guard let bubble = widget.as(Gtk.Popover.self), bubble.hasStyleClass("touch-selection"),
              let view = View.view(for: bubble.relativeTo),
              let touch = fields[ObjectIdentifier(view)]?.touch else { return }
        bubble.hide()
        touch.fingerAskedForTheMenu()
    }

    private static func installOnce() {
        guard !isInstalled else { return }
        isInstalled = true
        // Runs after GtkWidget's own `show` handler, before any connected
        // one: the bubble is hidden in the emission that shows it.
        Gtk.onEveryWidgetShown { widgetShown($0) }
    }
}
