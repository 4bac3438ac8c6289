import EditMenu
import EditMenuSpelling
import Foundation
import GtkKit

/// A GtkTextView and its buffer as the storage of a ``TextView``.
///
/// GtkTextBuffer takes text of any size quickly (10 MB of mixed scripts in
/// about 80 ms here) and GtkTextView lays it out afterwards, a screenful at a
/// time in its idle handler. Whatever it draws before that, though, it lays
/// out at once, and what it draws can be everything it has not laid out yet
/// (measured with plain GtkTextViews, 20 MB: 5-15 s in one turn):
///
/// - a scroll to a place not laid out yet — GtkTextView's own paste scrolls
///   to the end of what it pasted, and every keystroke scrolls to the caret;
/// - a frame drawn while new lines sit in the view unlaid out — with a
///   bottom margin, down to where GTK believes the margin is;
/// - new lines inserted anywhere but in the last line, which can leave the
///   buffer's tree believing they are laid out: GTK then never lays them
///   out in its idle, and the next frame draws them all.
///
/// So a long edit keeps the text window from drawing while its text goes in,
/// then lets GTK lay the text out in its idle while the window draws again,
/// and only then shows the caret (``whenLaidOut(_:)``); when GTK's layout
/// came out shorter than the text has lines, the view gets a fresh layout of
/// the buffer (taking the buffer from the view and giving it back: a few
/// milliseconds for 20 MB) and waits for that one. The text view has no bottom
/// margin (``TextView`` uses a border window instead).
@MainActor
final class TextBufferStorage: GtkTextStorage {
    let textView: Gtk.TextView
    /// The view's buffer (the view keeps it for good: a fresh layout gives it back).
    let buffer: Gtk.TextBuffer
    var widget: Gtk.Widget { textView }
    private lazy var progress = TextViewProgress(in: textView)
    /// The text window, kept from drawing while a long edit's text goes in.
    private var frozenWindow: Gdk.Window?
    /// Bumped by each layout wait, so that only the newest one answers.
    private var layoutWait = 0

    private(set) lazy var editGuard = EditGuard { [unowned textView] in textView.errorBell() }

    /// Storage in `textView`: a new one, or one made elsewhere
    /// (`TextView(unsafeWidget:)`), whose buffer and text it keeps.
    init(_ textView: Gtk.TextView = Gtk.TextView()) {
        self.textView = textView
        buffer = textView.buffer
    }

    /// The buffer's text and styles by offsets.
    var text: TextBuffer { TextBuffer(buffer) }

    @discardableResult
    func onChanged(_ handler: @escaping @MainActor () -> Void) -> GLib.Connection {
        buffer.connect(.changed, handler)
    }

    var length: Int { text.length }
    /// GtkTextBuffer counts offsets in a `gint`; bytes are bounded by memory.
    var capacity: TextCapacity { TextCapacity(characters: Int(Int32.max), bytes: nil) }
    /// Not needed by any capacity: counting would read the whole text.
    var byteCount: Int { 0 }
    /// About 190 KB of mixed-script text, which a buffer takes in under 2 ms
    /// here; a long edit does as many pieces as fit in its turn.
    var chunkLength: Int { 1 << 17 }

    // MARK: TextDocument

    func characters(in range: Range<Int>) -> String { text.characters(in: range) }

    func utf8(in range: Range<Int>) -> Data { text.utf8(in: range) }

    func deleteCharacters(in range: Range<Int>) {
        editGuard.ownEdit { buffer.delete(range) }
    }

    func insert(_ text: Substring, count: Int, at offset: Int) {
        editGuard.ownEdit { buffer.insert(text, at: offset) }
    }

    // MARK: Selection

    var selection: Range<Int>? { buffer.selection }

    var caret: Int { buffer.caret }

    /// The caret goes to the end, as in a text field.
    func select(_ range: Range<Int>) { buffer.select(range, caretAtEnd: true) }

    func setText(_ text: String) { buffer.setText(text) }

    // MARK: Editing

    var isEditable: Bool {
        get { textView.isEditable }
        set { textView.isEditable = newValue }
    }

    func replaceSelectionAsTyping(with text: String) {
        buffer.replaceSelectionInteractively(with: text, editable: textView.isEditable)
        textView.scrollCaretOnScreen()
    }

    func pasteable(_ text: String) -> String { text }

    /// Without GTK's animation, which for the end of a long paste would run
    /// across millions of pixels (and GTK 3 leaves a critical behind when the
    /// view goes while it runs).
    func scrollToCaret() {
        guard let adjustment = textView.verticalAdjustment else { return }
        let location = textView.location(ofOffset: caret)
        let top = adjustment.value, page = adjustment.pageSize
        let y = Double(location.y), bottom = Double(location.y + location.height)
        if y < top {
            adjustment.value = y
        } else if bottom > top + page {
            adjustment.value = bottom - page
        }
    }

    /// Pango's word at `offset`, looked for in its own line (at most 4,096
    /// code points either side), so a word in a long document costs what a
    /// word in a short one does.
    func wordRange(at offset: Int) -> Range<Int> {
        let window = 4_096
        var lineStart = buffer.iter(at: offset), lineEnd = lineStart
        lineStart.moveToLineStart()
        lineEnd.moveToLineEnd()
        let from = max(lineStart.offset, offset - window)
        let to = min(lineEnd.offset, offset + window)
        let word = TextOffsets(characters(in: from..<to)).wordRange(at: offset - from)
        return (word.lowerBound + from)..<(word.upperBound + from)
    }

    // MARK: Geometry

    func offset(at point: CGPoint) -> Int? {
        let inBuffer = textView.bufferPoint(fromWidget: (Int(point.x), Int(point.y)))
        let hit = textView.offset(atBufferX: inBuffer.x, y: inBuffer.y)
        return hit.overText ? hit.offset : nil
    }

    /// The middle of the selection's first line (or the caret), clamped to
    /// the view: a touch menu stands above the selection, clear of the finger.
    var touchMenuPoint: CGPoint {
        let range = selection ?? caret..<caret
        let first = textView.location(ofOffset: range.lowerBound), last = textView.location(ofOffset: range.upperBound)
        // A selection over several lines: the middle of its first line's part.
        let right = last.y == first.y ? last.x : first.x + max(first.width, 1)
        let point = textView.widgetPoint(fromBuffer: ((first.x + right) / 2, first.y + first.height / 2))
        let width = Double(textView.allocatedWidth), height = Double(textView.allocatedHeight)
        return CGPoint(x: min(max(Double(point.x), 0), width), y: min(max(Double(point.y), 0), height))
    }

    // MARK: Spelling

    /// The lines on screen and a little around them (`SpellCheckWindow.textView`).
    var spellCheckWindow: Range<Int> {
        let visible = textView.visibleRect
        let first = textView.offset(atBufferX: visible.x, y: visible.y).offset
        var last = buffer.iter(at: textView.offset(atBufferX: visible.x + visible.width, y: visible.y + visible.height).offset)
        last.forwardToLineEnd()
        return SpellCheckWindow.textView(showing: first..<max(first, last.offset), length: length)
    }

    /// The tag of misspelled words: GTK's error underline.
    private var misspelledTag: Gtk.TextTag {
        if let tag = buffer.tag(named: Self.misspelledTagName) { return tag }
        let tag = Gtk.TextTag(name: Self.misspelledTagName)
        tag.setStyle(.errorUnderline)
        buffer.add(tag)
        return tag
    }
    static let misspelledTagName = "edit-menu-misspelled"

    func underlineMisspellings(_ misspelled: [Range<Int>], in window: Range<Int>) {
        let tag = misspelledTag
        // Only what changed: each tag change makes GtkTextView lay its line
        // out again (a screenful of lines is most of a frame), and is an event
        // to assistive technology (Orca reads the line again).
        let shown = underlined(by: tag, in: window)
        let wanted = Set(misspelled), had = Set(shown)
        for range in shown where !wanted.contains(range) { buffer.remove(tag, from: range) }
        for range in misspelled where !had.contains(range) { buffer.apply(tag, to: range) }
    }

    /// The ranges `tag` covers in `window`, cut to it.
    private func underlined(by tag: Gtk.TextTag, in window: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var iter = buffer.iter(at: window.lowerBound)
        var open: Int? = iter.has(tag) ? window.lowerBound : nil
        while iter.forwardToToggle(of: tag) {
            let offset = iter.offset
            if offset >= window.upperBound { break }
            if let start = open { ranges.append(start..<offset); open = nil } else { open = offset }
        }
        if let start = open { ranges.append(start..<min(window.upperBound, iter.offset)) }
        return ranges
    }

    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) {
        textView.connect(.sizeAllocate, handler)
        // The scroll adjustment comes with the scrolled window the view is put in.
        // (Weakly: the view's own handler must not keep the view alive.)
        var watched: Gtk.Adjustment?
        func watchAdjustment(of textView: Gtk.TextView?) {
            guard let adjustment = textView?.verticalAdjustment, adjustment != watched else { return }
            watched = adjustment
            adjustment.connect(.valueChanged, handler)
        }
        watchAdjustment(of: textView)
        textView.connect(.notify("vadjustment")) { [weak textView] in watchAdjustment(of: textView) }
    }

    func longEditWillBegin() {
        editGuard.isOn = true
        editGuard.order = inputOrder
        // The text's own window: the progress bar is in the view's.
        frozenWindow = textView.textGdkWindow
        frozenWindow?.freezeUpdates()
    }

    func whenLaidOut(_ done: @escaping @MainActor () -> Void) {
        thaw()
        layoutWait += 1
        let wait = layoutWait
        var rebuilt = false
        func check() {
            guard wait == layoutWait else { return }
            guard isLaidOut || rebuilt else {
                Log.debug("GTK's layout of a buffer of \(buffer.lineCount) lines is shorter than its lines; laying it out afresh")
                rebuilt = true
                rebuildLayout()
                return GLib.MainLoop.afterGTKIdleWork(check)
            }
            done()
        }
        // GTK lays the text out from an idle of higher priority: this runs once it is done.
        GLib.MainLoop.afterGTKIdleWork(check)
    }

    func longEditDidEnd() {
        editGuard.isOn = false
        editGuard.order = nil
        thaw()
        layoutWait += 1
    }

    private func thaw() {
        frozenWindow?.thawUpdates()
        frozenWindow = nil
    }

    /// Whether GTK's layout is as tall as the text's lines: each takes one
    /// line of the text's height at least. A layout GTK believes complete but
    /// is not comes out far shorter.
    private var isLaidOut: Bool {
        guard textView.isRealized, let adjustment = textView.verticalAdjustment else { return true }
        let height = textView.lineYRange(ofOffset: 0).height
        let lines = Double(buffer.lineCount)
        return adjustment.upper >= lines * Double(max(height, 1)) * 0.9
    }

    /// A fresh layout of the buffer, which GTK lays out from the top in its
    /// idle. The selection survives: a buffer taken from its view gives up
    /// PRIMARY, and with it its selection.
    private func rebuildLayout() {
        let selected = selection
        textView.reloadBuffer()
        if let selected { select(selected) }
    }

    func showProgress(_ fraction: Double?, label: String) {
        progress.show(fraction, label: label)
    }

    // MARK: Emoji

    var allowsEmoji: Bool { isEditable && textView.allowsEmoji }

    func insertEmoji() { textView.emit(.insertEmoji) }

    // MARK: Styling

    func stylingRemoved(from range: Range<Int>) -> FormatChange? { text.stylingRemoved(from: range) }
    func restyle(_ change: FormatChange) { text.restyle(change) }

    // MARK: Recording

    func report(to recorder: TextEditRecorder) {
        // First, so that a refused change reaches no other handler. The
        // handlers reach the buffer through the storage: one that held the
        // buffer would keep it alive. (`@MainActor` is spelt out: GtkKit has
        // two `insertText` signals, and Swift types a one-argument closure
        // before it picks one.)
        // Weak: the buffer can outlive the view, its storage and recorder
        // (GTK holds it until the text view goes).
        buffer.connect(.textToInsert) { @MainActor [weak self] text in
            guard let self else { return }
            editGuard.check(.insertText, of: buffer, later: insertionAfterTheEdit(of: text))
        }
        buffer.connect(.deleteRange) { [weak self] _, _ in
            guard let self else { return }
            editGuard.check(.deleteRange, of: buffer)
        }
        buffer.connect(.deleteRange) { [weak self, weak recorder] start, end in
            // The styling goes first, so Undo restores the text, then its styling.
            recorder?.textWillBeDeleted(start, end) { range in self?.stylingRemoved(from: range) }
        }
        buffer.connect(.insertText) { @MainActor [weak recorder] offset in recorder?.textWillBeInserted(at: offset) }
        buffer.connect(.insertText, after: true) { @MainActor [weak recorder] _ in recorder?.textWasInserted() }
        recorder.watchEvents(of: textView)
    }
}
