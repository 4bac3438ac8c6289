import CGtk

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
    /// The widgets whose bubble we replace, by their GtkEntry or GtkTextView.
    private static var fields: [UnsafeMutableRawPointer: WeakTouch] = [:]
    private static var isInstalled = false

    private struct WeakTouch { weak var touch: (any TouchMenuReplacement)? }

    /// Replaces the bubble of `view` (a GtkEntry or GtkTextView) with
    /// `touch`'s menu from now on, until the widget is destroyed.
    static func replace(for view: View, with touch: any TouchMenuReplacement) {
        installOnce()
        fields = fields.filter { $0.value.touch != nil }
        let widget = UnsafeMutableRawPointer(view.widget)
        fields[widget] = WeakTouch(touch: touch)
        view.object.connect(.destroy) { fields[widget] = nil }
    }

    fileprivate static func widgetShown(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard cgtk_is_popover(widget) != 0,
              gtk_style_context_has_class(gtk_widget_get_style_context(widget), "touch-selection") != 0,
              let entry = gtk_popover_get_relative_to(UnsafeMutablePointer<GtkPopover>(OpaquePointer(widget))),
              let touch = fields[UnsafeMutableRawPointer(entry)]?.touch else { return }
        gtk_widget_hide(widget)
        touch.fingerAskedForTheMenu()
    }

    private static func installOnce() {
        guard !isInstalled else { return }
        isInstalled = true
        // Type classes are created on first use; `show` is GtkWidget's.
        let show = g_signal_lookup("show", gtk_widget_get_type())
        g_signal_add_emission_hook(show, 0, showHook, nil, nil)
    }
}

/// Runs after GtkWidget's own `show` handler (a RUN_FIRST signal), before any
/// connected handler; returning true keeps the hook installed.
private let showHook: GSignalEmissionHook = { _, count, values, _ in
    guard count > 0, let values, let object = g_value_get_object(values), cgtk_is_widget(object) != 0 else { return 1 }
    nonisolated(unsafe) let widget = cgtk_widget(object)!
    MainActor.assumeIsolated { GtkSelectionBubble.widgetShown(widget) }
    return 1
}
