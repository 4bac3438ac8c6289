import EditMenu
import EditMenuSpelling
import Foundation
import GtkKit4

/// What GTK 4's two storages (``EntryStorage``, ``TextBufferStorage``) do
/// alike, written once: input seen through ``TextEvents``, other changes
/// refused through an `EditGuard` while a long edit runs, and no emoji
/// chooser yet. Styling is the text view's (``TextBufferStorage``). How a long edit's pieces and progress look is
/// each storage's own, and so are the underlines of misspelled words (`SpellingStorage`).
@MainActor
protocol GtkTextStorage: SpellingStorage {
    var events: TextEvents { get }
    var editGuard: EditGuard { get }
}

extension GtkTextStorage {
    func longEditWillBegin() {
        editGuard.isOn = true
        events.isLongEditRunning = true
    }
    /// GTK 4 lays text out as it draws it: nothing to wait for yet.
    func whenLaidOut(_ done: @escaping @MainActor () -> Void) { done() }
    func longEditDidEnd() {
        editGuard.isOn = false
        events.isLongEditRunning = false
    }
    func onEscape(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection { events.onEscape(handler) }
    var currentEvent: EventStamp? { events.current }

    var allowsEmoji: Bool { false }
    func insertEmoji() {}

    func utf8(in range: Range<Int>) -> Data { Data(characters(in: range).utf8) }
}
