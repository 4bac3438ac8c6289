import EditMenu
import Foundation
import GLibKit

/// What ``TextEditor`` needs of the toolkit widget that holds and shows the
/// text: GTK 3's GtkEntry and GtkTextView buffer (EditMenuGTK), GTK 4's
/// GtkEntry and GtkTextBuffer (EditMenuGTK4), or a string in memory (the
/// tests). Everything else — the standard actions, the paste pipeline, undo,
/// long edits — is written once, over this.
///
/// A storage is also the `TextDocument` a `TextEditJob` edits. Offsets are
/// the toolkit's code points. The edits made here are the program's: they
/// ignore the widget's editable flag and never scroll.
///
/// A storage tells the editor's ``TextEditRecorder`` of every change, before
/// and after it is made (GtkEditable's `insert-text`/`delete-text`,
/// GtkTextBuffer's `insert-text`/`delete-range`), whoever makes it, from
/// ``report(to:)``.
///
/// ```swift
/// final class MemoryStorage: TextStorage { var text = ""; … }
/// let editor = TextEditor(storage: MemoryStorage(), host: field)
/// ```
@MainActor
package protocol TextStorage: AnyObject {
    /// Calls `handler` after every change of the text, whoever made it,
    /// until the connection is disconnected or the widget goes.
    @discardableResult
    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection

    /// The text between two offsets.
    func characters(in range: Range<Int>) -> String
    /// The same text as UTF-8 bytes, straight from the toolkit's copy of it
    /// (no `String` in between: what a copy puts on the clipboard).
    func utf8(in range: Range<Int>) -> Data
    /// Removes the text between two offsets.
    func deleteCharacters(in range: Range<Int>)
    /// Puts `text` (`count` code points) in at `offset`.
    func insert(_ text: Substring, count: Int, at offset: Int)

    /// The length of the text in code points.
    var length: Int { get }
    /// How much the widget can hold.
    var capacity: TextCapacity { get }
    /// The UTF-8 bytes of the text (what a byte capacity counts).
    var byteCount: Int { get }
    /// The largest piece a long edit inserts or reads at once, in code
    /// points: what the widget takes within a few milliseconds.
    var chunkLength: Int { get }

    /// The selection, or nil when nothing is selected.
    var selection: Range<Int>? { get }
    /// The caret.
    var caret: Int { get }
    /// Selects `range`, the caret at its end.
    func select(_ range: Range<Int>)
    /// The whole text, set by the program.
    func setText(_ text: String)

    /// The toolkit's own editable flag.
    var isEditable: Bool { get set }
    /// Replaces the selection (or inserts at the caret) with `text`, as typing would.
    func replaceSelectionAsTyping(with text: String)
    /// Text as the widget would show it when pasted (a field: one line).
    func pasteable(_ text: String) -> String

    /// Brings the caret into view.
    func scrollToCaret()
    /// The word "Select" picks at `offset`.
    func wordRange(at offset: Int) -> Range<Int>

    /// A long edit begins: text goes in over several turns of the main loop,
    /// and the widget takes no other change meanwhile.
    func longEditWillBegin()
    /// A long edit's text is all in: `done` runs once the widget has laid it
    /// out, so that showing the caret, or typing there, costs a frame.
    func whenLaidOut(_ done: @escaping @MainActor () -> Void)
    /// The long edit is over, done or taken back.
    func longEditDidEnd()
    /// Shows how far a long edit got (0...1), with `label`; nil hides it.
    func showProgress(_ fraction: Double?, label: String)
    /// Calls `handler` when Esc is pressed in the widget, and stops the key
    /// there, until the connection is disconnected (a long edit stops).
    func onEscape(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection
    /// The order of the user's input in the widget's window, which holds
    /// that input while a long edit runs there; nil outside a window.
    var inputOrder: InputOrder? { get }

    /// Whether the toolkit's emoji chooser may insert here.
    var allowsEmoji: Bool { get }
    /// Opens the toolkit's emoji chooser.
    func insertEmoji()

    /// Tells `recorder` of every change of the text, before and after it is
    /// made, and of the widget's events that end a typing run or name a
    /// change; refuses other changes while a long edit runs.
    func report(to recorder: TextEditRecorder)
    /// The event the toolkit is handling now, told apart well enough to
    /// group the changes of one keystroke and to name a paste.
    var currentEvent: EventStamp? { get }

    /// The styling a deletion of `range` takes with it, recorded before it so
    /// that Undo puts the text back and then its styling (text views only).
    func stylingRemoved(from range: Range<Int>) -> FormatChange?
    /// Makes a styling change.
    func restyle(_ change: FormatChange)
}

extension TextStorage {
    /// The selection, or the caret as an empty range.
    package var selectionOrCaret: Range<Int> { selection ?? caret..<caret }

    /// How `text`, about to go in while a long edit runs, goes in after it:
    /// as typed at the caret, when it is an input method's commit (no event
    /// under way, or a key); nil for anything else (a drop, a middle-click
    /// paste), which the edit's `EditGuard` refuses.
    package func insertionAfterTheEdit(of text: String) -> (@MainActor () -> Void)? {
        guard currentEvent == nil || currentEvent?.kind == .key else { return nil }
        return { [weak self] in self?.replaceSelectionAsTyping(with: text) }
    }
}
