import EditMenu
import Foundation
import GtkKit4

/// The event controllers that open a view's menu, installed on its widget in
/// the capture phase: they see a press or key before the widget's own
/// controllers, and claiming it keeps GTK's context menu (GtkText's,
/// GtkLabel's) from ever opening, so there is never a second menu.
///
/// A text's Menu key and Shift+F10 are its input method's first (Anthy
/// converts a composition with Shift+F10), and the text's own "menu.popup"
/// is switched off. In a field the keys open the menu in the bubble phase,
/// on the GtkEntry, once the GtkText inside and its input method have let
/// them go: in order. IBus's GTK 4 module waits for each key's answer in a
/// main loop of its own, where GTK hands the next keys to capture-phase
/// controllers before IBus has seen the ones before them (measured:
/// Shift+F10 typed right after "nihongo" reached a capture-phase trigger
/// before the "n" reached IBus). A text view is the widget that takes the
/// keys itself, and GTK runs our controller there before its input
/// method's: the trigger stands aside while a composition is known, which
/// a key typed faster than IBus answers can still beat.
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
                guard let view, (view as? EditableText)?.isComposing != true else { return false }
                view.showEditMenu(for: .keyboard)
                return true
            }
            let text = view as? EditableText
            add(keys, to: widget, phase: text.map { $0.inputWidget != widget } == true ? .bubble : .capture)
        }
        // A text's own menu stays off while the keys open ours.
        (view as? EditableText)?.inputWidget.setActionEnabled("menu.popup", !triggers.contains(.keyboard))
    }

    private func add(_ controller: Gtk.EventController, to widget: Gtk.Widget, phase: Gtk.PropagationPhase = .capture) {
        controller.phase = phase
        widget.addController(controller)
        installed.append((widget, controller))
    }
}

extension Gtk.GestureSingle {
    /// What the menu is told opened it: a finger or the pointer.
    var inputSource: MenuInputSource { isTouch ? .touch : .pointer }
}
