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
    let gtkApplication: Gtk.Application

    /// An application with the reverse-DNS `id`; installs the edit-menu
    /// system for GTK 4 (`EditMenuGTK4.install()`) first.
    public init(id: String, isUnique: Bool = true) {
        EditMenuGTK4.install()
        gtkApplication = Gtk.Application(id: id, isUnique: isUnique)
        super.init(debugName: id)
        gtkApplication.connect(.startup) { EditMenuGTK4.didOpenDisplay() }
    }

    /// Calls `handler` on each launch (the first, and each one forwarded to this instance).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        gtkApplication.connect(.activate, handler)
    }

    /// Its reverse-DNS id.
    public var id: String { gtkApplication.id }

    /// Runs the main loop; returns the exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        gtkApplication.run(arguments: arguments)
    }

    public func quit() { gtkApplication.quit() }
}
