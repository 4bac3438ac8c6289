import CGtk
import EditMenu
import Foundation

/// A multi-line text view (`GtkTextView`) that is a first responder with the
/// standard edit actions — Cut, Copy, Paste, Delete, Select, Select All,
/// Paste Selection, Undo, Redo and Insert Emoji — answered from its buffer,
/// its selection and the pasteboards, so menus and keys agree. With
/// ``allowsEditingTextAttributes`` it also styles text: Bold, Italic and
/// Underline in a "Format" submenu, with Ctrl+B, Ctrl+I and Ctrl+U.
///
/// The rules of ``TextField`` hold here too: GTK's own context menu never
/// opens, positions are `String.Index`es converted exactly from GTK's code
/// points, menus leave the keyboard in the text, and a paste is defensive
/// (``maximumPasteLength``, NULs removed, an owner that does not answer
/// reported). Undo and Redo keep the same history, with the same typing
/// runs, as a text field; styling is undoable too.
///
/// Put it in a ``ScrolledView`` to scroll.
///
/// ```swift
/// let notes = TextView(text: "Shopping:\n- tea\n- bread")
/// notes.accessibleName = "Notes text"
/// notes.allowsEditingTextAttributes = true
/// window.setContent(ScrolledView(notes, minimumHeight: 160))
/// ```
@MainActor
open class TextView: View {
    /// The longest text a paste inserts, in characters (Unicode scalars, as
    /// GTK counts them); longer text is refused with
    /// ``PasteRefusal/tooLong(byteCount:limit:)``.
    public var maximumPasteLength = TextView.defaultMaximumPasteLength

    /// 65,536 characters (64 Ki), 16 times a text field's. The text goes into
    /// the buffer in a few milliseconds; what costs is laying it out, which
    /// GtkTextView does after the paste, a paragraph at a time (one long
    /// paragraph is laid out whole). Measured on GTK 3.24 (Xvfb, two cores),
    /// the longest main-loop turn after a paste of 16,384 characters is about
    /// 50 ms, of 65,536 about 200 ms (one paragraph, or lines mixing CJK,
    /// Hebrew and emoji), and of 262,144 0.4–1.4 s, which is why the limit
    /// stops there. Raise it for text views that take long logs.
    public static let defaultMaximumPasteLength = 65_536

    /// Calls `handler` with the reason each time a paste finds nothing
    /// usable; the text is left as it was. The returned connection removes
    /// the handler.
    ///
    /// ```swift
    /// notes.onPasteFailed { error in statusLine.text = "Nothing pasted: \(error)" }
    /// ```
    @discardableResult
    public func onPasteFailed(_ handler: @escaping @MainActor (any Error) -> Void) -> SignalConnection {
        pasteFailedSignal.connect(handler)
    }
    let pasteFailedSignal = SwiftSignal<@MainActor (any Error) -> Void>()

    /// Calls `handler` after every change of the text, whoever made it. The
    /// returned connection removes the handler.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        bufferObject.connect(.changed, handler)
    }

    /// Whether the user may style the text: Bold, Italic and Underline, in a
    /// "Format" submenu of the edit menu and on Ctrl+B, Ctrl+I and Ctrl+U,
    /// each showing whether the selection has it (on, off or mixed). A copy
    /// then carries the styling to other styled text views of this
    /// application; other applications get plain text. Off by default, as
    /// UITextView has it.
    public var allowsEditingTextAttributes = false

    /// Records the user's changes for Undo and Redo.
    var recorder: TextEditRecorder<TextView>!
    /// A menu up while the text changes follows it once the keys pause.
    private let menuRefresh = MenuRefreshAfterTyping()

    public init(text: String = "") {
        super.init(wrapping: OpaquePointer(gtk_text_view_new()))
        gtk_text_view_set_wrap_mode(textView, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(textView, 6)
        gtk_text_view_set_right_margin(textView, 6)
        gtk_text_view_set_top_margin(textView, 4)
        gtk_text_view_set_bottom_margin(textView, 4)
        gtk_text_buffer_set_text(buffer, text, -1)
        acceptsFirstResponder = true
        suppressesBuiltInContextMenu = true
        editMenuTriggers = .standard
        createStyleTags()
        registerStandardActions()
        registerFormatActions()
        recorder = TextEditRecorder(self)
        report(to: recorder)
        touch = TextViewTouch(self)
        bufferObject.connect(.changed) { [menuRefresh] in menuRefresh.textChanged() }
        object.connect(.destroy) { [weak self] in self?.pasteFailedSignal.disconnectAll() }
    }

    /// A tap on the selection shows our menu, not GTK's selection bubble.
    private var touch: TextViewTouch?

    var textView: UnsafeMutablePointer<GtkTextView> { object.as(GtkTextView.self) }
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    var bufferObject: GObjectRef { GObjectRef(retaining: UnsafeMutableRawPointer(buffer)) }

    // MARK: Text and selection
    //
    // Positions are `String.Index`es into `text`; GTK's code-point offsets
    // are converted by `TextOffsets` and nowhere else.

    /// The whole text. Setting it is the program's change, not the user's:
    /// it cannot be undone, and it clears the undo history.
    public var text: String {
        get { characters(in: 0..<textLength) }
        set { recorder.withoutRecording { gtk_text_buffer_set_text(buffer, newValue, -1) } }
    }

    /// The caret position, an index into ``text``.
    public var cursorPosition: String.Index {
        get { TextOffsets(text).index(at: caretOffset) }
        set {
            var iter = iterator(at: TextOffsets(text).offset(of: newValue))
            gtk_text_buffer_place_cursor(buffer, &iter)
        }
    }

    /// The selected range of ``text``, or nil when nothing is selected.
    public var selectedRange: Range<String.Index>? {
        selectedOffsets.map { TextOffsets(text).range(from: $0.lowerBound, to: $0.upperBound) }
    }

    /// The selected text, exactly as GTK holds it, or nil.
    public var selectedText: String? { selectedOffsets.map(characters(in:)) }

    /// Selects `range` of ``text`` (the caret goes to its end).
    ///
    /// ```swift
    /// if let word = notes.text.range(of: "tea") { notes.select(word) }
    /// ```
    public func select(_ range: Range<String.Index>) {
        selectOffsets(TextOffsets(text).offsets(of: range))
    }

    /// Selects the whole text.
    public func selectAll() { selectOffsets(0..<textLength) }

    /// Whether the user can change the text.
    public var isEditable: Bool {
        get { gtk_text_view_get_editable(textView) != 0 }
        set { gtk_text_view_set_editable(textView, newValue ? 1 : 0) }
    }

    /// Replaces the selection (or inserts at the caret) with `string`, as typing would.
    public func replaceSelection(with string: String) {
        gtk_text_buffer_delete_selection(buffer, 1, gtk_text_view_get_editable(textView))
        gtk_text_buffer_insert_interactive_at_cursor(buffer, string, -1, gtk_text_view_get_editable(textView))
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
    }

    /// The chain's suggestion with Bold, Italic and Underline gathered in a
    /// "Format" submenu, each showing the selection's state; then whatever
    /// the delegate makes of it.
    open override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        let formatted = withFormatSubmenu(suggestedActions)
        return super.editMenu(suggestedActions: formatted) ?? formatted
    }

    /// Takes focus (GtkTextView keeps its selection when it gets the keyboard).
    open override func takeKeyboardFocus() {
        gtk_widget_grab_focus(widget)
    }

    // MARK: Offsets

    var textLength: Int { Int(gtk_text_buffer_get_char_count(buffer)) }

    var caretOffset: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return Int(gtk_text_iter_get_offset(&iter))
    }

    /// The selection in GTK's code points.
    var selectedOffsets: Range<Int>? {
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
        let from = Int(gtk_text_iter_get_offset(&start)), to = Int(gtk_text_iter_get_offset(&end))
        return min(from, to)..<max(from, to)
    }

    /// The selection, or the caret as an empty range, in code points.
    var selectionOrCaret: Range<Int> { selectedOffsets ?? caretOffset..<caretOffset }

    func selectOffsets(_ range: Range<Int>) {
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        // The caret goes to the end, as in a text field.
        gtk_text_buffer_select_range(buffer, &end, &start)
    }

    func iterator(at offset: Int) -> GtkTextIter {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer, &iter, TextOffsets.gtk(offset))
        return iter
    }

    /// The text between two code-point offsets.
    func characters(in range: Range<Int>) -> String {
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        return consumeGString(gtk_text_buffer_get_text(buffer, &start, &end, 1))
    }

    func selectWord(at offset: Int) {
        selectOffsets(TextOffsets(text).wordRange(at: offset))
    }

    // MARK: Undo

    /// The name of the step Undo would take back ("Paste", "Typing", "Bold"), or nil.
    public var undoActionName: String? { recorder.history.undoActionName }
    /// The name of the step Redo would make again, or nil.
    public var redoActionName: String? { recorder.history.redoActionName }

    /// Takes back the user's last change (text or styling), restoring the
    /// selection as it was; returns its name, nil when there was nothing to undo.
    @discardableResult
    public func undo() -> String? { recorder.undo() }

    /// Makes the last undone change again; returns its name, or nil.
    @discardableResult
    public func redo() -> String? { recorder.redo() }

    /// Forgets every undo and redo step (the text and its styling stay).
    public func clearUndoHistory() { recorder.forgetHistory() }

    /// Runs `body` as the user action `actionName`: what it changes is one
    /// undo step with that name.
    ///
    /// ```swift
    /// notes.recordingUndoStep(named: "Uppercase") { notes.replaceSelection(with: word.uppercased()) }
    /// ```
    public func recordingUndoStep(named actionName: String, _ body: () -> Void) {
        recorder.recording(actionName, body)
    }

    // MARK: Standard actions

    private var hasSelection: Bool { selectedOffsets != nil }

    private func registerStandardActions() {
        handle(.undo, when: { [weak self] _ in self.map { $0.isEditable && $0.recorder.history.canUndo } ?? false }) { [weak self] _ in
            self?.undo()
        }
        handle(.redo, when: { [weak self] _ in self.map { $0.isEditable && $0.recorder.history.canRedo } ?? false }) { [weak self] _ in
            self?.redo()
        }
        handle(.cut, when: { [weak self] _ in self.map { $0.isEditable && $0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            self.copySelection()
            self.recorder.recording(Action.cut.localizedTitle) { gtk_text_buffer_delete_selection(self.buffer, 1, 1) }
        }
        handle(.copy, when: { [weak self] _ in self?.hasSelection == true }) { [weak self] _ in
            self?.copySelection()
        }
        handle(.paste, when: { [weak self] _ in self?.isEditable == true && Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle)
        }
        handle(.pasteSelection, when: { [weak self] _ in self?.isEditable == true && Pasteboards.selection.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.selection, undoableAs: Action.pasteSelection.localizedTitle)
        }
        handle(.delete, when: { [weak self] _ in self.map { $0.isEditable && $0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            self.recorder.recording(Action.delete.localizedTitle) { gtk_text_buffer_delete_selection(self.buffer, 1, 1) }
        }
        handle(.select, when: { [weak self] _ in self.map { $0.textLength > 0 && !$0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            self.selectWord(at: self.caretOffset)
        }
        handle(.selectAll, when: { [weak self] _ in
            self.map { $0.textLength > 0 && $0.selectedOffsets != 0..<$0.textLength } ?? false
        }) { [weak self] _ in
            self?.selectAll()
        }
        handle(.insertEmoji, when: { [weak self] _ in self?.canInsertEmoji == true }) { [weak self] _ in
            self?.object.emit(.insertEmoji)
        }
    }

    private var canInsertEmoji: Bool {
        isEditable && (gtk_text_view_get_input_hints(textView).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0
    }

    /// Reads text from `pasteboard` without blocking and inserts it at the
    /// selection, as one undo step named `actionName`: styled text when it
    /// was copied from a styled text view of this app, plain text otherwise.
    /// Nothing changes when the pasteboard has no usable text.
    public func paste(from pasteboard: any Pasteboard, undoableAs actionName: String = Action.paste.localizedTitle) {
        let limit = maximumPasteLength
        let rich = allowsEditingTextAttributes && pasteboard.types.contains(RichText.pasteboardType)
        Task { @MainActor [weak self] in
            do {
                if rich {
                    // Styled text that is too big or not ours falls back to the plain text.
                    do {
                        if let data = try await RichText.data(from: pasteboard, maximumLength: limit) {
                            guard let self, !self.isDestroyed else { return }
                            if try self.insertRichText(data, maximumLength: limit, undoableAs: actionName) { return }
                        }
                    } catch {
                        Log.message("styled text on the clipboard refused (\(error)); pasting its plain text")
                    }
                }
                guard let pasted = try await PastedText.read(from: pasteboard, maximumLength: limit) else {
                    throw PasteboardError.typeNotAvailable(.utf8PlainText)
                }
                guard let self, !self.isDestroyed else { return }
                if pasted.removedNULs > 0 {
                    Log.message("pasting into \(self.diagnosticName): removed \(pasted.removedNULs) NUL characters")
                }
                self.recorder.recording(actionName) { self.replaceSelection(with: pasted.text) }
            } catch {
                Log.message("paste into \(self?.diagnosticName ?? "a closed text view") failed: \(error)")
                self?.pasteFailedSignal.emit { $0(error) }
            }
        }
    }

    /// Puts the selection on the clipboard: plain text for every
    /// application, and the styled text too when styling is allowed.
    private func copySelection() {
        guard let range = selectedOffsets else { return }
        var representations: [PasteboardType: Data] = [.utf8PlainText: Data(characters(in: range).utf8)]
        if allowsEditingTextAttributes, let rich = serializedRichText(in: range) {
            representations[RichText.pasteboardType] = rich
        }
        Pasteboards.general.setItems([PasteboardItem(representations)])
    }
}
