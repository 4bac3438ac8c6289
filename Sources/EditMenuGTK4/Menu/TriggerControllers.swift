import EditMenu
import Foundation
import GtkKit4

/// The event controllers that open a view's menu, installed on its widget in
/// the capture phase: they see a press or key before the widget's own
/// controllers, and claiming it keeps GTK's context menu (GtkText's,
/// GtkLabel's) from ever opening, so there is never a second menu.
@MainActor
final class TriggerControllers {
    private var installed: [(Gtk.Widget, Gtk.EventController)] = []
    /// The long press's gesture, while the triggers have one.
    private(set) var longPress: Gtk.GestureLongPress?

    /// Replaces the controllers on `view`'s widget with those `triggers` need.
    func install(_ triggers: EditMenuTriggers, on view: View) {
        for (widget, controller) in installed { widget.removeController(controller) }
        installed = []
        longPress = nil
        let widget = view.gtkWidget
        if triggers.contains(.secondaryClick) {
            let click = Gtk.GestureClick()
            click.button = 3
            click.connect(.pressed) { [weak view, weak click] _, x, y in
                click?.claim()
                view?.showEditMenu(for: .pointer(CGPoint(x: x, y: y)))
            }
            add(click, to: widget)
        }
        if triggers.contains(.doubleClick) {
            // The first press of each pair goes on to the widget (a click
            // selects or focuses as ever); the second opens the menu.
            let clicks = Gtk.GestureClick()
            clicks.button = 1
            clicks.connect(.pressed) { [weak view, weak clicks] presses, x, y in
                guard presses >= 2, presses % 2 == 0 else { return }
                guard let clicks else { return }
                clicks.claim()
                view?.showEditMenu(for: .doubleClick(CGPoint(x: x, y: y)), from: clicks.inputSource)
            }
            add(clicks, to: widget)
        }
        if triggers.contains(.longPress) {
            let hold = Gtk.GestureLongPress()
            hold.connect(.longPressed) { [weak view, weak hold] x, y in
                guard let hold else { return }
                hold.claim()
                view?.showEditMenu(for: .longPress(CGPoint(x: x, y: y)), from: hold.inputSource)
            }
            add(hold, to: widget)
            longPress = hold
        }
        if triggers.contains(.keyboard) {
            let keys = Gtk.ShortcutController()
            // GtkText and GtkLabel bind these to their own "menu.popup".
            keys.add("Menu|<Shift>F10") { [weak view] in
                // While an input method composes, its keys are its own
                // (Anthy converts the composition with Shift+F10).
                guard let view, (view as? EditableText)?.isComposing != true else { return false }
                view.showEditMenu(for: .keyboard)
                return true
            }
            add(keys, to: widget)
        }
    }

    private func add(_ controller: Gtk.EventController, to widget: Gtk.Widget) {
        controller.phase = .capture
        widget.addController(controller)
        installed.append((widget, controller))
    }
}

extension Gtk.GestureSingle {
    /// What the menu is told opened it: a finger or the pointer.
    var inputSource: MenuInputSource { isTouch ? .touch : .pointer }
}
