import EditMenu
import Foundation
import GtkKit4

/// A GTK 4 application (`GtkApplication`): the root of the responder
/// tree, its windows below it.
///
/// ```swift
/// let app = Application(id: "org.example.Notes")
/// app.onActivate { Window(application: app, title: "Notes").present() }
/// exit(app.run())
/// ```
@MainActor
public final class Application: ResponderApplication {
    package let gtkApplication: Gtk.Application
    /// The application's actions, kept while it lives.
    private var actions: [Gio.SimpleAction] = []

    /// An application with the reverse-DNS `id`; installs the edit-menu
    /// system for GTK 4 (`EditMenuGTK4.install()`) first.
    public convenience init(id: String, isUnique: Bool = true) {
        self.init(making: { Gtk.Application(id: id, isUnique: isUnique) })
    }

    /// An application over the GtkApplication `make` returns (libadwaita's
    /// `AdwApplication` is one), made once the edit-menu system is installed.
    package init(making make: () -> Gtk.Application) {
        EditMenuGTK4.installForApplication()
        gtkApplication = make()
        super.init(debugName: gtkApplication.id)
        gtkApplication.connect(.startup) { EditMenuGTK4.didOpenDisplay() }
    }

    /// Adds the action `app.<name>`, which menus and `accelerator`
    /// ("<Primary>q") trigger.
    ///
    /// ```swift
    /// app.addAction("quit", accelerator: "<Primary>q") { app.quit() }
    /// ```
    public func addAction(_ name: String, accelerator: String? = nil, _ handler: @escaping @MainActor () -> Void) {
        let action = Gio.SimpleAction(name: name)
        action.connect(.activated, handler)
        gtkApplication.addAction(action)
        actions.append(action)
        if let accelerator { gtkApplication.setAccelerator(accelerator, forAction: "app.\(name)") }
    }

    /// Adds the action `app.<name>` with a string state, one of several
    /// choices: a menu item targeting `app.<name>::<value>` shows as a
    /// radio item, on while the state is its value, and choosing it sets
    /// the state and calls `handler` with the value.
    ///
    /// ```swift
    /// app.addChoiceAction("presentation", initial: "automatic") { value in apply(value) }
    /// ```
    public func addChoiceAction(_ name: String, initial: String, _ handler: @escaping @MainActor (String) -> Void) {
        let action = Gio.SimpleAction(name: name, state: .string(initial))
        action.connect(.changeState) { [unowned action] value in
            action.setState(value)
            handler(value)
        }
        gtkApplication.addAction(action)
        actions.append(action)
    }

    /// Calls `handler` on each launch (the first, and each one forwarded to
    /// this instance); the connection removes it sooner.
    ///
    /// ```swift
    /// app.onActivate { Window(application: app, title: "Notes").present() }
    /// ```
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(gtkApplication.connect(.activate, handler))
    }

    /// Its reverse-DNS id.
    public var id: String { gtkApplication.id }

    /// Runs the main loop; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        gtkApplication.run(arguments: arguments)
    }

    public func quit() { gtkApplication.quit() }
}
