import DemoScenarios
import EditMenu
import EditMenuGTK4
import Foundation
import GtkKit4

/// The GTK 4 demo: an `AdwApplication` with one `AdwApplicationWindow`,
/// its pages switched from the header bar, and an event log under the
/// pages that says what the responder chain did (as the GTK 3 demo).
@MainActor
final class DemoApp {
    static let applicationID = "io.github.editmenu.Demo.Gtk4"

    // AdwApplication sets libadwaita up at startup (its style sheet): its
    // widgets in the window look as GNOME's own.
    private let application = Application(making: { Adw.Application(id: DemoApp.applicationID, isUnique: true) })
    private var window: Window?
    private var stack: Stack?
    private var menuLog: MenuEventLogger?
    private var clipboardLog: ClipboardLogger?
    private var log: EventLog?
    /// How menus are laid out: the header bar's menu sets it; it starts as
    /// `EDIT_MENU_PRESENTATION` says (automatic, compact or list).
    private var presentation = MenuLayoutChoice.initial

    init() {
        // GNOME's keys: Ctrl+Q quits, Ctrl+W closes the window (the last one
        // closed, the application quits).
        application.addAction("quit", accelerator: "<Primary>q") { [application] in application.quit() }
        application.addAction("close-window", accelerator: "<Primary>w") { [weak self] in self?.window?.close() }
        application.addAction("about") { [weak self] in
            guard let window = self?.window else { return }
            AboutWindow.present(over: window)
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
    /// application never runs out of windows and quits), on the same page.
    private func recreateWindow() {
        let old = window
        let page = stack?.visiblePageName
        let replacement = makeWindow()
        window = replacement
        replacement.present()
        if let page { stack?.visiblePageName = page }
        old?.destroy()
    }

    private func makeWindow() -> Window {
        let window = Window(application: application,
                            gtkWindow: Adw.ApplicationWindow(application: application.gtkApplication),
                            title: tr("Edit Menu (GTK 4)"), width: 860, height: 640)
        let log = EventLog()
        self.log = log
        let controller = window.editMenuController
        controller.presentation = presentation
        let stack = Stack()
        self.stack = stack
        let basics = BasicsPage(controller: controller, log: log)
        let titles = ["basics": tr("Basics"), "notes": tr("Notes"), "tiles": tr("Color Tiles"), "copy-me": tr("Copy Me"),
                      "hold": tr("Hold to Copy")]
        stack.addPage(basics, name: "basics", title: titles["basics"]!)
        // The other pages are built when first shown: the first frame needs only this one.
        stack.addPage(name: "notes", title: titles["notes"]!) { NotesPage(controller: controller, log: log) }
        stack.addPage(name: "tiles", title: titles["tiles"]!) { ColorTilesPage(controller: controller, log: log) }
        stack.addPage(name: "copy-me", title: titles["copy-me"]!) { CopyMePage(log: log) }
        stack.addPage(name: "hold", title: titles["hold"]!) { HoldToCopyPage(controller: controller, log: log) }
        stack.onPageChanged { name in
            controller.hideMenu()
            log.append(tr("Page: %s", name.flatMap { titles[$0] } ?? "–"))
        }

        let column = Box(.vertical)
        column.add(HeaderBar(title: stack.makeSwitcher(), menu: [MenuLayoutChoice.menuItems, [(tr("About Edit Menu"), "app.about")]]))
        let body = Box(.vertical, spacing: 12)
        body.setMargins(18)
        body.add(stack, expand: true)
        body.add(log)
        column.add(body, expand: true)
        window.setContent(column)

        menuLog = MenuEventLogger(controller: controller, name: { ($0 as? View)?.accessibleName }, log: log.append)
        clipboardLog = ClipboardLogger(log: log.append)
        log.append(tr("Started %s", DemoApp.applicationID))
        // Before the window shows: the first focusable widget, the label,
        // would take the focus and select all of its text.
        basics.field.takeKeyboardFocus()
        return window
    }
}
