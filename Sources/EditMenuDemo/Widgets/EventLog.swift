import EditMenu
import EditMenuGTK
import GtkKit

/// A read-only, scrolling list of what happened, newest last.
///
/// Every demo page shows one, so a user (or a test reading the
/// accessibility tree) can see what the responder chain did.
///
/// ```swift
/// log.append("Copy performed by Label")
/// ```
@MainActor
final class EventLog: View {
    /// The lines logged so far, oldest first.
    private(set) var lines: [String] = []
    private let text = Gtk.TextView()
    private let textView: View

    /// - Parameter title: the heading shown above the log and the name
    ///   assistive technology reads for the log's text; "Event log", in
    ///   the user's language, when nil.
    init(title: String? = nil) {
        let title = title ?? tr("Event log")
        textView = View(text)
        let scrolled = ScrolledView(textView, minimumHeight: 120)
        let frame = Gtk.Frame(shadow: .none)
        frame.set("label", title)
        super.init(wrapping: frame.opaque)
        addChild(scrolled)
        frame.add(scrolled.gtkWidget)
        text.isEditable = false
        text.isCursorVisible = false
        text.setMonospace(true)
        text.wrapWords()
        text.setMargins(left: 6, right: 0, top: 4)
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
            let buffer = text.buffer
            buffer.select(0..<buffer.characterCount, caretAtEnd: false)
        }
    }

    /// The selected text of the log, or nil.
    var selectedText: String? {
        let buffer = text.buffer
        return buffer.selection.map { buffer.text(in: $0) }
    }

    /// Adds a line at the end and scrolls to it.
    func append(_ line: String) {
        lines.append(line)
        let buffer = text.buffer
        let prefix = lines.count > 1 ? "\n" : ""
        buffer.insert(Substring(prefix + line), at: buffer.characterCount)
        // Scroll with a mark of our own: moving the cursor would drop a
        // selection the user is about to copy.
        let mark = buffer.mark(named: "log-end")
            ?? buffer.createMark(named: "log-end", at: buffer.characterCount, leftGravity: false)
        buffer.move(mark, to: buffer.characterCount)
        text.scrollOnScreen(mark)
        Log.debug("log: \(line)")
    }
}
