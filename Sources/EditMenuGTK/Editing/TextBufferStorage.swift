import CGtk
import EditMenu
import Foundation

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
final class TextBufferStorage: TextStorage {
    let widget: UnsafeMutablePointer<GtkWidget>
    private lazy var progress = TextViewProgress(in: widget)
    /// The text window, kept from drawing while a long edit's text goes in.
    private var frozenWindow: OpaquePointer?
    /// Bumped by each layout wait, so that only the newest one answers.
    private var layoutWait = 0

    private(set) lazy var editGuard = EditGuard(widget: widget)

    init() {
        widget = gtk_text_view_new()
    }

    var textView: UnsafeMutablePointer<GtkTextView> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self) }
    var buffer: UnsafeMutablePointer<GtkTextBuffer> { gtk_text_view_get_buffer(textView) }
    /// The buffer's text and styles by offsets.
    var text: TextBuffer { TextBuffer(buffer: buffer) }
    var textObject: GObjectRef { GObjectRef(retaining: UnsafeMutableRawPointer(buffer)) }

    var length: Int { text.length }
    /// GtkTextBuffer counts offsets in a `gint`; bytes are bounded by memory.
    var capacity: TextCapacity { TextCapacity(characters: Int(gint.max), bytes: nil) }
    /// Not needed by any capacity: counting would read the whole text.
    var byteCount: Int { 0 }
    /// About 190 KB of mixed-script text, which a buffer takes in under 2 ms
    /// here; a long edit does as many pieces as fit in its turn.
    var chunkLength: Int { 1 << 17 }

    // MARK: TextDocument

    func iterator(at offset: Int) -> GtkTextIter { text.iterator(at: offset) }

    func characters(in range: Range<Int>) -> String { text.characters(in: range) }

    func utf8(in range: Range<Int>) -> Data { text.utf8(in: range) }

    func deleteCharacters(in range: Range<Int>) {
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        editGuard.ownEdit { gtk_text_buffer_delete(buffer, &start, &end) }
    }

    func insert(_ text: Substring, count: Int, at offset: Int) {
        var at = iterator(at: offset)
        var text = text
        editGuard.ownEdit {
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return }
                gtk_text_buffer_insert(buffer, &at, UnsafeRawPointer(start).assumingMemoryBound(to: gchar.self),
                                       gint(clamping: bytes.count))
            }
        }
    }

    // MARK: Selection

    var selection: Range<Int>? {
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0 else { return nil }
        let from = Int(gtk_text_iter_get_offset(&start)), to = Int(gtk_text_iter_get_offset(&end))
        return min(from, to)..<max(from, to)
    }

    var caret: Int {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
        return Int(gtk_text_iter_get_offset(&iter))
    }

    func select(_ range: Range<Int>) {
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        // The caret goes to the end, as in a text field.
        gtk_text_buffer_select_range(buffer, &end, &start)
    }

    func setText(_ text: String) { gtk_text_buffer_set_text(buffer, text, -1) }

    // MARK: Editing

    var isEditable: Bool {
        get { gtk_text_view_get_editable(textView) != 0 }
        set { gtk_text_view_set_editable(textView, newValue ? 1 : 0) }
    }

    func replaceSelectionAsTyping(with text: String) {
        gtk_text_buffer_delete_selection(buffer, 1, gtk_text_view_get_editable(textView))
        gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, gtk_text_view_get_editable(textView))
        gtk_text_view_scroll_mark_onscreen(textView, gtk_text_buffer_get_insert(buffer))
    }

    func pasteable(_ text: String) -> String { text }

    /// Without GTK's animation, which for the end of a long paste would run
    /// across millions of pixels (and GTK 3 leaves a critical behind when the
    /// view goes while it runs).
    func scrollToCaret() {
        guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(widget)) else { return }
        var caret = iterator(at: self.caret)
        var location = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &caret, &location)
        let top = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
        let y = Double(location.y), bottom = Double(location.y + location.height)
        if y < top {
            gtk_adjustment_set_value(adjustment, y)
        } else if bottom > top + page {
            gtk_adjustment_set_value(adjustment, bottom - page)
        }
    }

    /// Pango's word at `offset`, looked for in its own line (at most 4,096
    /// code points either side), so a word in a long document costs what a
    /// word in a short one does.
    func wordRange(at offset: Int) -> Range<Int> {
        let window = 4_096
        var lineStart = iterator(at: offset), lineEnd = lineStart
        gtk_text_iter_set_line_offset(&lineStart, 0)
        if gtk_text_iter_ends_line(&lineEnd) == 0 { gtk_text_iter_forward_to_line_end(&lineEnd) }
        let from = max(Int(gtk_text_iter_get_offset(&lineStart)), offset - window)
        let to = min(Int(gtk_text_iter_get_offset(&lineEnd)), offset + window)
        let word = TextOffsets(characters(in: from..<to)).wordRange(at: offset - from)
        return (word.lowerBound + from)..<(word.upperBound + from)
    }

    // MARK: Geometry

    func offset(at point: CGPoint) -> Int? {
        var x: gint = 0, y: gint = 0
        gtk_text_view_window_to_buffer_coords(textView, GTK_TEXT_WINDOW_WIDGET, gint(point.x), gint(point.y), &x, &y)
        var iter = GtkTextIter()
        guard gtk_text_view_get_iter_at_location(textView, &iter, x, y) != 0 else { return nil }
        return Int(gtk_text_iter_get_offset(&iter))
    }

    /// The middle of the selection's first line (or the caret), clamped to
    /// the view: a touch menu stands above the selection, clear of the finger.
    var touchMenuPoint: CGPoint {
        let range = selection ?? caret..<caret
        var start = iterator(at: range.lowerBound), end = iterator(at: range.upperBound)
        var first = GdkRectangle(), last = GdkRectangle()
        gtk_text_view_get_iter_location(textView, &start, &first)
        gtk_text_view_get_iter_location(textView, &end, &last)
        // A selection over several lines: the middle of its first line's part.
        let right = last.y == first.y ? last.x : first.x + max(first.width, 1)
        var x: gint = 0, y: gint = 0
        gtk_text_view_buffer_to_window_coords(textView, GTK_TEXT_WINDOW_WIDGET, (first.x + right) / 2,
                                              first.y + first.height / 2, &x, &y)
        let width = Double(gtk_widget_get_allocated_width(widget)), height = Double(gtk_widget_get_allocated_height(widget))
        return CGPoint(x: min(max(Double(x), 0), width), y: min(max(Double(y), 0), height))
    }

    // MARK: Spelling

    /// The lines on screen, and 256 code points either side: a keystroke in
    /// a long document checks a screenful, not the document.
    var spellCheckWindow: Range<Int> {
        var visible = GdkRectangle()
        gtk_text_view_get_visible_rect(textView, &visible)
        var first = GtkTextIter(), last = GtkTextIter()
        gtk_text_view_get_iter_at_location(textView, &first, visible.x, visible.y)
        gtk_text_view_get_iter_at_location(textView, &last, visible.x + visible.width, visible.y + visible.height)
        gtk_text_iter_forward_to_line_end(&last)
        let margin = 256
        return max(0, Int(gtk_text_iter_get_offset(&first)) - margin)..<min(length, Int(gtk_text_iter_get_offset(&last)) + margin)
    }

    /// The tag of misspelled words: GTK's error underline, as gspell's.
    private var misspelledTag: UnsafeMutablePointer<GtkTextTag> {
        let table = gtk_text_buffer_get_tag_table(buffer)
        if let tag = gtk_text_tag_table_lookup(table, Self.misspelledTagName) { return tag }
        let tag = gtk_text_tag_new(Self.misspelledTagName)!
        cgtk_object_set_int(tag, "underline", gint(PANGO_UNDERLINE_ERROR.rawValue))
        gtk_text_tag_table_add(table, tag)
        g_object_unref(UnsafeMutableRawPointer(tag))
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
        for range in shown where !wanted.contains(range) {
            var from = iterator(at: range.lowerBound), to = iterator(at: range.upperBound)
            gtk_text_buffer_remove_tag(buffer, tag, &from, &to)
        }
        for range in misspelled where !had.contains(range) {
            var from = iterator(at: range.lowerBound), to = iterator(at: range.upperBound)
            gtk_text_buffer_apply_tag(buffer, tag, &from, &to)
        }
    }

    /// The ranges `tag` covers in `window`, cut to it.
    private func underlined(by tag: UnsafeMutablePointer<GtkTextTag>, in window: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var iter = iterator(at: window.lowerBound)
        var open: Int? = gtk_text_iter_has_tag(&iter, tag) != 0 ? window.lowerBound : nil
        while gtk_text_iter_forward_to_tag_toggle(&iter, tag) != 0 {
            let offset = Int(gtk_text_iter_get_offset(&iter))
            if offset >= window.upperBound { break }
            if let start = open { ranges.append(start..<offset); open = nil } else { open = offset }
        }
        if let start = open { ranges.append(start..<min(window.upperBound, Int(gtk_text_iter_get_offset(&iter)))) }
        return ranges
    }

    func onVisibleTextMoved(_ handler: @escaping @MainActor () -> Void) {
        let view = GObjectRef(retaining: UnsafeMutableRawPointer(textView))
        view.connect(.sizeAllocate, handler)
        // The scroll adjustment comes with the scrolled window the view is put in.
        var watched: OpaquePointer?
        func watchAdjustment() {
            guard let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(textView)), OpaquePointer(adjustment) != watched else { return }
            watched = OpaquePointer(adjustment)
            GObjectRef(retaining: UnsafeMutableRawPointer(adjustment)).connect(.valueChanged, handler)
        }
        watchAdjustment()
        view.connect(.notify("vadjustment")) { watchAdjustment() }
    }

    func longEditWillBegin() {
        editGuard.isOn = true
        // The text's own window: the progress bar is in the view's.
        frozenWindow = gtk_text_view_get_window(textView, GTK_TEXT_WINDOW_TEXT)
        if let frozenWindow { gdk_window_freeze_updates(frozenWindow) }
    }

    func whenLaidOut(_ done: @escaping @MainActor () -> Void) {
        thaw()
        layoutWait += 1
        let wait = layoutWait
        var rebuilt = false
        func check() {
            guard wait == layoutWait else { return }
            guard isLaidOut || rebuilt else {
                Log.debug("GTK's layout of \(buffer) is shorter than its lines; laying it out afresh")
                rebuilt = true
                rebuildLayout()
                return MainLoop.afterGTKIdleWork(check)
            }
            done()
        }
        // GTK lays the text out from an idle of higher priority: this runs once it is done.
        MainLoop.afterGTKIdleWork(check)
    }

    func longEditDidEnd() {
        editGuard.isOn = false
        thaw()
        layoutWait += 1
    }

    private func thaw() {
        if let frozenWindow { gdk_window_thaw_updates(frozenWindow) }
        frozenWindow = nil
    }

    /// Whether GTK's layout is as tall as the text's lines: each takes one
    /// line of the text's height at least. A layout GTK believes complete but
    /// is not comes out far shorter.
    private var isLaidOut: Bool {
        guard gtk_widget_get_realized(widget) != 0,
              let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(widget)) else { return true }
        var first = iterator(at: 0)
        var top: gint = 0, height: gint = 0
        gtk_text_view_get_line_yrange(textView, &first, &top, &height)
        let lines = Double(gtk_text_buffer_get_line_count(buffer))
        let upper = gtk_adjustment_get_upper(adjustment)
        return upper >= lines * Double(max(height, 1)) * 0.9
    }

    /// A fresh layout of the buffer, which GTK lays out from the top in its
    /// idle. The selection survives: a buffer taken from its view gives up
    /// PRIMARY, and with it its selection.
    private func rebuildLayout() {
        let buffer = self.buffer
        let selected = selection
        g_object_ref(UnsafeMutableRawPointer(buffer))
        gtk_text_view_set_buffer(textView, nil)
        gtk_text_view_set_buffer(textView, buffer)
        g_object_unref(UnsafeMutableRawPointer(buffer))
        if let selected { select(selected) }
    }

    func showProgress(_ fraction: Double?, label: String) {
        progress.show(fraction, label: label)
    }

    // MARK: Emoji

    var allowsEmoji: Bool {
        isEditable && (gtk_text_view_get_input_hints(textView).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue) == 0
    }

    func insertEmoji() { GObjectRef(retaining: UnsafeMutableRawPointer(widget)).emit(.insertEmoji) }

    // MARK: Styling

    func stylingRemoved(from range: Range<Int>) -> FormatChange? { text.stylingRemoved(from: range) }
    func restyle(_ change: FormatChange) { text.restyle(change) }

    // MARK: Recording

    func report(to recorder: TextEditRecorder) {
        let buffer = textObject, pointer = buffer.pointer
        // First, so that a refused change reaches no other handler.
        buffer.connect(.bufferInsertText) { [unowned self] _ in editGuard.check(pointer, emitting: "insert-text") }
        buffer.connect(.deleteRange) { [unowned self] _, _ in editGuard.check(pointer, emitting: "delete-range") }
        buffer.connect(.deleteRange) { [unowned self, unowned recorder] start, end in
            // The styling goes first, so Undo restores the text, then its styling.
            recorder.textWillBeDeleted(start, end) { range in self.stylingRemoved(from: range) }
        }
        buffer.connect(.bufferInsertText) { [unowned recorder] offset in recorder.textWillBeInserted(at: offset) }
        buffer.connect(.bufferInsertText, after: true) { [unowned recorder] _ in recorder.textWasInserted() }
    }
}
