import CGtk
import EditMenu

/// An application window with a GNOME header bar (`GtkApplicationWindow`),
/// and the responder window of everything in it.
///
/// The window's first responder follows GTK's keyboard focus: when a view
/// that can become first responder gets the focus, it becomes first
/// responder. Ctrl+X/C/V/A, Ctrl+Insert, Shift+Insert and Shift+Delete are
/// sent along the first responder's chain, so they obey the same
/// `canPerformAction` answers as the edit menu.
///
/// ```swift
/// let window = Window(application: app, title: "Edit Menu")
/// window.setContent(column)
/// window.present()
/// ```
@MainActor
public final class Window: ResponderWindow, WidgetBacked {
    package let object: GObjectRef
    public private(set) var isDestroyed = false
    private let headerBar: View

    public init(application: Application, title: String, width: Int = 720, height: Int = 560) {
        // A new GtkWindow is not floating: GTK's list of toplevels owns the
        // reference it was created with (until destroy), so we take our own.
        object = GObjectRef(retaining: UnsafeMutableRawPointer(
            gtk_application_window_new(application.object.as(GtkApplication.self))))
        headerBar = View(widget: gtk_header_bar_new())
        Responder.libraryClassesDeclared
        super.init(debugName: title)
        WrapperRegistry.associate(self, with: object.pointer)
        let header = headerBar.object.as(GtkHeaderBar.self)
        gtk_header_bar_set_show_close_button(header, 1)
        gtk_header_bar_set_title(header, title)
        gtk_window_set_titlebar(gtkWindow, headerBar.widget)
        gtk_window_set_title(gtkWindow, title)
        gtk_window_set_default_size(gtkWindow, gint(width), gint(height))
        addChild(headerBar)
        application.addChild(self)
        EditMenuController.forWindow(self).menuItems = [.item(.insertEmoji)]

        object.connect(.destroy) { [weak self] in self?.windowWasDestroyed() }
        object.connect(.setFocus, after: true) { [weak self] widget in
            self?.keyboardFocusMoved(to: widget)
        }
        object.connect(.keyPressEvent) { [weak self] event in
            self?.handleEditShortcut(event) ?? false
        }
    }

    isolated deinit { WrapperRegistry.dissociate(object.pointer) }

    var gtkWindow: UnsafeMutablePointer<GtkWindow> { object.as(GtkWindow.self) }
    public var widgetReference: WidgetReference { WidgetReference(object) }
    package var widget: UnsafeMutablePointer<GtkWidget> { object.as(GtkWidget.self) }

    /// The window found from its GTK widget.
    package static func window(for widget: UnsafeMutablePointer<GtkWidget>?) -> Window? {
        WrapperRegistry.wrapper(of: widget.map(UnsafeMutableRawPointer.init)) as? Window
    }

    /// The window title (what the window list and assistive technology show).
    public var title: String {
        get { gtk_window_get_title(gtkWindow).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(gtkWindow, newValue) }
    }

    /// Puts `view` in the middle of the header bar, in place of the title text.
    public func setTitleView(_ view: View) {
        headerBar.addChild(view)
        gtk_header_bar_set_custom_title(headerBar.object.as(GtkHeaderBar.self), view.widget)
    }

    /// Puts a menu button at the end of the header bar (GNOME's main menu),
    /// holding `items`: each a title and the detailed action it triggers
    /// (`"app.quit"`, or `"app.presentation::compact"` for a radio item of a
    /// choice action).
    public func setHeaderMenu(accessibleName: String, items: [(title: String, action: String)]) {
        let menu = g_menu_new()!
        for (title, action) in items { g_menu_append(menu, title, action) }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_menu_model(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkMenuButton.self),
                                       cgtk_menu_model(UnsafeMutableRawPointer(menu)))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_button_set_image(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self),
                             gtk_image_new_from_icon_name("open-menu-symbolic", GTK_ICON_SIZE_BUTTON))
        atk_object_set_name(gtk_widget_get_accessible(button), accessibleName)
        gtk_widget_set_tooltip_text(button, accessibleName)
        gtk_header_bar_pack_end(headerBar.object.as(GtkHeaderBar.self), button)
        gtk_widget_show_all(button)
    }

    /// Makes `view` the window's content.
    public func setContent(_ view: View) {
        addChild(view)
        gtk_container_add(cgtk_container(widget), view.widget)
    }

    /// Shows the window, raises it and gives it the keyboard.
    public func present() {
        showAll()
        gtk_window_present(gtkWindow)
    }

    /// Closes the window (as its close button does).
    public func close() { gtk_window_close(gtkWindow) }

    /// Whether this is the window that has the keyboard.
    public var isActive: Bool { !isDestroyed && gtk_window_is_active(gtkWindow) != 0 }

    /// The view that has keyboard focus in this window.
    public var focusedView: View? { View.view(for: gtk_window_get_focus(gtkWindow)) }

    /// The edit menu controller of this window.
    public var editMenuController: EditMenuController { EditMenuController.forWindow(self) }

    // MARK: Focus and shortcuts

    private func keyboardFocusMoved(to widget: UnsafeMutablePointer<GtkWidget>?) {
        if let view = View.view(for: widget), view.canBecomeFirstResponder {
            view.becomeFirstResponder()
        } else if widget != nil || !isActive {
            // The keyboard went somewhere that is not a responder: the first
            // responder no longer has it.
            firstResponder?.resignFirstResponder()
        }
    }

    /// The responder keyboard shortcuts start at: the first responder when it
    /// has the keyboard, else the view that has it (a label or log that
    /// cannot be first responder but still copies what is selected in it).
    private var keyboardResponder: View? {
        if let first = firstResponder as? View, first.hasKeyboardFocus { return first }
        return View.enclosingView(of: gtk_window_get_focus(gtkWindow))
    }

    private func handleEditShortcut(_ key: GdkEventKey) -> Bool {
        guard let (action, shortcut) = EditShortcuts.action(for: key), let start = keyboardResponder else { return false }
        if start.chainCanPerform(action, withSender: .keyShortcut(shortcut)) {
            start.send(action, sender: .keyShortcut(shortcut))
            return true
        }
        Log.debug("\(shortcut): nothing in the chain from \(start.diagnosticName) can \(action)")
        // A plain GTK widget (a GtkEntry an app wraps in a `View` of its own)
        // answers for nothing in the chain: its own key bindings do its edits.
        guard let focused = View.view(for: gtk_window_get_focus(gtkWindow)), type(of: focused) != View.self else {
            return false
        }
        // GTK's own key binding must not do what the chain just said cannot
        // be done; any other key goes on (Delete with nothing selected
        // deletes the next character, as GtkEntry does).
        return EditShortcuts.boundByGTK.contains(action)
    }

    private func windowWasDestroyed() {
        isDestroyed = true
        editMenuController.hideMenu()
        removeFromParent()
    }
}
