import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import GtkKit
import XCTest
@testable import EditMenuGTK

/// What the user sees of a window's edit menu: the popover and its buttons.
@MainActor
struct VisibleMenu {
    let presenter: PopoverPresenter

    init?(_ controller: EditMenuController) {
        guard let presenter = controller.presenter as? PopoverPresenter else { return nil }
        self.presenter = presenter
    }

    /// The popover, when it is on screen.
    var popover: UnsafeMutablePointer<GtkWidget>? {
        guard let popover = presenter.popoverPointer, gtk_widget_get_mapped(popover) != 0 else { return nil }
        return popover
    }

    var isShowing: Bool { popover != nil }

    /// The item buttons as assistive technology names them.
    var titles: [String] {
        presenter.itemButtonPointers.map { button in
            atk_object_get_name(gtk_widget_get_accessible(button)).map { String(cString: $0) } ?? ""
        }
    }

    /// The text the buttons' labels show on screen.
    var displayedTexts: [String] {
        presenter.itemButtonPointers.compactMap { button in
            WidgetTree.descendants(of: button).first { cgtk_is_label($0) != 0 }.map {
                String(cString: gtk_label_get_text(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkLabel.self)))
            }
        }
    }

    /// The title of the item the arrow keys highlighted (drawn like a hovered
    /// one); several are joined by " + ", so that a second highlight fails an
    /// assertion visibly.
    var highlightedTitle: String? {
        let lit = presenter.itemButtonPointers.filter {
            gtk_style_context_has_class(gtk_widget_get_style_context($0), MenuKeyboardNavigation.highlightClass) != 0
        }
        guard !lit.isEmpty else { return nil }
        return lit.map { atk_object_get_name(gtk_widget_get_accessible($0)).map { String(cString: $0) } ?? "" }
            .joined(separator: " + ")
    }

    func button(titled title: String) -> UnsafeMutablePointer<GtkWidget>? {
        presenter.itemButtonPointers.first { atk_object_get_name(gtk_widget_get_accessible($0)).map { String(cString: $0) } == title }
    }

    /// Whether a submenu page is still sliding in: a click then lands where
    /// the row was a moment ago.
    private var isSliding: Bool {
        guard let popover else { return false }
        return WidgetTree.descendants(of: popover).contains { widget in
            cgtk_is_stack(widget) != 0 && gtk_stack_get_transition_running(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkStack.self)) != 0
        }
    }

    /// Whether the GdkWindows that hold `widget` are all shown: GTK maps a
    /// popover's buttons a moment before it shows the popover's window, and
    /// a click then would land on whatever is under the popover.
    private func isOnScreen(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_window(widget).map { gdk_window_is_viewable($0) != 0 } ?? false
    }

    /// Clicks the item as a user would: a press and release on its button.
    func choose(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        // A popover is laid out on the next frame; click only once it is. The button
        // is looked up on every turn: anything that updates the menu meanwhile (a
        // clipboard change, say) rebuilds it and destroys the old buttons.
        func laidOutButton() -> UnsafeMutablePointer<GtkWidget>? {
            button(titled: title).flatMap {
                gtk_widget_get_allocated_width($0) > 1 && gtk_widget_get_mapped($0) != 0 && isOnScreen($0) && !isSliding ? $0 : nil
            }
        }
        _ = MainLoop.run(until: { laidOutButton() != nil })
        MainLoop.drain()
        guard let button = laidOutButton() else {
            XCTFail("no menu item titled \(title) on screen; showing \(titles)", file: file, line: line)
            return
        }
        let view = RawWidget(button)
        EventSynthesizer.click(view)
        MainLoop.drain()
    }
}

/// Lets the synthesizer target a widget that has no Swift view (a menu button).
@MainActor
final class RawWidget: WidgetBacked {
    let object: Gtk.Widget
    var isDestroyed: Bool { false }
    var widgetReference: WidgetReference { WidgetReference(object) }
    init(_ widget: UnsafeMutablePointer<GtkWidget>) { object = Gtk.Widget(retaining: UnsafeMutableRawPointer(widget)) }
}
