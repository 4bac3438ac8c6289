// An app that already has its widgets gives them our edit menus.
//
// The window, entry, label and text view below are made by plain C calls,
// as an app written in C, or on another binding, has them. Three lines of
// `init(unsafeWidget:)` give them our edit menu, undo, paste rules and a
// place in the responder chain; nothing else of the app changes. GTK 4; the
// same three lines work on GTK 3 with `import EditMenuGTK`.
//
//     swift run edit-menu-adoption-example-gtk4
import CGtk4
import EditMenuGTK4

@MainActor func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

MainActor.assumeIsolated {
    g_set_prgname("edit-menu-adoption-example-gtk4")
    gtk_init()

    // The app's own widgets, in its own window.
    let window = gtk_window_new()!
    gtk_window_set_title(cast(window, to: GtkWindow.self), "Adopted widgets")
    gtk_window_set_default_size(cast(window, to: GtkWindow.self), 480, 320)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    let entry = gtk_entry_new()!
    let label = gtk_label_new("The app's own label: Grüße, שלום, 🇩🇪")!
    gtk_label_set_selectable(OpaquePointer(label), 1)
    let textView = gtk_text_view_new()!
    gtk_text_buffer_set_text(gtk_text_view_get_buffer(cast(textView, to: GtkTextView.self)),
                             "The app's own text view, its text kept.", -1)
    gtk_widget_set_vexpand(textView, 1)
    for child in [entry, label, textView] { gtk_box_append(cast(box, to: GtkBox.self), child) }
    gtk_window_set_child(cast(window, to: GtkWindow.self), box)

    // Ours from here on: the views live as long as their widgets are in the window.
    let field = TextField(unsafeWidget: OpaquePointer(entry))
    field.accessibleName = "The app's entry"
    field.onPasteFailed { failure in print("Nothing pasted: \(failure)") }
    Label(unsafeWidget: OpaquePointer(label)).accessibleName = "The app's label"
    TextView(unsafeWidget: OpaquePointer(textView)).accessibleName = "The app's text view"

    gtk_window_present(cast(window, to: GtkWindow.self))
    gtk_widget_grab_focus(entry)
    // The app's own main loop: until its last window is closed.
    let toplevels = gtk_window_get_toplevels()
    while g_list_model_get_n_items(toplevels) > 0 { g_main_context_iteration(nil, 1) }
}
