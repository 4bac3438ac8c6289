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
/// ```swift
/// let field = TextField(placeholder: "Type here")
/// field.accessibleName = "Text field"
/// field.onPasteFailed = { error in log.append("Paste failed: \(error)") }
/// ```
@MainActor
open class TextField: View {
    /// Called when a paste found nothing usable (no text offered, invalid
    /// UTF-8, too long, an owner that vanished or did not answer); the text is
    /// left as it was.
    public var onPasteFailed: (@MainActor (any Error) -> Void)?

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
        super.init(widget: gtk_entry_new())
        if let placeholder { gtk_entry_set_placeholder_text(entry, placeholder) }
        acceptsFirstResponder = true
        suppressesBuiltInContextMenu = true
        editMenuTriggers = .standard
        registerStandardActions()
    }

    var entry: UnsafeMutablePointer<GtkEntry> { object.as(GtkEntry.self) }
    var editable: OpaquePointer { OpaquePointer(object.pointer) }

    // MARK: Text and selection
    //
    // Positions are `String.Index`es into `text`; GTK's code-point offsets
    // are converted by `TextOffsets` and nowhere else.

    /// The field's text.
    public var text: String {
        get { String(cString: gtk_entry_get_text(entry)) }
        set { gtk_entry_set_text(entry, newValue) }
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
        selectedOffsets.map { range in
            consumeGString(gtk_editable_get_chars(editable, TextOffsets.gtk(range.lowerBound), TextOffsets.gtk(range.upperBound)))
        }
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

    /// Takes focus without selecting everything (GtkEntry's grab_focus would).
    open override func takeKeyboardFocus() {
        gtk_entry_grab_focus_without_selecting(entry)
    }

    // MARK: Standard actions

    private var hasSelection: Bool { selectedOffsets != nil }
    private var isAllSelected: Bool { selectedOffsets == 0..<Int(gtk_entry_get_text_length(entry)) }
    private var isSecret: Bool { gtk_entry_get_visibility(entry) == 0 }

    private func registerStandardActions() {
        handle(.cut, when: { [weak self] _ in self.map { $0.isEditable && $0.hasSelection && !$0.isSecret } ?? false }) { [weak self] _ in
            guard let self, let text = self.selectedText else { return }
            Pasteboards.general.setString(text)
            gtk_editable_delete_selection(self.editable)
        }
        handle(.copy, when: { [weak self] _ in self.map { $0.hasSelection && !$0.isSecret } ?? false }) { [weak self] _ in
            guard let text = self?.selectedText else { return }
            Pasteboards.general.setString(text)
        }
        handle(.paste, when: { [weak self] _ in self?.isEditable == true && Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.general)
        }
        handle(.pasteSelection, when: { [weak self] _ in self?.isEditable == true && Pasteboards.selection.hasStrings }) { [weak self] _ in
            self?.paste(from: Pasteboards.selection)
        }
        handle(.delete, when: { [weak self] _ in self.map { $0.isEditable && $0.hasSelection } ?? false }) { [weak self] _ in
            guard let self else { return }
            gtk_editable_delete_selection(self.editable)
        }
        handle(.select, when: { [weak self] _ in self.map { !$0.text.isEmpty && !$0.hasSelection } ?? false }) { [weak self] _ in
            self?.selectWordAtCaret()
        }
        handle(.selectAll, when: { [weak self] _ in self.map { !$0.text.isEmpty && !$0.isAllSelected } ?? false }) { [weak self] _ in
            self?.selectAll()
        }
        handle(.insertEmoji, when: { [weak self] _ in self?.canInsertEmoji == true }) { [weak self] _ in
            guard let self else { return }
            cgtk_emit_action_signal(self.object.pointer, "insert-emoji")
        }
    }

    private var canInsertEmoji: Bool {
        isEditable && (gtk_entry_get_input_hints(entry).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0
    }

    /// Reads text from `pasteboard` without blocking and inserts it at the
    /// selection. Nothing changes when the pasteboard has no usable text.
    public func paste(from pasteboard: any Pasteboard) {
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
                self.replaceSelection(with: Self.singleLine(pasted.text))
            } catch {
                Log.message("paste into \(self?.diagnosticName ?? "a closed text field") failed: \(error)")
                self?.onPasteFailed?(error)
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
    /// not keep its field alive while it waits.
    public static func readPastedText(from pasteboard: any Pasteboard, maximumLength: Int) async throws -> PastedText? {
        // A GtkPasteboard says when its owner never answered, instead of offering nothing.
        let types = try await (pasteboard as? GtkPasteboard)?.answeredTypes() ?? pasteboard.types
        let textTypes = types.filter(\.isText)
        guard let type = textTypes.first(where: { $0 == .utf8PlainText }) ?? textTypes.first,
              let data = try await textData(from: pasteboard, type: type, maximumLength: maximumLength) else { return nil }
        return try await PastedText.decoding(data, as: type, maximumLength: maximumLength)
    }

    /// The bytes of `type`; from a GtkPasteboard no more than `maximumLength`
    /// characters can take (4 UTF-8 bytes each), so text far too long for the
    /// field is refused by its size without being copied or decoded.
    private static func textData(from pasteboard: any Pasteboard, type: PasteboardType,
                                 maximumLength: Int) async throws -> Data? {
        guard let pasteboard = pasteboard as? GtkPasteboard else { return try await pasteboard.data(forType: type) }
        let (byteLimit, overflow) = maximumLength.multipliedReportingOverflow(by: 4)
        do {
            return try await pasteboard.data(forType: type, limit: overflow ? Int.max : byteLimit)
        } catch PasteboardError.tooLarge(let byteCount, let limit) where limit == byteLimit && !overflow {
            throw PasteRefusal.tooLong(byteCount: byteCount, limit: maximumLength)
        }
    }

    /// GtkEntry shows one line; pasted newlines become spaces, as GTK does
    /// for its own entry paste.
    public static func singleLine(_ string: String) -> String {
        string.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }

    private func selectWordAtCaret() {
        selectOffsets(TextOffsets(text).wordRange(at: Int(gtk_editable_get_position(editable))))
    }
}
