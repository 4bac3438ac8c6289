import EditMenu
import Foundation
import GtkKit4

/// An application window (`GtkApplicationWindow`): the responder chain
/// ends in it, and it has its own edit-menu controller.
///
/// ```swift
/// let window = Window(application: app, title: "Notes")
/// window.setContent(TextField(placeholder: "Title"))
/// window.present()
/// ```
@MainActor
public final class Window: ResponderWindow {
    package let gtkWindow: Gtk.Window
    /// True once GTK destroyed the window (closed, or destroyed by the program).
    public private(set) var isDestroyed = false

    public convenience init(application: Application, title: String, width: Int = 720, height: Int = 560) {
        self.init(application: application, gtkWindow: Gtk.Window(application: application.gtkApplication),
                  title: title, width: width, height: height)
    }

    /// A window over `gtkWindow`, a window of `application` made in GtkKit4
    /// (libadwaita's `Adw.ApplicationWindow` is one).
    package init(application: Application, gtkWindow: Gtk.Window, title: String, width: Int = 720, height: Int = 560) {
        self.gtkWindow = gtkWindow
        super.init(debugName: title)
        gtkWindow.title = title
        gtkWindow.setDefaultSize(width: width, height: height)
        application.addChild(self)
        followGtkWindow()
    }

    /// The responder window of a GtkWindow made elsewhere (in C, by another
    /// binding): the window of the views adopted in it, with its own
    /// edit-menu controller. It lives until GTK destroys it.
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
        self.init(adopting: Gtk.Window.madeElsewhere(window, by: "Window(unsafeWidget:)"))
    }

    private init(adopting gtkWindow: Gtk.Window) {
        self.gtkWindow = gtkWindow
        super.init(debugName: gtkWindow.title.isEmpty ? gtkWindow.typeName : gtkWindow.title)
        EditMenuGTK4.installForAdoptedWidget()
        Self.adoptedWindows.append(self)
        followGtkWindow()
    }

    /// The window of `gtkWindow`: ours, or a new one adopting it.
    static func adopting(_ gtkWindow: Gtk.Window) -> Window {
        gtkWindow.representedObject as? Window ?? Window(adopting: gtkWindow)
    }

    /// Windows adopted from ones made elsewhere, held until GTK destroys them
    /// (an `Application` holds the others).
    static private(set) var adoptedWindows: [Window] = []

    /// The `GtkWindow *`, borrowed: valid until the window is destroyed.
    public var unsafeWidget: OpaquePointer { gtkWindow.opaque }

    private func followGtkWindow() {
        gtkWindow.representedObject = self
        // As GtkEntry's own menu, and ours on GTK 3: wherever text can take one.
        editMenuController.menuItems = [.item(.insertEmoji)]
        gtkWindow.connect(.destroy) { [weak self] in self?.windowWasDestroyed() }
    }

    /// Gone: its menu closes and it leaves the application's responders.
    private func windowWasDestroyed() {
        isDestroyed = true
        Self.adoptedWindows.removeAll { $0 === self }
        editMenuController.hideMenu()
        removeFromParent()
    }

    isolated deinit {
        gtkWindow.representedObject = nil
    }

    public var title: String {
        get { gtkWindow.title }
        set { gtkWindow.title = newValue }
    }

    /// Makes `view` the window's content (and its child in the responder tree).
    public func setContent(_ view: View) {
        addChild(view)
        gtkWindow.setContent(view.gtkWidget)
    }

    public func present() { gtkWindow.present() }
    /// Closes the window as its close button does (GTK destroys it).
    public func close() { gtkWindow.close() }
    /// Destroys the window and everything in it, whatever its close handlers say.
    public func destroy() { gtkWindow.destroy() }

    /// The view whose widget has the keyboard focus, or the nearest view above it.
    public var focusedView: View? { View.enclosingView(of: gtkWindow.focus) }

    /// This window's edit-menu controller.
    public var editMenuController: EditMenuController { EditMenuController.forWindow(self) }
}
