import EditMenu
import Foundation
import GtkKit

/// What a finger does in a text widget, as on a phone; the same in a text
/// field and a text view.
///
/// - A long press on a word selects it and shows the compact menu (the
///   widget's `showEditMenu`, through the long-press trigger).
/// - A tap on the selection, or on a selection handle, shows the menu, or
///   hides it when it was up. The widget itself (GtkEntry, GtkTextView)
///   decides that the finger asked for a menu, and shows its own touch
///   handles with it; only the menu is ours (``GtkSelectionBubble``).
/// - Dragging a selection handle hides the menu for the drag and shows it
///   again at the new selection (``GtkSelectionHandles``).
///
/// A tap elsewhere is GTK's: it moves the caret.
@MainActor
final class TextTouch: TouchMenuReplacement {
    private unowned let text: EditableText
    private let press: Gtk.ClickGesture
    private var handles: GtkSelectionHandles!
    private var toggle: TouchMenuToggle
    /// The selection when a handle was taken, to tell a drag from a tap.
    private var selectionAtHandleTouch: Range<Int>?

    init(_ text: EditableText) {
        self.text = text
        toggle = TouchMenuToggle(text) { [unowned text] in text.storage.touchMenuPoint }
        press = Gtk.ClickGesture(on: text.gtkWidget)
        handles = GtkSelectionHandles(of: text.gtkWidget) { [unowned self] dragging in
            dragging ? handleTaken() : handleReleased()
        }
        press.connect(.pressed) { [unowned self] _, _, _ in
            guard press.inputSource == .touch else { return }
            toggle.fingerCameDown()
            // The widget makes its handles while it handles this press.
            GLib.MainLoop.afterCurrentEvent { [weak self] in self?.handles.watch() }
        }
        GtkSelectionBubble.replace(for: text, with: self)
    }

    var handleWidgets: [Gtk.Widget] { handles.widgets }

    /// The widget would have shown its own touch menu now.
    func fingerAskedForTheMenu() {
        handles.watch()
        toggle.fingerAskedForTheMenu()
    }

    /// A long touch on a word selects it first (and gives the widget the
    /// keyboard, as the user reached into it to edit), so the menu that
    /// follows acts on that word.
    func selectWord(at point: CGPoint) {
        guard let offset = text.storage.offset(at: point) else { return }
        if let selection = text.selectedOffsets, selection.contains(offset) { return }
        text.takeKeyboardFocus()
        text.selectWord(at: offset)
    }

    private func handleTaken() {
        toggle.fingerCameDown()
        selectionAtHandleTouch = text.selectedOffsets
        toggle.hideMenu()
    }

    /// A drag that moved the selection shows the menu at its new place; a
    /// handle tapped without moving is a request for the menu, which the
    /// widget makes next (``fingerAskedForTheMenu()``).
    private func handleReleased() {
        guard text.selectedOffsets != selectionAtHandleTouch else { return }
        if text.selectedOffsets != nil { toggle.showMenu() }
    }
}
