import EditMenu
import Foundation
import GtkKit

/// A GNOME application (`GtkApplication`): one instance per user session,
/// app-wide actions with keyboard accelerators, and the main loop.
///
/// A second launch does not start a second process: GApplication forwards it
/// over D-Bus to the running one, whose ``onActivate(_:)`` handlers run again
/// and should present its existing window.
///
/// Quitting is quick and final: what we copied is handed to the clipboard
/// manager with a wait of at most ``clipboardStoreTimeout``, and a launch that
/// arrives meanwhile opens no window in this exiting process — a fresh one
/// starts once this one is gone.
///
/// ```swift
/// let app = Application(id: "io.github.editmenu.Demo")
/// app.addAction("quit", accelerator: "<Primary>q") { app.quit() }
/// app.onActivate { window.present() }
/// exit(app.run())
/// ```
@MainActor
public final class Application: ResponderApplication {
    /// The application, held.
    package let gtkApplication: Gtk.Application
    /// Whether the application is shutting down (its loop has ended).
    public private(set) var isQuitting = false
    /// The longest the shutdown waits for the clipboard manager to take what we copied.
    public var clipboardStoreTimeout: TimeInterval = 1
    /// A launch came while quitting: it is started again once we are gone.
    private var launchedWhileQuitting = false
    private var actions: [Gio.SimpleAction] = []
    /// Accelerators need a display, which GTK opens in `startup`; until then
    /// they wait here.
    private var pendingAccelerators: [(action: String, accelerator: String)] = []
    private var hasStarted = false

    /// Creates the application with a reverse-DNS `id` (`io.github.editmenu.Demo`).
    /// A unique application (the default) has one process per session; a
    /// second launch is forwarded to it.
    public init(id: String, isUnique: Bool = true) {
        // The desktop matches windows to their desktop entry by this name: the
        // Wayland app_id and the X11 WM_CLASS, which GTK takes from it. Left to
        // GTK it is the binary's name, and the dock shows a generic icon.
        if GLib.programName == nil { GLib.programName = id }
        gtkApplication = Gtk.Application(id: id, isUnique: isUnique)
        Responder.libraryClassesDeclared
        super.init(debugName: id)
        EditMenuGTK.installForApplication()
        EditMenuGTK.liveApplications.append(.init(value: self))
        gtkApplication.representedObject = self
        // Before the handlers of onActivate, which it may stop.
        gtkApplication.connect(.activate) { [weak self] in self?.activatedWhileQuitting() }
        gtkApplication.connect(.shutdown) { [weak self] in
            guard let self else { return }
            self.isQuitting = true
            // What the handlers copy is handed over too; GtkApplication's own
            // shutdown, which runs after every handler, must find nothing to store.
            self.shutdownSignal.emit { $0() }
            EditMenuGTK.willQuit(clipboardStoreTimeout: self.clipboardStoreTimeout)
        }
        gtkApplication.connect(.startup, after: true) { [weak self] in self?.didStart() }
        GLib.MainLoop.integrateDispatch()
    }

    isolated deinit { gtkApplication.representedObject = nil }

    /// Calls `handler` on every activation: the first launch and each later
    /// one (forwarded from the second process). Not while quitting: see the
    /// class overview. The returned connection removes the handler.
    ///
    /// ```swift
    /// app.onActivate {
    ///     if window == nil { window = makeWindow() }
    ///     window?.present()
    /// }
    /// ```
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(gtkApplication.connect(.activate, handler))
    }

    /// Calls `handler` once, after the main loop ends and before `run()`
    /// returns; the clipboard is handed to the clipboard manager after the
    /// handlers, so what they copy outlives the process too. The returned
    /// connection removes the handler.
    ///
    /// ```swift
    /// app.onShutdown { document.saveDraft() }
    /// ```
    @discardableResult
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection(shutdownSignal.connect(handler))
    }
    private let shutdownSignal = SwiftSignal<@MainActor () -> Void>()

    /// The application id.
    public var id: String { gtkApplication.id }

    /// Adds the action `app.<name>`, optionally bound to a GTK accelerator
    /// string such as `"<Primary>q"`.
    public func addAction(_ name: String, accelerator: String? = nil, _ handler: @escaping @MainActor () -> Void) {
        let action = Gio.SimpleAction(name: name)
        action.connect(.activated, handler)
        add(action)
        if let accelerator {
            pendingAccelerators.append(("app.\(name)", accelerator))
            if hasStarted { didStart() }
        }
    }

    /// Adds the action `app.<name>`, whose state is one string of a choice:
    /// what radio items in a menu show and set (`"app.<name>::<value>"`).
    /// `handler` gets each value chosen, after the state changed.
    ///
    /// ```swift
    /// app.addChoiceAction("presentation", initial: "automatic") { value in apply(value) }
    /// window.setHeaderMenu(accessibleName: "Main menu", items: [
    ///     ("Compact Menus", "app.presentation::compact"), ("List Menus", "app.presentation::list")])
    /// ```
    public func addChoiceAction(_ name: String, initial: String, _ handler: @escaping @MainActor (String) -> Void) {
        let action = Gio.SimpleAction(name: name, state: .string(initial))
        action.connect(.changeState) { [unowned action] value in
            action.setState(value)
            handler(value)
        }
        add(action)
    }

    /// Puts `action` in the application's action map, and keeps it.
    private func add(_ action: Gio.SimpleAction) {
        gtkApplication.addAction(action)
        actions.append(action)
    }

    private func didStart() {
        hasStarted = true
        EditMenuGTK.didOpenDisplay()
        for (action, accelerator) in pendingAccelerators {
            gtkApplication.setAccelerator(accelerator, forAction: action)
        }
        pendingAccelerators.removeAll()
    }

    /// The accelerators bound to `app.<name>`.
    public func accelerators(forAction name: String) -> [String] {
        gtkApplication.accelerators(forAction: "app.\(name)")
    }

    /// Runs the main loop until the last window closes or `quit()` is called;
    /// returns the process exit status.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        let status = gtkApplication.run(arguments: arguments)
        if launchedWhileQuitting { launchAgainAfterExit(arguments: arguments) }
        return status
    }

    private func activatedWhileQuitting() {
        guard isQuitting else { return }
        // A window shown now would vanish with this process, and whatever the
        // user typed into it with it: the handlers of onActivate do not run.
        Log.message("\(id) was launched again while quitting; it starts anew once this process has exited")
        launchedWhileQuitting = true
        gtkApplication.stopEmission(of: .activate)
    }

    /// Starts this program again once this process has exited and released the
    /// application's D-Bus name (until then a launch would come back to us).
    private func launchAgainAfterExit(arguments: [String]) {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return }
        let waiter = Process()
        waiter.executableURL = URL(fileURLWithPath: "/bin/sh")
        waiter.arguments = ["-c", "while kill -0 \(getpid()) 2>/dev/null; do sleep 0.05; done; exec \"$0\" \"$@\"",
                            executable] + arguments.dropFirst()
        do { try waiter.run() } catch { Log.warning("could not start \(id) again: \(error)") }
    }

    /// Registers the application without running its loop, which runs
    /// `startup` (GTK opens the display); windows can be added after this.
    /// `run()` does it for you; tests and tools that drive the loop
    /// themselves call it. Returns whether registration worked.
    @discardableResult
    public func register() -> Bool {
        guard let error = gtkApplication.register() else { return true }
        Log.warning("could not register \(id): \(error)")
        return false
    }

    /// Ends the main loop after closing every window.
    public func quit() {
        for window in gtkApplication.windows { window.destroy() }
        gtkApplication.quit()
    }
}
