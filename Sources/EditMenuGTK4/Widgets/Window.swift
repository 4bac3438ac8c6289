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
        gtkWindow.representedObject = self
        application.addChild(self)
        // As GtkEntry's own menu, and ours on GTK 3: wherever text can take one.
        editMenuController.menuItems = [.item(.insertEmoji)]
        gtkWindow.connect(.destroy) { [weak self] in self?.windowWasDestroyed() }
    }

    /// Gone: its menu closes and it leaves the application's responders.
    private func windowWasDestroyed() {
        isDestroyed = true
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
    public var focusedView: View? {
        var node = gtkWindow.focus
        while let widget = node {
            if let view = widget.representedObject as? View { return view }
            node = widget.parent
        }
        return nil
    }

    /// This window's edit-menu controller.
    public var editMenuController: EditMenuController { EditMenuController.forWindow(self) }
}
