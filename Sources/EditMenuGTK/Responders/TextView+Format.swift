import EditMenu
import Foundation
import GtkKit

extension TextView {
    /// What the menu calls the submenu of styles.
    public static var formatMenuTitle: String { tr("Format") }

    // MARK: Reading and setting styles

    /// The parts of `range` that have `style`, in order.
    func styledRanges(_ style: TextStyle, in range: Range<Int>) -> [Range<Int>] {
        bufferStorage.text.styledRanges(style, in: range)
    }

    /// Whether all of `range` has `style` (on), none of it (off), or some (mixed).
    func state(of style: TextStyle, in range: Range<Int>) -> MenuElementState {
        bufferStorage.text.state(of: style, in: range)
    }

    /// Bold, Italic or Underline over the selection, as one undoable step:
    /// off where all of it has the style, on otherwise (mixed becomes on).
    func toggle(_ style: TextStyle) {
        guard let range = selectedOffsets else { return }
        let change = bufferStorage.text.toggling(style, over: range)
        recorder.record(.format(change), named: style.action.localizedTitle)
        bufferStorage.restyle(change)
    }

    func registerFormatActions() {
        for style in TextStyle.allCases {
            handle(style.action, when: { [weak self] _ in
                self.map { $0.allowsEditingTextAttributes && $0.isEditable && !$0.isPerformingLongEdit && $0.selectedOffsets != nil } ?? false
            }) { [weak self] _ in
                self?.toggle(style)
            }
        }
    }

    // MARK: The Format submenu

    /// `menu` with Bold, Italic and Underline gathered in a "Format"
    /// submenu, each showing the selection's state.
    func withFormatSubmenu(_ menu: ResolvedMenu) -> ResolvedMenu {
        bufferStorage.text.withFormatSubmenu(menu, for: selectedOffsets, title: Self.formatMenuTitle)
    }
}
