import BenchSupport
import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK

/// The scaling benchmark's window: the demo's size (760 × 640), below the
/// bench window, filled by one view of ours whose menu holds only custom
/// items, as many as ``setItems(_:)`` says. A window of its own, so the
/// presenter pages a long menu as it does in an app's window (a GTK 3
/// popover cannot leave its window: the rows that fit beside the click
/// make a page), and so the other benchmarks' menus never hold these items.
@MainActor
final class ScalingWindow {
    let window: Window
    let view: View

    init(application: Application) {
        window = Window(application: application, title: "edit-menu-bench: scaling", width: 760, height: 640)
        view = View(widget: gtk_event_box_new())
        gtk_container_add(cgtk_container(view.widget), gtk_label_new("Menus of 1 to 1,000 items"))
        view.editMenuTriggers = [.secondaryClick]
        window.setContent(view)
        // Below the bench window (no window manager under Xvfb: the position holds).
        gtk_window_move(cgtk_window(window.widget), 0, 340)
        window.present()
        Loop.run(until: { self.window.isActive && gtk_widget_get_mapped(self.view.widget) != 0 }, timeout: 10)
        Loop.run(for: 0.2)
    }

    /// Gives the view a menu of `count` custom items, "Item 1" … ("Item 1,000").
    func setItems(_ count: Int) {
        window.editMenuController.menuItems = (0..<count).map { index in
            let action = Action("scaled\(index)")
            view.handle(action) { _ in }
            return .item(MenuItem(title: "Item \(index + 1)", action: action))
        }
    }

    var presenter: PopoverPresenter? { window.editMenuController.presenter as? PopoverPresenter }

    /// Whether the menu's popover is still mapped.
    var popoverMapped: Bool { WidgetTree.mappedPopoverCount(in: window.widget) > 0 }
}
