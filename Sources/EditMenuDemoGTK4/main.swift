import EditMenu
import EditMenuGTK4
import Foundation

// The demo on GTK 4: the Basics page (a selectable label, a text field and
// a button with a menu of its own), each with our edit menu in place of
// GTK's. Copy from one and paste into another, or to and from other apps.
MainActor.assumeIsolated {
    let app = Application(id: "io.github.editmenu.Demo.Gtk4")
    var window: Window?
    app.onActivate {
        if let window { window.present(); return }
        let page = BasicsPage()
        let newWindow = Window(application: app, title: "Edit Menu (GTK 4)", width: 480, height: 320)
        newWindow.setContent(page)
        // Before the window shows: the first focusable widget, the label,
        // would take the focus and select all of its text.
        page.field.takeKeyboardFocus()
        newWindow.present()
        window = newWindow
    }
    exit(app.run())
}
