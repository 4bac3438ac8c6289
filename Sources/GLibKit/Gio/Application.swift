import CGLib
import Foundation

extension Gio {
    /// An application (`GApplication`): one process per session when unique,
    /// its actions, its main loop.
    open class Application: GLib.Object {
        override open class var gType: GType { g_application_get_type() }

        final var application: UnsafeMutablePointer<GApplication> { pointer.assumingMemoryBound(to: GApplication.self) }

        /// Its reverse-DNS id.
        package var id: String { GLib.string(g_application_get_application_id(application)) ?? "" }

        /// Registers with the session bus (runs `startup`); the error when it could not.
        package func register() -> GLib.Error? {
            var error: UnsafeMutablePointer<GError>?
            _ = g_application_register(application, nil, &error)
            return GLib.Error.take(error)
        }

        /// Runs the main loop with `arguments`; returns the exit status.
        package func run(arguments: [String]) -> Int32 {
            var cStrings = arguments.map { strdup($0) }
            defer { cStrings.forEach { free($0) } }
            return cStrings.withUnsafeMutableBufferPointer { argv in
                g_application_run(application, gint(argv.count), argv.baseAddress)
            }
        }

        /// Ends the main loop.
        package func quit() { g_application_quit(application) }

        /// Adds `action` to the application's actions (`app.<name>`).
        package func addAction(_ action: SimpleAction) {
            g_action_map_add_action(OpaquePointer(pointer), OpaquePointer(action.pointer))
        }
    }
}

extension Signal where Emitter: Gio.Application, Handler == VoidHandler {
    /// `startup`: once, when the primary instance starts (GTK opens the
    /// display in its default handler).
    package static var startup: Self { Self(withoutArguments: "startup") }
    /// `activate`: a launch, the first and every later one.
    package static var activate: Self { Self(withoutArguments: "activate") }
    /// `shutdown`: the main loop has ended.
    package static var shutdown: Self { Self(withoutArguments: "shutdown") }
}
