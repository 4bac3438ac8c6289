import EditMenu
import GtkKit

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
    /// The window, held (GTK's list of toplevels holds it too, until it is destroyed).
    package let gtkWindow: Gtk.Window
    public private(set) var isDestroyed = false
    /// Our header bar; none in a window adopted from one made elsewhere.
    private let header: (bar: Gtk.HeaderBar, view: View)?

    public init(application: Application, title: String, width: Int = 720, height: Int = 560) {
        gtkWindow = Gtk.ApplicationWindow(application: application.gtkApplication)
        let headerBar = Gtk.HeaderBar(), headerView = View(headerBar)
        header = (headerBar, headerView)
        Responder.libraryClassesDeclared
        super.init(debugName: title)
        headerBar.showsCloseButton = true
        headerBar.title = title
        gtkWindow.setTitlebar(headerBar)
        gtkWindow.title = title
        gtkWindow.setDefaultSize(width: width, height: height)
        addChild(headerView)
        application.addChild(self)
        followGtkWindow()
    }

    /// The responder window of a GtkWindow made elsewhere (in C, by another
    /// binding): the window of the views adopted in it. The window keeps
    /// its title bar; it lives until GTK destroys it.
    ///
    /// ```swift
    /// let window = Window(unsafeWidget: OpaquePointer(gtkWindowMadeInC))
    /// window.editMenuController.menuItems = []
    /// ```
    ///
    /// A view made with `init(unsafeWidget:)` adopts its window this way
    /// itself. `unsafeWidget` must point at a live `GtkWindow`; anything else
    /// stops the program with a message that says what it is.
    public convenience init(unsafeWidget window: OpaquePointer) {
        let gtkWindow = Gtk.Window.madeElsewhere(window, by: "Window(unsafeWidget:)")
        self.init(adopting: gtkWindow)
    }

    private init(adopting gtkWindow: Gtk.Window) {
        self.gtkWindow = gtkWindow
        header = nil
        Responder.libraryClassesDeclared
        super.init(debugName: gtkWindow.title ?? gtkWindow.typeName)
        EditMenuGTK.installForAdoptedWidget()
        Self.adoptedWindows.append(self)
        followGtkWindow()
    }

    /// The window of `gtkWindow`: ours, or a new one adopting it.
    static func adopting(_ gtkWindow: Gtk.Window) -> Window {
        window(for: gtkWindow) ?? Window(adopting: gtkWindow)
    }

    /// The `GtkWindow *`, borrowed: valid until the window is destroyed.
    public var unsafeWidget: OpaquePointer { gtkWindow.opaque }

    /// Windows adopted from ones made elsewhere, held until GTK destroys them
    /// (an `Application` holds the others).
    static private(set) var adoptedWindows: [Window] = []

    private func followGtkWindow() {
        gtkWindow.representedObject = self
        EditMenuController.forWindow(self).menuItems = [.item(.insertEmoji)]
        gtkWindow.connect(.destroy) { [weak self] in self?.windowWasDestroyed() }
        gtkWindow.connect(.setFocus, after: true) { [weak self] widget in
            self?.keyboardFocusMoved(to: widget)
        }
        gtkWindow.connect(.keyPressEvent) { [weak self] event in
            self?.handleEditShortcut(event) ?? false
        }
    }

    isolated deinit { gtkWindow.representedObject = nil }

    public var widgetReference: WidgetReference { WidgetReference(gtkWindow) }

    /// The window found from its GTK window.
    package static func window(for widget: Gtk.Widget?) -> Window? {
        widget?.representedObject as? Window
    }

    /// The window title (what the window list and assistive technology show).
    public var title: String {
        get { gtkWindow.title ?? "" }
        set { gtkWindow.title = newValue }
    }

    /// Puts `view` in the middle of the header bar, in place of the title text.
    public func setTitleView(_ view: View) {
        guard let header = headerOrWarning("setTitleView") else { return }
        header.view.addChild(view)
        header.bar.setCustomTitle(view.gtkWidget)
    }

    /// Puts a menu button at the end of the header bar (GNOME's main menu),
    /// holding `items`: each a title and the detailed action it triggers
    /// (`"app.quit"`, or `"app.presentation::compact"` for a radio item of a
    /// choice action).
    public func setHeaderMenu(accessibleName: String, items: [(title: String, action: String)]) {
        guard let headerBar = headerOrWarning("setHeaderMenu")?.bar else { return }
        let menu = Gio.Menu()
        for (title, action) in items { menu.append(title, action: action) }
        let button = Gtk.MenuButton(menu: menu)
        button.setImage(Gtk.Image(iconName: "open-menu-symbolic", size: .button))
        button.accessible.name = accessibleName
        button.tooltip = accessibleName
        headerBar.packEnd(button)
        button.showAll()
    }

    /// Our header bar, or nil with a warning: a window adopted from one made
    /// elsewhere keeps the title bar it has.
    private func headerOrWarning(_ method: String) -> (bar: Gtk.HeaderBar, view: View)? {
        if header == nil { Log.warning("Window.\(method): \(diagnosticName) was made elsewhere and keeps its own title bar; nothing changed") }
        return header
    }

    /// Makes `view` the window's content.
    public func setContent(_ view: View) {
        addChild(view)
        gtkWindow.add(view.gtkWidget)
    }

    /// Shows the window, raises it and gives it the keyboard.
    public func present() {
        showAll()
        gtkWindow.present()
    }

    /// Closes the window (as its close button does).
    public func close() { gtkWindow.close() }

    /// Whether this is the window that has the keyboard.
    public var isActive: Bool { !isDestroyed && gtkWindow.isActive }

    /// The view that has keyboard focus in this window.
    public var focusedView: View? { View.view(for: gtkWindow.focus) }

    /// The edit menu controller of this window.
    public var editMenuController: EditMenuController { EditMenuController.forWindow(self) }

    // MARK: Focus and shortcuts

    private func keyboardFocusMoved(to widget: Gtk.Widget?) {
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
        return View.enclosingView(of: gtkWindow.focus)
    }

    private func handleEditShortcut(_ key: Gdk.KeyEvent) -> Bool {
        guard let (action, shortcut) = EditShortcuts.action(for: key), let start = keyboardResponder else { return false }
        if start.chainCanPerform(action, withSender: .keyShortcut(shortcut)) {
            start.send(action, sender: .keyShortcut(shortcut))
            return true
        }
        Log.debug("\(shortcut): nothing in the chain from \(start.diagnosticName) can \(action)")
        // A plain GTK widget (a GtkEntry an app wraps in a `View` of its own)
        // answers for nothing in the chain: its own key bindings do its edits.
        guard let focused = View.view(for: gtkWindow.focus), type(of: focused) != View.self else {
            return false
        }
        // GTK's own key binding must not do what the chain just said cannot
        // be done; any other key goes on (Delete with nothing selected
        // deletes the next character, as GtkEntry does).
        return EditShortcuts.boundByGTK.contains(action)
    }

    private func windowWasDestroyed() {
        isDestroyed = true
        Self.adoptedWindows.removeAll { $0 === self }
        editMenuController.hideMenu()
        removeFromParent()
    }
}
