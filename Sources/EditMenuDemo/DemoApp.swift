import EditMenuGTK

/// The demo application: one window, one page per classic scenario, and an
/// event log under the pages that says what the responder chain did.
@MainActor
final class DemoApp {
    static let applicationID = "io.github.editmenu.Demo"

    private let application = Application(id: DemoApp.applicationID)
    private var window: Window?

    init() {
        application.addAction("quit", accelerator: "<Primary>q") { [application] in application.quit() }
        application.onActivate = { [weak self] in self?.activate() }
    }

    func run() -> Int32 { application.run() }

    /// First launch builds the window; a second launch (forwarded here by
    /// GApplication) presents the window that already exists.
    private func activate() {
        if let window, !window.isDestroyed {
            window.present()
            return
        }
        let window = makeWindow()
        self.window = window
        window.present()
    }

    private func makeWindow() -> Window {
        let window = Window(application: application, title: "Edit Menu")
        let log = EventLog()
        let stack = Stack()
        let basics = BasicsPage(log: log)
        stack.addPage(basics, name: "basics", title: "Basics")
        stack.onPageChanged { name in log.append("Page: \(name ?? "none")") }
        window.setTitleView(stack.makeSwitcher())

        let column = Box(.vertical, spacing: 12)
        column.setMargins(18)
        column.add(stack, expand: true)
        column.add(log)
        window.setContent(column)
        log.append("Started \(DemoApp.applicationID)")
        // Start with the text field focused, as a form would; it also keeps
        // GTK from focusing (and so selecting) the label's text.
        basics.field.grabFocus()
        return window
    }
}
