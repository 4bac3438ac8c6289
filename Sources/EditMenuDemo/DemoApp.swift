import DemoScenarios
import EditMenu
import EditMenuGTK
import Foundation

/// The demo application: one window, one page per classic scenario, and an
/// event log under the pages that says what the responder chain did.
@MainActor
final class DemoApp {
    static let applicationID = "io.github.editmenu.Demo"

    private let application = Application(id: DemoApp.applicationID)
    private var window: Window?
    private var stack: Stack?
    private var menuLog: MenuEventLogger?
    private var clipboardLog: ClipboardLogger?
    /// How menus are laid out: the header bar's menu sets it; it starts as
    /// `EDIT_MENU_PRESENTATION` says (automatic, compact or list).
    private var presentation = MenuLayoutChoice.initial
    private var log: EventLog?

    init() {
        // GNOME's keys: Ctrl+Q quits, Ctrl+W closes the window (the last one
        // closed, the application quits).
        application.addAction("quit", accelerator: "<Primary>q") { [application] in application.quit() }
        application.addAction("close-window", accelerator: "<Primary>w") { [weak self] in self?.window?.close() }
        application.addAction("about") { [weak self] in
            guard let window = self?.window, !window.isDestroyed else { return }
            AboutDialog.present(over: window)
        }
        // Destroys every view and builds them again — for soak tests and
        // fuzzers, reachable over D-Bus (org.gtk.Actions) like any app action.
        application.addAction("recreate-window") { [weak self] in self?.recreateWindow() }
        application.addChoiceAction("presentation", initial: presentation.rawValue) { [weak self] value in
            self?.setPresentation(EditMenuPresentation(rawValue: value) ?? .automatic)
        }
        application.onActivate { [weak self] in self?.activate() }
    }

    func run() -> Int32 { application.run() }

    /// First launch builds the window; a second launch (forwarded here by
    /// GApplication) presents the window that already exists.
    private func activate() {
        if let window, !window.isDestroyed {
            window.present()
            return
        }
        DemoStyle.install()
        let window = makeWindow()
        self.window = window
        window.present()
    }

    private func setPresentation(_ presentation: EditMenuPresentation) {
        self.presentation = presentation
        window?.editMenuController.presentation = presentation
        log?.append(MenuLayoutChoice.chosenLine(presentation))
    }

    /// Replaces the window with a new one (the new one first, so the
    /// application never runs out of windows and quits).
    private func recreateWindow() {
        let old = window
        let page = stack?.visiblePageName
        let replacement = makeWindow()
        window = replacement
        replacement.present()
        stack?.visiblePageName = page   // a stack shows only pages that are shown
        old?.destroy()
    }

    private func makeWindow() -> Window {
        let window = Window(application: application, title: tr("Edit Menu"), width: 760, height: 640)
        let log = EventLog()
        self.log = log
        let controller = window.editMenuController
        let stack = Stack()
        self.stack = stack
        let basics = BasicsPage(controller: controller, log: log)
        let titles = ["basics": tr("Basics"), "notes": tr("Notes"), "tiles": tr("Color Tiles"), "copy-me": tr("Copy Me"),
                      "hold": tr("Hold to Copy")]
        stack.addPage(basics, name: "basics", title: titles["basics"]!)
        // The other pages are built when first shown: the first frame needs
        // only this one (docs/performance.md, start-up).
        stack.addPage(name: "notes", title: titles["notes"]!) { NotesPage(controller: controller, log: log) }
        stack.addPage(name: "tiles", title: titles["tiles"]!) { ColorTilesPage(controller: controller, log: log) }
        stack.addPage(name: "copy-me", title: titles["copy-me"]!) { CopyMePage(log: log) }
        stack.addPage(name: "hold", title: titles["hold"]!) { HoldToCopyPage(controller: controller, log: log) }
        stack.onPageChanged { name in
            controller.hideMenu()
            log.append(tr("Page: %s", name.flatMap { titles[$0] } ?? "–"))
        }
        window.setTitleView(stack.makeSwitcher())
        controller.presentation = presentation
        window.setHeaderMenu(accessibleName: tr("Main menu"),
                             items: MenuLayoutChoice.menuItems + [(tr("About Edit Menu"), "app.about")])

        let column = Box(.vertical, spacing: 12)
        column.setMargins(18)
        column.add(stack, expand: true)
        column.add(log)
        window.setContent(column)

        menuLog = MenuEventLogger(controller: controller, name: { ($0 as? View)?.accessibleName }, log: log.append)
        clipboardLog = ClipboardLogger(log: log.append)
        log.append(tr("Started %s", DemoApp.applicationID))
        // Start with the text field focused, as a form would; it also keeps
        // GTK from focusing (and so selecting) the label's text.
        basics.field.grabFocus()
        return window
    }
}
