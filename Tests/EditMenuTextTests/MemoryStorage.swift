import EditMenu
import Foundation
import GLibKit
import Testing
@_spi(Toolkit) @testable import EditMenuText

/// A text widget in memory, as the shared core sees one: code points in an
/// array (as GTK counts them), a selection, and the "will change / did
/// change" reports a toolkit's signals make, whoever changes the text.
@MainActor
final class MemoryStorage: TextStorage {
    private(set) var scalars: [Unicode.Scalar] = []
    private var anchor = 0, cursor = 0
    var capacity = TextCapacity()
    var chunkLength = Int.max
    var isEditable = true
    var currentEvent: EventStamp?
    private weak var recorder: TextEditRecorder?
    private let changed = SwiftSignal<@MainActor () -> Void>()
    private let escape = SwiftSignal<@MainActor () -> Void>()
    private var eventTime: UInt32 = 0
    /// The window's order of input, and whether it holds the window's input now.
    private(set) lazy var inputOrder: InputOrder? = InputOrder { [weak self] in self?.holdsInput = $0 }
    private(set) var holdsInput = false

    var text: String { String(String.UnicodeScalarView(scalars)) }

    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection { changed.connect(handler) }
    func onEscape(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection { escape.connect(handler) }
    func report(to recorder: TextEditRecorder) { self.recorder = recorder }

    func characters(in range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }
    func utf8(in range: Range<Int>) -> Data { Data(characters(in: range).utf8) }
    func deleteCharacters(in range: Range<Int>) {
        guard !range.isEmpty else { return }
        recorder?.textWillBeDeleted(range.lowerBound, range.upperBound)
        scalars.removeSubrange(range)
        anchor = range.lowerBound
        cursor = range.lowerBound
        changed.emit { $0() }
    }
    func insert(_ text: Substring, count: Int, at offset: Int) {
        recorder?.textWillBeInserted(at: offset)
        scalars.insert(contentsOf: text.unicodeScalars, at: offset)
        anchor = offset + count
        cursor = offset + count
        recorder?.textWasInserted()
        changed.emit { $0() }
    }

    var length: Int { scalars.count }
    var byteCount: Int { text.utf8.count }
    var selection: Range<Int>? { anchor == cursor ? nil : min(anchor, cursor)..<max(anchor, cursor) }
    var caret: Int { cursor }
    func select(_ range: Range<Int>) {
        anchor = range.lowerBound
        cursor = range.upperBound
    }
    func setText(_ text: String) {
        deleteCharacters(in: 0..<length)
        insert(Substring(text), count: text.unicodeScalars.count, at: 0)
    }
    func replaceSelectionAsTyping(with text: String) {
        let range = selectionOrCaret
        deleteCharacters(in: range)
        insert(Substring(text), count: text.unicodeScalars.count, at: range.lowerBound)
    }
    func pasteable(_ text: String) -> String { text }
    func scrollToCaret() {}
    func wordRange(at offset: Int) -> Range<Int> {
        var start = min(offset, length), end = start
        while start > 0, !scalars[start - 1].properties.isWhitespace { start -= 1 }
        while end < length, !scalars[end].properties.isWhitespace { end += 1 }
        return start..<end
    }

    private(set) var isInLongEdit = false
    private(set) var progressShown: [Double] = []
    func longEditWillBegin() { isInLongEdit = true }
    func whenLaidOut(_ done: @escaping @MainActor () -> Void) { done() }
    func longEditDidEnd() { isInLongEdit = false }
    func showProgress(_ fraction: Double?, label: String) { fraction.map { progressShown.append($0) } }
    var allowsEmoji: Bool { false }
    func insertEmoji() {}
    func stylingRemoved(from range: Range<Int>) -> FormatChange? { nil }
    /// Each style's code points; ``restyle(_:)`` calls, counted.
    private(set) var styled: [TextStyle: Set<Int>] = [:]
    private(set) var restyles = 0

    func restyle(_ change: FormatChange) {
        restyles += 1
        styled = change.applied(to: styled)
    }

    // MARK: The user

    /// Types `keys`, one key press each (a flag or a ZWJ family is one key
    /// press of several code points, as an input method commits it).
    func type(_ keys: [String]) {
        for key in keys {
            eventTime += 50
            currentEvent = EventStamp(kind: .key, type: 8, time: eventTime)
            replaceSelectionAsTyping(with: key)
            currentEvent = nil
        }
    }

    /// Presses Esc.
    func pressEscape() {
        guard inputOrder?.take(.escape, replay: {}) != true else { return }
        escape.emit { $0() }
    }

    /// Does `action` as a key press or click of the user's would: through
    /// the window's input order first, as the toolkit's event handler hands
    /// it over (held while a long edit runs, replayed after it in order).
    func userDoes(_ action: @escaping @MainActor () -> Void) {
        guard inputOrder?.take(.begins, replay: action) != true else { return }
        action()
    }
}

/// The view a ``TextEditor`` edits for, with the actions it registers.
@MainActor
final class MemoryTextView: Responder, TextEditorHost {
    let storage = MemoryStorage()
    private(set) var editor: TextEditor!
    var isDestroyed = false
    var failures: [PasteFailure] = []
    var pasted: [PastedText] = []

    init() {
        super.init(debugName: "MemoryTextView")
        editor = TextEditor(storage: storage, host: self)
        editor.registerStandardActions(on: self)
        _ = editor.pasteFailedSignal.connect { [weak self] in self?.failures.append($0) }
        _ = editor.pastedSignal.connect { [weak self] in self?.pasted.append($0) }
    }

    func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem {
        PasteboardItem(string: text ?? storage.characters(in: range))
    }

    /// Whether the menu (or the keyboard) would offer `action` now.
    func offers(_ action: Action) -> Bool { canPerformAction(action, withSender: .program) }

    /// Chooses `action` as from the menu.
    func choose(_ action: Action) {
        guard offers(action) else {
            Issue.record("\(action) is not offered")
            return
        }
        _ = perform(action, sender: .program)
    }

    /// Waits until the paste or undo under way is done, and what the user
    /// did meanwhile is replayed to its end (a test that let its view go
    /// while a replay still ran had it touch a view that was gone).
    func settle() async {
        func busy() -> Bool { editor.longEdit != nil || storage.holdsInput || storage.inputOrder?.isIdle == false }
        let deadline = ContinuousClock.now + .seconds(60)
        while busy() && ContinuousClock.now < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
    }
}

extension FormatChange {
    /// `styled` with this change made: each style it names is on exactly its
    /// `styledAfter` parts of its range.
    func applied(to styled: [TextStyle: Set<Int>]) -> [TextStyle: Set<Int>] {
        var styled = styled
        for (style, runs) in styledAfter {
            var points = styled[style, default: []].subtracting(range)
            for run in runs { points.formUnion(run) }
            styled[style] = points
        }
        return styled
    }
}
