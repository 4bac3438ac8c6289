import CGtk
import EditMenu

/// A read-only, scrolling list of what happened, newest last.
///
/// Every demo page shows one, so a user (or a test reading the
/// accessibility tree) can see what the responder chain did.
///
/// ```swift
/// log.append("Copy performed by Label")
/// ```
@MainActor
public final class EventLog: View {
    /// The lines logged so far, oldest first.
    public private(set) var lines: [String] = []
    private let textView: View

    /// - Parameter title: the heading shown above the log and the name
    ///   assistive technology reads for the log's text; "Event log", in
    ///   the user's language, when nil.
    public init(title: String? = nil) {
        let title = title ?? tr("Event log")
        textView = View(widget: gtk_text_view_new())
        let scrolled = ScrolledView(textView, minimumHeight: 120)
        super.init(wrapping: OpaquePointer(gtk_frame_new(title)))
        gtk_frame_set_shadow_type(object.as(GtkFrame.self), GTK_SHADOW_NONE)
        addChild(scrolled)
        gtk_container_add(cgtk_container(widget), scrolled.widget)
        let text = textView.object.as(GtkTextView.self)
        gtk_text_view_set_editable(text, 0)
        gtk_text_view_set_cursor_visible(text, 0)
        gtk_text_view_set_monospace(text, 1)
        gtk_text_view_set_wrap_mode(text, GTK_WRAP_WORD_CHAR)
        gtk_text_view_set_left_margin(text, 6)
        gtk_text_view_set_top_margin(text, 4)
        textView.accessibleName = title
        installEditMenu()
    }

    /// The log's own menu: Copy (the selection) and Select All, through the
    /// responder chain like everything else, instead of GtkTextView's menu.
    private func installEditMenu() {
        textView.suppressesBuiltInContextMenu = true
        textView.editMenuTriggers = .standard
        textView.handle(.copy, when: { [weak self] _ in self?.selectedText != nil }) { [weak self] _ in
            guard let self, let text = self.selectedText else { return }
            Pasteboards.general.setString(text)
            self.append(tr("%s performed by %s", Action.copy.localizedTitle, self.textView.accessibleName ?? ""))
        }
        textView.handle(.selectAll, when: { [weak self] _ in self?.lines.isEmpty == false }) { [weak self] _ in
            guard let self else { return }
            let buffer = gtk_text_view_get_buffer(self.textView.object.as(GtkTextView.self))
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_select_range(buffer, &start, &end)
        }
    }

    /// The selected text of the log, or nil.
    public var selectedText: String? {
        let buffer = gtk_text_view_get_buffer(textView.object.as(GtkTextView.self))
        var start = GtkTextIter(), end = GtkTextIter()
        guard gtk_text_buffer_get_selection_bounds(buffer, &start, &end) != 0,
              let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return nil }
        return consumeGString(text)
    }

    /// Adds a line at the end and scrolls to it.
    public func append(_ line: String) {
        lines.append(line)
        let text = textView.object.as(GtkTextView.self)
        let buffer = gtk_text_view_get_buffer(text)
        var end = GtkTextIter()
        gtk_text_buffer_get_end_iter(buffer, &end)
        let prefix = lines.count > 1 ? "\n" : ""
        gtk_text_buffer_insert(buffer, &end, prefix + line, -1)
        // Scroll with a mark of our own: moving the cursor would drop a
        // selection the user is about to copy.
        gtk_text_buffer_get_end_iter(buffer, &end)
        let mark = gtk_text_buffer_get_mark(buffer, "log-end")
            ?? gtk_text_buffer_create_mark(buffer, "log-end", &end, 0)
        gtk_text_buffer_move_mark(buffer, mark, &end)
        gtk_text_view_scroll_mark_onscreen(text, mark)
        Log.debug("log: \(line)")
    }
}
