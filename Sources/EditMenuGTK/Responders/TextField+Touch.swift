import CGtk
import EditMenu
import Foundation

/// What a finger does in a text field, as on a phone.
///
/// - A long press on a word selects it and shows the compact menu (the
///   field's `showEditMenu`, through the long-press trigger).
/// - A tap on the selection, or on a selection handle, shows the menu, or
///   hides it when it was up. GtkEntry itself decides that the finger asked
///   for a menu, and shows its own touch handles with it; only the menu is
///   ours (``GtkSelectionBubble``).
/// - Dragging a selection handle hides the menu for the drag and shows it
///   again at the new selection (``GtkSelectionHandles``).
///
/// A tap elsewhere is GtkEntry's: it moves the caret.
@MainActor
final class TextFieldTouch: TouchMenuReplacement {
    private unowned let field: TextField
    private let press: Gesture
    private var handles: GtkSelectionHandles!
    private var toggle: TouchMenuToggle
    /// The selection when a handle was taken, to tell a drag from a tap.
    private var selectionAtHandleTouch: Range<Int>?

    init(_ field: TextField) {
        self.field = field
        toggle = TouchMenuToggle(field) { [unowned field] in field.selectionCenter }
        press = Gesture(.click, on: field.widget)
        handles = GtkSelectionHandles(of: field.widget) { [unowned self] dragging in
            dragging ? handleTaken() : handleReleased()
        }
        press.onPressed { [unowned self] _, _, _ in
            guard press.inputSource == .touch else { return }
            toggle.fingerCameDown()
            // GtkEntry makes its handles while it handles this press.
            MainLoop.afterCurrentEvent { [weak self] in self?.handles.watch() }
        }
        GtkSelectionBubble.replace(for: field, with: self)
    }

    var handleWidgets: [UnsafeMutablePointer<GtkWidget>] { handles.widgets }

    /// GtkEntry would have shown its touch menu now.
    func fingerAskedForTheMenu() {
        handles.watch()
        toggle.fingerAskedForTheMenu()
    }

    private func handleTaken() {
        toggle.fingerCameDown()
        selectionAtHandleTouch = field.selectedOffsets
        toggle.hideMenu()
    }

    /// A drag that moved the selection shows the menu at its new place; a
    /// handle tapped without moving is a request for the menu, which
    /// GtkEntry makes next (``fingerAskedForTheMenu()``).
    private func handleReleased() {
        guard field.selectedOffsets != selectionAtHandleTouch else { return }
        if field.selectedOffsets != nil { toggle.showMenu() }
    }
}

extension TextField {
    /// The code-point offset of the character under `point` (widget coordinates),
    /// or nil when the field shows no text there.
    func characterOffset(at point: CGPoint) -> Int? {
        guard let layout = gtk_entry_get_layout(entry) else { return nil }
        var layoutX: gint = 0, layoutY: gint = 0
        gtk_entry_get_layout_offsets(entry, &layoutX, &layoutY)
        var index: gint = 0, trailing: gint = 0
        let inside = pango_layout_xy_to_index(layout, gint((point.x - Double(layoutX)) * Double(PANGO_SCALE)),
                                              gint((point.y - Double(layoutY)) * Double(PANGO_SCALE)), &index, &trailing)
        guard inside != 0 else { return nil }
        let text = self.text
        guard let character = text.utf8.index(text.startIndex, offsetBy: Int(gtk_entry_layout_index_to_text_index(entry, index)),
                                               limitedBy: text.endIndex) else { return nil }
        return TextOffsets(text).offset(of: character)
    }

    /// The middle of the selection (or the caret) on screen, in widget
    /// coordinates, clamped to the field: where a touch menu points.
    var selectionCenter: CGPoint {
        let range = selectionOrCaret
        let ends = [range.lowerBound, range.upperBound].map(screenX(ofOffset:))
        let x = (ends[0] + ends[1]) / 2
        return CGPoint(x: min(max(x, 0), bounds.width), y: bounds.midY)
    }

    /// The x of the caret before `offset`, in widget coordinates.
    func screenX(ofOffset offset: Int) -> Double {
        guard let layout = gtk_entry_get_layout(entry) else { return 0 }
        var layoutX: gint = 0, layoutY: gint = 0
        gtk_entry_get_layout_offsets(entry, &layoutX, &layoutY)
        let text = self.text
        let byteIndex = text.utf8.distance(from: text.startIndex, to: TextOffsets(text).index(at: offset))
        var position = PangoRectangle()
        pango_layout_index_to_pos(layout, gtk_entry_text_index_to_layout_index(entry, gint(byteIndex)), &position)
        return Double(layoutX) + Double(position.x) / Double(PANGO_SCALE)
    }

    /// A long touch on a word selects it first (and gives the field the
    /// keyboard, as the user reached into it to edit), so the menu that
    /// follows acts on that word.
    func selectWordForTouch(at point: CGPoint) {
        guard let offset = characterOffset(at: point) else { return }
        if let selection = selectedOffsets, selection.contains(offset) { return }
        takeKeyboardFocus()
        selectWord(at: offset)
    }
}

extension TextField {
    /// GtkEntry's touch selection handles that exist now (tests look at them).
    var touchHandles: [UnsafeMutablePointer<GtkWidget>] { touch?.handleWidgets ?? [] }
}
