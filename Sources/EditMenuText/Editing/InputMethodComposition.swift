import EditMenu

/// What an input method is composing in a text widget: the pre-edit it
/// shows at the caret ("にほんご" while a Japanese user types "nihongo"),
/// not in the text until the user commits it. Each toolkit's text view
/// tells it of the widget's `preedit-changed`, and commits it before an
/// action (the behaviour contract's composition rule, ARCHITECTURE.md):
/// GTK itself ends a composition by resetting the input method whenever it
/// moves the caret or the selection, and most input methods (IBus's Anthy
/// among them) then throw it away.
///
/// ```swift
/// entry.connect(.preeditChanged) { composition.preeditChanged(to: $0) }
/// composition.commit(into: storage)   // before Paste: "にほんご" goes in first
/// ```
@MainActor
package final class InputMethodComposition {
    /// The pre-edit the input method shows at the caret; "" when it composes nothing.
    package private(set) var text = ""
    /// Makes the widget's input method end its composition (GTK's reset).
    private let resetInputMethod: @MainActor () -> Void

    package init(resettingWith resetInputMethod: @escaping @MainActor () -> Void) {
        self.resetInputMethod = resetInputMethod
    }

    /// Whether the input method is composing.
    package var isActive: Bool { !text.isEmpty }

    /// The widget's `preedit-changed`.
    package func preeditChanged(to text: String) { self.text = text }

    /// Puts the composition into `storage`'s text where the input method
    /// shows it, at the caret, as typing (one "Typing" undo step), and ends
    /// it in the input method. A selection stays on the text it selected.
    ///
    /// The input method is reset first: one that commits on a reset has then
    /// put the composition in itself; one that throws it away (IBus's
    /// engines do) leaves it to be put in here.
    package func commit(into storage: any TextStorage) {
        let pending = text
        guard !pending.isEmpty else { return }
        text = ""
        let length = storage.length
        resetInputMethod()
        guard storage.length == length else { return }
        let caret = storage.caret, selection = storage.selection
        let count = pending.unicodeScalars.count
        storage.insert(Substring(pending), count: count, at: caret)
        if let selection {
            let moved = selection.lowerBound >= caret
            storage.select(moved ? selection.lowerBound + count..<selection.upperBound + count : selection)
        } else {
            storage.select(caret + count..<caret + count)
        }
    }
}
