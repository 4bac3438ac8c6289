import CGtk
import EditMenu
import Foundation

/// What a finger does in a text field, as on a phone: a long press on a word
/// selects it and shows the compact menu; a tap on the selection shows or
/// hides the menu instead of moving the caret.
@MainActor
final class TextFieldTouch {
    private let gesture: Gesture

    init(_ field: TextField) {
        gesture = Gesture(.click, on: field.widget)
        gesture.onPressed { [weak field, unowned gesture] _, x, y in
            guard let field, gesture.inputSource == .touch else { return }
            let point = CGPoint(x: x, y: y)
            guard let selection = field.selectedOffsets, let offset = field.characterOffset(at: point),
                  selection.contains(offset) else { return }
            // The entry never sees this tap, so the selection stays.
            gesture.claim()
            // A menu up when the finger came down was closed by the window
            // already (a press outside a menu closes it): that was the toggle.
            guard !PopoverPresenter.currentPressClosedAMenu else { return }
            if field.editMenuController.isMenuVisible, field.editMenuController.targetView === field {
                field.editMenuController.hideMenu()
            } else {
                _ = field.showEditMenu(for: .pointer(point), from: .touch)
            }
        }
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
