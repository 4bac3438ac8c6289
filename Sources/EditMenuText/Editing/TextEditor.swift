import EditMenu
import Foundation
import GLibKit

/// What a ``TextEditor`` asks of the view it edits for: the toolkit's text
/// field or text view.
@MainActor
package protocol TextEditorHost: AnyObject {
    /// True once the toolkit destroyed the widget.
    var isDestroyed: Bool { get }
    /// The view's name in messages.
    var diagnosticName: String { get }
    /// False where nothing typed may be kept (a password field).
    var keepsUndoHistory: Bool { get }
    /// Whether the selection may leave the widget (not from a password field).
    var allowsCopying: Bool { get }
    /// Styled text on `pasteboard` read in preference to plain text, or nil.
    func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent?
    /// What Copy and Cut put on the clipboard for `range` (`text`: its text,
    /// when the caller has read it already).
    func pasteboardItem(for range: Range<Int>, text: String?) -> PasteboardItem
    /// The styles text put in at `offset` takes to match the text around it
    /// (Paste and Match Style); nil where the view takes no styles.
    func stylesAround(_ offset: Int) -> Set<TextStyle>?
}

extension TextEditorHost {
    package var keepsUndoHistory: Bool { true }
    package var allowsCopying: Bool { true }
    package func styledPaste(from pasteboard: any Pasteboard, limit: Int) async throws -> PastedContent? { nil }
    package func stylesAround(_ offset: Int) -> Set<TextStyle>? { nil }
}

/// The text-editing rules every text widget shares, on either toolkit,
/// written once over a ``TextStorage``: the text and selection, the standard
/// actions and when each is enabled, the paste pipeline (read without
/// blocking, NULs removed, invalid UTF-8 and text that does not fit refused
/// whole), undo recording and replay, and long edits (a big paste or undo
/// going in a piece at a time, Esc stopping it).
///
/// A toolkit's text view makes one over its storage and forwards its public
/// API here:
///
/// ```swift
/// editor = TextEditor(storage: EntryStorage(entry), host: self)
/// editor.registerStandardActions(on: self)
/// editor.paste(from: Pasteboards.general)
/// ```
@MainActor
@_spi(Toolkit)
public final class TextEditor {
    package let storage: any TextStorage
    package private(set) var recorder: TextEditRecorder!
    /// The paste or undo going in a piece at a time, if any.
    package private(set) var longEdit: LongTextEdit?
    /// The view the editor works for. Weak: a paste still reading another
    /// application's clipboard holds the editor, and finds its view gone
    /// when the window was closed meanwhile.
    weak var host: (any TextEditorHost)?

    /// The longest text a paste inserts, in code points, or nil for no limit
    /// of the application's (the widget's capacity holds anyway).
    package var maximumPasteLength: Int?

    package let pasteFailedSignal = SwiftSignal<@MainActor (PasteFailure) -> Void>()
    package let pastedSignal = SwiftSignal<@MainActor (PastedText) -> Void>()

    package init(storage: any TextStorage, host: any TextEditorHost) {
        self.storage = storage
        self.host = host
        recorder = TextEditRecorder(storage) { [weak host] in host?.keepsUndoHistory ?? false }
        storage.report(to: recorder)
    }

    /// The widget is going: its handlers go with it and a long edit stops.
    package func widgetWillBeDestroyed() {
        pasteFailedSignal.disconnectAll()
        pastedSignal.disconnectAll()
        longEdit?.stop()
    }

    package var isDestroyed: Bool { host?.isDestroyed ?? true }
    var diagnosticName: String { host?.diagnosticName ?? "a text view that is gone" }

    // MARK: Text and selection

    /// The whole text; setting it is the program's change (not recorded, and
    /// the history is forgotten), stopping a long edit first.
    package var text: String {
        get { storage.characters(in: 0..<storage.length) }
        set {
            longEdit?.stop()
            recorder.withoutRecording { storage.setText(newValue) }
        }
    }

    /// Replaces the whole text as one undoable step named `actionName`, the
    /// caret at the end.
    package func replaceText(with newText: String, undoableAs actionName: String) {
        longEdit?.stop()
        recorder.recording(actionName) {
            storage.setText(newText)
            storage.select(storage.length..<storage.length)
        }
    }

    /// Replaces the text in `range` with `replacement` as one undo step
    /// named `actionName`, the caret after it.
    package func replaceCharacters(in range: Range<Int>, with replacement: String, undoableAs actionName: String) {
        recorder.recording(actionName) {
            storage.deleteCharacters(in: range)
            let count = replacement.unicodeScalars.count
            storage.insert(Substring(replacement), count: count, at: range.lowerBound)
            storage.select((range.lowerBound + count)..<(range.lowerBound + count))
        }
    }

    /// Whether the user may change the text now: the widget is editable and
    /// no long edit is under way.
    package var canEdit: Bool { storage.isEditable && longEdit == nil }

    // MARK: Long edits

    /// Starts showing a long edit named `title`; `stop` ends it.
    package func beginLongEdit(_ title: String, stop: @escaping @MainActor () -> Void) -> LongTextEdit {
        let edit = LongTextEdit(title: title, in: self, stop: stop)
        longEdit = edit
        storage.longEditWillBegin()
        return edit
    }

    package func endLongEdit(_ edit: LongTextEdit) {
        edit.finish()
        guard longEdit === edit else { return }
        longEdit = nil
        guard !isDestroyed else { return }
        storage.longEditDidEnd()
    }

    /// How long a piece of a long edit may run before the main loop goes on:
    /// half a frame, so the window draws and takes input at its full rate.
    package static let sliceMicroseconds: Int64 = 8_000

    /// Plays `player` to its end over turns of the main loop, showing its
    /// progress in `edit`; when it put in more than a piece of text, waits
    /// until the widget has laid the text out (so that showing the caret and
    /// typing there are quick again). Throws `CancellationError` when
    /// stopped, after taking back what it did.
    func play(_ player: TextChangePlayer, in edit: LongTextEdit) async throws {
        func stopIfAsked() throws {
            guard Task.isCancelled || isDestroyed else { return }
            if !isDestroyed { player.rollBack() }
            throw CancellationError()
        }
        while !player.isFinished {
            try stopIfAsked()
            player.advance(for: Self.sliceMicroseconds)
            edit.report(player.progress)
            if !player.isFinished { await GLib.MainLoop.letGTKRun() }
        }
        // What fits in one piece the toolkit lays out as fast as it draws it,
        // and text taken out leaves it nothing to lay out.
        guard player.insertedCount > storage.chunkLength else { return }
        let laidOut = Wakeup()
        storage.whenLaidOut { laidOut.fire() }
        edit.reportLayingOut()
        await laidOut.wait()
        try stopIfAsked()
    }
}
