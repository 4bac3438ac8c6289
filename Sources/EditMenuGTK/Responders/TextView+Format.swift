import EditMenu
import Foundation
import GtkKit

/// Styled text on the pasteboard: GTK's own rich-text serialization of a
/// buffer, with the tag set of our text views.
enum RichText {
    /// The name our tag set registers under; only buffers that know it read it.
    static let tagSetName = "edit-menu"
    /// The type GTK names the serialization (`…;format=<tag set>`).
    static let pasteboardType = PasteboardType("application/x-gtk-text-buffer-rich-text;format=\(tagSetName)")

    /// The longest selection a copy also offers styled: 1 Mi characters.
    /// GTK's serializer writes every tag toggle and escapes the text as it
    /// goes, taking about as long again as the text takes to copy; longer
    /// copies carry plain text, which is what other applications read anyway.
    static let maximumLength = 1 << 20

    /// The serialized text on `pasteboard`, read with a byte limit from the
    /// system clipboard: any application may claim to offer this type, and
    /// data far larger than `maximumLength` characters could be (GTK's
    /// serialization is about 1 KiB plus a few bytes per tag toggle) is
    /// refused before it is copied.
    @MainActor
    static func data(from pasteboard: any Pasteboard, maximumLength: Int) async throws -> Data? {
        guard let pasteboard = pasteboard as? GtkPasteboard else { return try await pasteboard.data(forType: pasteboardType) }
        let (bytes, overflow) = maximumLength.multipliedReportingOverflow(by: 8)
        return try await pasteboard.data(forType: pasteboardType, limit: overflow ? Int.max : bytes + 65_536)
    }
}

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

    // MARK: Styled text on the pasteboard

    /// GTK's rich-text serialization of `range`.
    func serializedRichText(in range: Range<Int>) -> Data? {
        gtkBuffer.serializedRichText(in: range, tagSet: RichText.tagSetName)
    }

    /// Styled text of ours as a paste puts it in: its plain text and where
    /// its styles are; nil when `data` is not styled text of ours (then plain
    /// text is pasted instead). Text longer than `maximumLength` is refused.
    func richContent(_ data: Data, maximumLength: Int) throws -> PastedContent? {
        // Read into a scratch buffer with the same tags first: what is
        // invalid or too long never touches the text.
        let scratchBuffer = Gtk.TextBuffer(sharingTagsOf: gtkBuffer)
        if case .failure(let error) = scratchBuffer.deserializeRichText(data, tagSet: RichText.tagSetName) {
            Log.message("styled text on the clipboard could not be read: \(error)")
            return nil
        }
        let scratch = TextBuffer(scratchBuffer)
        let count = scratch.length
        guard count <= maximumLength else {
            throw PasteRefusal.tooLong(byteCount: data.count, limit: maximumLength)
        }
        let text = scratch.characters(in: 0..<count)
        return PastedContent(pasted: PastedText(text: text, removedNULs: 0, count: count),
                             text: TextPiece(text, count: count), styling: scratch.styles(in: 0..<count))
    }
}
