import EditMenu
import Foundation
import GtkKit

/// What ``EditableText`` needs of the GTK widget that holds and shows the
/// text: a GtkEntry (``EntryStorage``) or a GtkTextView's buffer
/// (``TextBufferStorage``). Everything else — the standard actions, the
/// paste pipeline, undo, long edits, touch — is written once, over this.
///
/// A storage is also the `TextDocument` a ``TextEditJob`` edits (on the main
/// actor). Offsets are GTK's code points. The edits made here are the program's:
/// they ignore the widget's editable flag and never scroll.
@MainActor
protocol TextStorage: AnyObject {
    /// The widget the view wraps.
    var widget: Gtk.Widget { get }
    /// Calls `handler` after every change of the text, whoever made it (the
    /// `changed` signal of the entry, or of the text buffer), until the
    /// connection is disconnected or the widget goes.
    @discardableResult
    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection

    /// The text between two offsets.
    func characters(in range: Range<Int>) -> String
    /// The same text as UTF-8 bytes, straight from GTK's copy of it (no
    /// `String` in between: what a copy puts on the clipboard).
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

    /// GTK's own editable flag (``EditableText`` turns it off while a long
    /// edit runs).
    var isEditable: Bool { get set }
    /// Replaces the selection (or inserts at the caret) with `text`, as typing would.
    func replaceSelectionAsTyping(with text: String)
    /// Text as the widget would show it when pasted (GtkEntry: one line).
    func pasteable(_ text: String) -> String

    /// Brings the caret into view.
    func scrollToCaret()
    /// The word "Select" picks at `offset` (Pango's boundaries).
    func wordRange(at offset: Int) -> Range<Int>
    /// The code point under `point` (widget coordinates), or nil.
    func offset(at point: CGPoint) -> Int?
    /// Where a touch menu points: the middle of the selection (or caret), in
    /// widget coordinates.
    var touchMenuPoint: CGPoint { get }

    /// The text spell checking looks at now: what is on screen, and a little
    /// around it (``SpellingUnderline``).
    var spellCheckWindow: Range<Int> { get }
    /// Underlines `misspelled` as GTK's spell checkers do (a wavy error
    /// line), and nothing else within `window`.
    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>)
    /// Calls `handler` when what is on screen moves (scrolling, a new size).
    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void)

    /// A long edit begins: text goes in over several turns of the main loop.
    func longEditWillBegin()
    /// A long edit's text is all in: `done` runs once the widget has laid it
    /// out, so that showing the caret, or typing there, costs a frame.
    func whenLaidOut(_ done: @escaping @MainActor () -> Void)
    /// The long edit is over, done or taken back.
    func longEditDidEnd()

    /// Shows how far a long edit got (0...1), with `label`; nil hides it.
    func showProgress(_ fraction: Double?, label: String)

    /// Whether GTK's emoji chooser may insert here.
    var allowsEmoji: Bool { get }
    /// Opens GTK's emoji chooser.
    func insertEmoji()

    /// Refuses changes while a long edit runs (``EditGuard``), then tells
    /// `recorder` of every change of the text, before and after it is made
    /// (GtkEditable's `insert-text`/`delete-text`, GtkTextBuffer's
    /// `insert-text`/`delete-range`), and of the widget's events that end a
    /// typing run or name a change (``TextEditRecorder/watchEvents(of:)``).
    func report(to recorder: TextEditRecorder)

    /// The styling a deletion of `range` takes with it, recorded before it so
    /// that Undo puts the text back and then its styling (text views only).
    func stylingRemoved(from range: Range<Int>) -> FormatChange?
    /// Makes a styling change.
    func restyle(_ change: FormatChange)
}
