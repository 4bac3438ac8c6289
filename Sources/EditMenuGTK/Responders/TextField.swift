import CGtk
import EditMenu
import Foundation

extension Action {
    /// Opens GTK's emoji chooser in a text field (GtkEntry's "Insert Emoji").
    public static let insertEmoji = Action("insertEmoji")
}

extension MenuItem {
    /// "Insert Emoji" (in the desktop's language, as GtkEntry says it),
    /// offered wherever a text field can insert one.
    @MainActor
    public static var insertEmoji: MenuItem {
        MenuItem(title: Action.insertEmoji.localizedTitle, action: .insertEmoji, iconName: "face-smile-symbolic", id: MenuElementID("insert-emoji"))
    }
}

/// A single-line text field (`GtkEntry`) that is a first responder with the
/// standard edit actions — Cut, Copy, Paste, Delete, Select, Select All,
/// Paste Selection and Insert Emoji — answered from its text, selection and
/// the pasteboards, so menus and Ctrl+X/C/V/A agree.
///
/// GTK's own entry menu never opens: right-click, long-press and the Menu
/// key show the edit menu instead.
///
/// Pasting is defensive, because another application decides what is on the
/// clipboard: text longer than ``maximumPasteLength`` is refused, NUL
/// characters are removed, big text is decoded off the main actor, and an
/// owner that does not answer is reported after
/// ``GtkPasteboard/answerTimeout`` — the text stays as it was whenever
/// nothing valid arrives.
///
/// **Undo.** Every change the user makes is recorded: typing (in runs that
/// break at a pause, at whitespace after a word and when the caret jumps),
/// Cut, Paste, Paste Selection, Delete, a middle-click paste, a drop and an
/// input method's commit. Undo (Ctrl+Z) restores the text and the selection
/// as they were; Redo (Ctrl+Shift+Z or Ctrl+Y) makes the change again. Both
/// show first in the menu when there is something to undo or redo. What the
/// program sets through ``text`` is not undoable and clears the history;
/// ``replaceText(with:undoableAs:)`` makes a change the user can undo. The
/// history keeps `UndoHistory/Limits/standard` (100 steps, 1 MiB); a
/// password field (``isTextVisible`` false) keeps none.
///
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.accessibleName = "Text field"
/// field.onPasteFailed { error in log.append("Paste failed: \(error)") }
/// field.replaceText(with: "Hello", undoableAs: "Paste")
/// field.undoActionName   // "Paste"
/// ```
@MainActor
open class TextField: View {
    /// Calls `handler` with the reason each time a paste finds nothing
    /// usable (no text offered, invalid UTF-8, too long, an owner that
    /// vanished or did not answer); the text is left as it was. The returned
    /// connection removes the handler.
    ///
    /// ```swift
    /// field.onPasteFailed { error in statusLine.text = "Nothing pasted: \(error)" }
    /// ```
    @discardableResult
    public func onPasteFailed(_ handler: @escaping @MainActor (any Error) -> Void) -> SignalConnection {
        pasteFailedSignal.connect(handler)
    }
    private let pasteFailedSignal = SwiftSignal<@MainActor (any Error) -> Void>()

    /// Calls `handler` after every change of the text, whoever made it
    /// (typing, a paste, an undo, the program setting ``text``). The returned
    /// connection removes the handler.
    ///
    /// ```swift
    /// field.onChanged { [unowned field] in save(field.text) }
    /// ```
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        object.connect(.changed, handler)
    }

    /// The longest text a paste inserts, in characters (Unicode scalars, as
    /// GTK counts them); longer text is refused with
    /// ``PasteRefusal/tooLong(byteCount:limit:)``. GtkEntry lays its whole
    /// text out as one Pango line on every change, so the limit is what keeps
    /// a paste (and each keystroke after it) within a frame budget.
    public var maximumPasteLength = TextField.defaultMaximumPasteLength

    /// 4,096 characters: long URLs and tokens fit. Measured on GTK 3.24 (Xvfb,
    /// two cores), laying out 4,096 characters takes 10-80 ms depending on the
    /// script (ASCII cheapest; CJK, emoji and Arabic mixed dearest), while
    /// 65,536 ASCII characters already take about 100 ms and 16,000 mixed-script
    /// ones 400 ms. Raise it for fields that only ever get plain ASCII.
    public static let defaultMaximumPasteLength = 4_096

    public init(placeholder: String? = nil) {
        super.init(wrapping: OpaquePointer(gtk_entry_new()))
        if let placeholder { gtk_entry_set_placeholder_text(entry, placeholder) }
        acceptsFirstResponder = true
        suppressesBuiltInContextMenu = true
        editMenuTriggers = .standard
        registerStandardActions()
        recorder = TextEditRecorder(self)
        report(to: recorder)
        touch = TextFieldTouch(self)
        object.connect(.changed) { [menuRefresh] in menuRefresh.textChanged() }
        // Its handlers go with the widget's, as GLib drops those on destroy.
        object.connect(.destroy) { [weak self] in self?.pasteFailedSignal.disconnectAll() }
    }

    /// A menu up while the text changes follows it once the keys pause.
    private let menuRefresh = MenuRefreshAfterTyping()

    /// Records the user's changes for Undo and Redo.
    private var recorder: TextEditRecorder<TextField>!
    /// Long press on a word, tap on the selection.
    var touch: TextFieldTouch?

    /// A long touch selects the word under the finger before the menu shows.
    @discardableResult
    open override func showEditMenu(for trigger: EditMenuTriggerEvent = .programmatic,
                                    from source: MenuInputSource? = nil) -> EditMenuController.ShowResult {
        if case .longPress(let point) = trigger, source == .touch { selectWordForTouch(at: point) }
        return super.showEditMenu(for: trigger, from: source)
    }

    var entry: UnsafeMutablePointer<GtkEntry> { object.as(GtkEntry.self) }
    var editable: OpaquePointer { OpaquePointer(object.pointer) }

    // MARK: Text and selection
    //
    // Positions are `String.Index`es into `text`; GTK's code-point offsets
    // are converted by `TextOffsets` and nowhere else.

    /// The field's text. Setting it is the program's change, not the
    /// user's: it cannot be undone, and it clears the undo history (use
    /// ``replaceText(with:undoableAs:)`` for a change the user can undo).
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { recorder.withoutRecording { gtk_entry_set_text(entry, newValue) } }
    }

    /// Replaces the whole text with `newText` as one step the user can
    /// undo, named `actionName` ("Undo Paste"); the caret goes to the end.
    ///
    /// ```swift
    /// field.replaceText(with: clipboardText, undoableAs: Action.paste.localizedTitle)
    /// ```
    public func replaceText(with newText: String, undoableAs actionName: String) {
        recorder.recording(actionName) {
            gtk_entry_set_text(entry, newText)
            gtk_editable_set_position(editable, -1)
        }
    }

    /// The caret position, an index into ``text``.
    ///
    /// ```swift
    /// field.cursorPosition = field.text.endIndex   // the caret after the last character
    /// ```
    public var cursorPosition: String.Index {
        get { TextOffsets(text).index(at: Int(gtk_editable_get_position(editable))) }
        set { gtk_editable_set_position(editable, TextOffsets.gtk(TextOffsets(text).offset(of: newValue))) }
    }

    /// The selected range of ``text``, or nil when nothing is selected.
    ///
    /// ```swift
    /// if let range = field.selectedRange { print(field.text[range]) }
    /// ```
    public var selectedRange: Range<String.Index>? {
        selectedOffsets.map { TextOffsets(text).range(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// The selected text, exactly as GTK holds it, or nil.
    public var selectedText: String? {
        selectedOffsets.map(characters(in:))
    }

    /// Selects `range` of ``text`` (the caret goes to its end).
    ///
    /// ```swift
    /// if let word = field.text.range(of: "world") { field.select(word) }
    /// ```
    public func select(_ range: Range<String.Index>) {
        selectOffsets(TextOffsets(text).offsets(of: range))
    }

    /// Selects the whole text.
    public func selectAll() {
        gtk_editable_select_region(editable, 0, -1)
    }

    /// The selection in GTK's code points.
    var selectedOffsets: Range<Int>? {
        var start: gint = 0, end: gint = 0
        guard gtk_editable_get_selection_bounds(editable, &start, &end) != 0 else { return nil }
        return Int(min(start, end))..<Int(max(start, end))
    }

    func selectOffsets(_ range: Range<Int>) {
        gtk_editable_select_region(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound))
    }

    /// Whether the text is shown (false in a password field, which keeps no
    /// undo history).
    public var isTextVisible: Bool {
        get { gtk_entry_get_visibility(entry) != 0 }
        set { gtk_entry_set_visibility(entry, newValue ? 1 : 0) }
    }

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { gtk_editable_get_editable(editable) != 0 }
        set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
    }

    /// Replaces the selection (or inserts at the caret) with `string`, as typing would.
    public func replaceSelection(with string: String) {
        gtk_editable_delete_selection(editable)
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, string, -1, &position)
        gtk_editable_set_position(editable, position)
    }

    // MARK: Undo

    /// The name of the step Undo would take back ("Paste", "Typing"), or nil.
    public var undoActionName: String? { recorder.history.undoActionName }
    /// The name of the step Redo would make again, or nil.
    public var redoActionName: String? { recorder.history.redoActionName }

    /// What undo steps are called that no menu item names: typing, a drop
    /// and the text dragged away. English by default (GTK has no words for
    /// them); an app sets its translations once.
    ///
    /// ```swift
    /// TextField.undoStepNames = .init(typing: tr("Typing"), drop: tr("Drop"), drag: tr("Drag"))
    /// ```
    public struct UndoStepNames: Sendable {
        public var typing: String
        public var drop: String
        public var drag: String

        public init(typing: String = "Typing", drop: String = "Drop", drag: String = "Drag") {
            self.typing = typing
            self.drop = drop
            self.drag = drag
        }
    }

    /// The names of steps the user makes without a menu item.
    public static var undoStepNames = UndoStepNames()

    /// The user's changes, newest last, and those undone.
    public var undoHistory: UndoHistory<TextEdit> { recorder.history }

    /// How much the undo history keeps (`UndoHistory/Limits/standard`).
    public var undoLimits: UndoHistory<TextEdit>.Limits {
        get { recorder.limits }
        set { recorder.limits = newValue }
    }

    /// Takes back the user's last change, restoring the text and selection
    /// as they were; returns its name, nil when there was nothing to undo.
    @discardableResult
    public func undo() -> String? { recorder.undo() }

    /// Makes the last undone change again; returns its name, or nil.
    @discardableResult
    public func redo() -> String? { recorder.redo() }

    /// Runs `body` as the user action `actionName`: what it changes is one
    /// undo step with that name. For a subclass's own menu actions.
    ///
    /// ```swift
    /// field.recordingUndoStep(named: "Uppercase") { field.replaceSelection(with: word.uppercased()) }
    /// ```
    public func recordingUndoStep(named actionName: String, _ body: () -> Void) {
        recorder.recording(actionName, body)
    }

    var textLength: Int { Int(gtk_entry_get_text_length(entry)) }

    /// The text between two code-point offsets.
    func characters(in range: Range<Int>) -> String {
        consumeGString(gtk_editable_get_chars(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound)))
    }

    /// The selection, or the caret as an empty range, in code points.
    var selectionOrCaret: Range<Int> {
        if let selectedOffsets { return selectedOffsets }
        let caret = Int(gtk_editable_get_position(editable))
        return caret..<caret
    }

    /// Makes `edit`'s change to the text.
    func apply(_ edit: TextEdit) {
        let start = TextOffsets.gtk(edit.offset)
        let removedCount = edit.removed.count
        if removedCount > 0 { gtk_editable_delete_text(editable, start, TextOffsets.gtk(edit.offset + removedCount)) }
        var position = start
        if let inserted = edit.inserted.text, !inserted.isEmpty { gtk_editable_insert_text(editable, inserted, -1, &position) }
    }

    /// Takes focus without selecting everything (GtkEntry's grab_focus would).
    open override func takeKeyboardFocus() {
        gtk_entry_grab_focus_without_selecting(entry)
    }

    // MARK: Standard actions

    private var hasSelection: Bool { selectedOffsets != nil }
    private var isAllSelected: Bool { selectedOffsets == 0..<textLength }
    private var isSecret: Bool { !isTextVisible }

    private func registerStandardActions() {
        handle(.undo, when: { [weak self] _ in self.map { $0.isEditable && $0.recorder.history.canUndo } ?? false }) { [weak self] _ in
            self?.undo()
        }
        handle(.redo, when: { [weak self] _ in self.map { $0.isEditable && $0.recorder.history.canRedo } ?? false }) { [weak self] _ in
            self?.redo()
        }
        handle(.cut, when: { [weak self] _ in self.map { $0.isEditable && $0.hasSelection && !$0.isSecret } ?? false }) { [weak self] _ in
            guard let self, let text = self.selectedText else { return }
            Pasteboards.general.setString(text)
            self.recorder.recording(Action.cut.localizedTitle) { gtk_editable_delete_selection(self.editable) }
        }
        handle(.copy, when: { [weak self] _ in self.map { $0.hasSelection && !$0.isSecret } ?? false }) { [weak self] _ in
            guard let text = self?.selectedText else { return }
            Pasteboards.general.setString(text)
        }
        handle(.paste, when: { [weak self] _ in self?.isEditable == true && Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle)
        }
        handle(.pasteSelection, when: { [weak self] _ in self?.isEditable == true && Pasteboards.selection.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.selection, undoableAs: Action.pasteSelection.localizedTitle)
        }
        handle(.delete, when: { [weak self] _ in self.map { $0.isEditable && $0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            self.recorder.recording(Action.delete.localizedTitle) { gtk_editable_delete_selection(self.editable) }
        }
        handle(.select, when: { [weak self] _ in self.map { !$0.text.isEmpty && !$0.hasSelection } ?? false }) { [weak self] _ in
            self?.selectWordAtCaret()
        }
        handle(.selectAll, when: { [weak self] _ in self.map { !$0.text.isEmpty && !$0.isAllSelected } ?? false }) { [weak self] _ in
            self?.selectAll()
        }
        handle(.insertEmoji, when: { [weak self] _ in self?.canInsertEmoji == true }) { [weak self] _ in
            guard let self else { return }
            self.object.emit(.insertEmoji)
        }
    }

    private var canInsertEmoji: Bool {
        isEditable && (gtk_entry_get_input_hints(entry).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0
    }

    /// Reads text from `pasteboard` without blocking and inserts it at the
    /// selection, as one undo step named `actionName`. Nothing changes when
    /// the pasteboard has no usable text.
    public func paste(from pasteboard: any Pasteboard, undoableAs actionName: String = Action.paste.localizedTitle) {
        let limit = maximumPasteLength
        Task { @MainActor [weak self] in
            do {
                guard let pasted = try await Self.readPastedText(from: pasteboard, maximumLength: limit) else {
                    throw PasteboardError.typeNotAvailable(.utf8PlainText)
                }
                guard let self, !self.isDestroyed else { return }
                if pasted.removedNULs > 0 {
                    Log.message("pasting into \(self.diagnosticName): removed \(pasted.removedNULs) NUL characters")
                }
                self.recorder.recording(actionName) { self.replaceSelection(with: Self.singleLine(pasted.text)) }
            } catch {
                Log.message("paste into \(self?.diagnosticName ?? "a closed text field") failed: \(error)")
                self?.pasteFailedSignal.emit { $0(error) }
            }
        }
    }

    /// The text a paste from `pasteboard` would insert, checked against
    /// ``maximumPasteLength`` and without NULs; nil when no text is offered.
    /// Never blocks the main loop: it waits for the owner asynchronously (at
    /// most ``GtkPasteboard/answerTimeout`` for what it offers) and decodes big
    /// text on another thread. Subclasses with their own paste use it too.
    ///
    /// ```swift
    /// guard let pasted = try await field.readPastedText(from: Pasteboards.general) else { return }
    /// field.text = TextField.singleLine(pasted.text)
    /// ```
    public func readPastedText(from pasteboard: any Pasteboard) async throws -> PastedText? {
        try await Self.readPastedText(from: pasteboard, maximumLength: maximumPasteLength)
    }

    /// ``readPastedText(from:)`` with an explicit limit, for a paste that must
    /// not keep its field alive while it waits (``PastedText/read(from:maximumLength:)``).
    public static func readPastedText(from pasteboard: any Pasteboard, maximumLength: Int) async throws -> PastedText? {
        try await PastedText.read(from: pasteboard, maximumLength: maximumLength)
    }

    /// GtkEntry shows one line; pasted newlines become spaces, as GTK does
    /// for its own entry paste.
    public static func singleLine(_ string: String) -> String {
        string.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }

    private func selectWordAtCaret() {
        selectWord(at: Int(gtk_editable_get_position(editable)))
    }

    /// Selects the word around code-point `offset` (Pango's word boundaries).
    func selectWord(at offset: Int) {
        selectOffsets(TextOffsets(text).wordRange(at: offset))
    }
}
