import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import Glibc

/// `edit-menu-bench --baseline-demo`: the start-up baseline with the demo's
/// content, made with direct C calls — what a C program showing the same first
/// page costs, so start-up compares our overhead rather than the content.
///
/// The same as `edit-menu-demo` shows at its first frame: a GtkApplication
/// with the demo's id, registered (unique) on the session bus, with the demo's
/// four application actions and two accelerators; a 760 × 640
/// GtkApplicationWindow with a header bar (close button, a stack switcher as
/// its title, the main-menu button with its three items); the Basics page —
/// a selectable wrapping label, an entry with its placeholder, focused, and
/// the "Show Menu" button — and three empty pages for the switcher; the event
/// log (a frame, a scrolled window, a monospace read-only text view) holding
/// the demo's first two lines; and the demo's CSS plus the switcher's. Texts are the
/// English ones (the bench runs under C/English locales, as the demo does there).
///
/// It prints its first frame (`FirstFrameReport`), then runs until terminated.
@MainActor
enum EqualContentWindow {
    /// The demo's application id (`DemoApp.applicationID`).
    static let applicationID = "io.github.editmenu.Demo"

    static func run() -> Never {
        let application = gtk_application_new(applicationID, G_APPLICATION_DEFAULT_FLAGS)!
        let actions = cgtk_action_map(UnsafeMutableRawPointer(application))
        for name in ["quit", "close-window", "recreate-window"] {
            let action = g_simple_action_new(name, nil)!
            g_action_map_add_action(actions, action)
            g_object_unref(UnsafeMutableRawPointer(action))
        }
        let stringType = g_variant_type_new("s")
        let presentation = g_simple_action_new_stateful("presentation", stringType, g_variant_new_string("automatic"))!
        g_variant_type_free(stringType)
        g_action_map_add_action(actions, presentation)
        g_object_unref(UnsafeMutableRawPointer(presentation))
        g_signal_connect_data(UnsafeMutableRawPointer(application), "activate",
                              unsafeBitCast(activateThunk, to: GCallback.self), nil, nil, GConnectFlags(0))
        exit(g_application_run(cgtk_application(UnsafeMutableRawPointer(application)), 0, nil))
    }

    private static func setAccelerator(_ accelerator: String, for action: String,
                                       in application: UnsafeMutablePointer<GtkApplication>) {
        accelerator.withCString { key in
            var keys: [UnsafePointer<CChar>?] = [key, nil]
            gtk_application_set_accels_for_action(application, action, &keys)
        }
    }

    private static func activate(_ application: UnsafeMutablePointer<GtkApplication>) {
        // Here, not before running: accelerators need the display, which GtkApplication
        // opens as it starts up.
        setAccelerator("<Primary>q", for: "app.quit", in: application)
        setAccelerator("<Primary>w", for: "app.close-window", in: application)
        addCSS("""
            label.hold-highlight { background-color: #241f31; color: #ffffff; border-radius: 6px; }
            label.hold-target { padding: 12px; border: 1px dashed alpha(currentColor, 0.4); border-radius: 6px; }
            """)
        addCSS("stackswitcher > button > radio { -gtk-icon-source: none; }")

        let window = gtk_application_window_new(application)!
        gtk_window_set_title(cgtk_window(window), "Edit Menu")
        gtk_window_set_default_size(cgtk_window(window), 760, 640)

        let stack = gtk_stack_new()!
        let typedStack = UnsafeMutableRawPointer(stack).assumingMemoryBound(to: GtkStack.self)
        let (basics, entry) = basicsPage()
        gtk_stack_add_titled(typedStack, basics, "basics", "Basics")
        for (name, title) in [("tiles", "Color Tiles"), ("copy-me", "Copy Me"), ("hold", "Hold to Copy")] {
            gtk_stack_add_titled(typedStack, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0), name, title)
        }
        gtk_window_set_titlebar(cgtk_window(window), headerBar(switching: typedStack))

        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                    gtk_widget_set_margin_end] { set(column, 18) }
        let box = UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self)
        gtk_box_pack_start(box, stack, 1, 1, 0)
        gtk_box_pack_start(box, eventLog(text: "Started \(applicationID)\nPage: Basics"), 0, 0, 0)
        gtk_container_add(cgtk_container(window), column)

        FirstFrameReport.install(on: window)
        // The entry has the keyboard from the start: otherwise GTK focuses the
        // selectable label as the window shows, which selects all its text.
        gtk_window_set_focus(cgtk_window(window), entry)
        gtk_widget_show_all(window)
        gtk_window_present(cgtk_window(window))
    }

    /// The label, the entry and the button; returns the page and the entry.
    private static func basicsPage() -> (page: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>) {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        let box = UnsafeMutableRawPointer(page).assumingMemoryBound(to: GtkBox.self)
        let label = gtk_label_new("Label text to copy")!
        let typedLabel = UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self)
        gtk_label_set_line_wrap(typedLabel, 1)
        gtk_label_set_xalign(typedLabel, 0)
        gtk_label_set_selectable(typedLabel, 1)
        let entry = gtk_entry_new()!
        gtk_entry_set_placeholder_text(UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self),
                                       "Type here, then open a menu")
        let button = gtk_button_new_with_label("Show Menu")!
        gtk_widget_set_halign(button, GTK_ALIGN_START)
        for widget in [label, entry, button] { gtk_box_pack_start(box, widget, 0, 0, 0) }
        return (page, entry)
    }

    /// The header bar: close button, the stack switcher as title, the main menu.
    private static func headerBar(switching stack: UnsafeMutablePointer<GtkStack>) -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_header_bar_new()!
        let typed = UnsafeMutableRawPointer(header).assumingMemoryBound(to: GtkHeaderBar.self)
        gtk_header_bar_set_show_close_button(typed, 1)
        gtk_header_bar_set_title(typed, "Edit Menu")
        let switcher = gtk_stack_switcher_new()!
        gtk_stack_switcher_set_stack(UnsafeMutableRawPointer(switcher).assumingMemoryBound(to: GtkStackSwitcher.self), stack)
        gtk_header_bar_set_custom_title(typed, switcher)
        let menu = g_menu_new()!
        for (title, value) in [("Menus by Input Device", "automatic"), ("Compact Menus", "compact"), ("List Menus", "list")] {
            g_menu_append(menu, title, "app.presentation::\(value)")
        }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self),
                                       cgtk_menu_model(UnsafeMutableRawPointer(menu)))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_button_set_image(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self),
                             gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        gtk_widget_set_tooltip_text(button, "Main menu")
        gtk_header_bar_pack_end(typed, button)
        return header
    }

    /// The event log: a frame around a scrolled, read-only, monospace text view.
    private static func eventLog(text content: String) -> UnsafeMutablePointer<GtkWidget> {
        let frame = gtk_frame_new("Event log")!
        gtk_frame_set_shadow_type(UnsafeMutableRawPointer(frame).assumingMemoryBound(to: GtkFrame.self), GTK_SHADOW_NONE)
        let scrolled = gtk_scrolled_window_new(nil, nil)!
        let typedScrolled = UnsafeMutableRawPointer(scrolled).assumingMemoryBound(to: GtkScrolledWindow.self)
        gtk_scrolled_window_set_policy(typedScrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_shadow_type(typedScrolled, GTK_SHADOW_IN)
        gtk_scrolled_window_set_min_content_height(typedScrolled, 120)
        let view = gtk_text_view_new()!
        let text = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkTextView.self)
        gtk_text_view_set_editable(text, 0)
        gtk_text_view_set_cursor_visible(text, 0)
        gtk_text_view_set_monospace(text, 1)
        gtk_text_view_set_wrap_mode(text, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(text, 6)
        gtk_text_view_set_top_margin(text, 4)
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(text), content, -1)
        gtk_container_add(cgtk_container(scrolled), view)
        gtk_container_add(cgtk_container(frame), scrolled)
        return frame
    }

    private static func addCSS(_ css: String) {
        guard let screen = gdk_screen_get_default(), let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_data(provider, css, -1, nil)
        gtk_style_context_add_provider_for_screen(screen, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    private static let activateThunk: @convention(c) (gpointer?, gpointer?) -> Void = { application, _ in
        // Valid for this synchronous call, on the main thread GTK runs on.
        nonisolated(unsafe) let typed = application!.assumingMemoryBound(to: GtkApplication.self)
        MainActor.assumeIsolated { activate(typed) }
    }
}
