import DemoScenarios
import EditMenu
import EditMenuGTK4
import GtkKit4

/// A read-only, scrolling list of what happened, newest last, under a
/// heading: every page shows it, so a user (or a test reading the
/// accessibility tree) can see what the responder chain did.
///
/// ```swift
/// log.append("Copy performed by Label")
/// ```
@MainActor
final class EventLog: Box {
    /// The lines logged so far, oldest first.
    private(set) var lines: [String] = []
    private let text = Gtk.TextView()
    private let textView: View

    init(title: String = tr("Event log")) {
        textView = View(text)
        super.init(.vertical, spacing: 6)
        let heading = Label(title)
        heading.alignToStart()
        heading.gtkWidget.addCSSClass("heading")
        add(heading)
        add(ScrolledView(textView, minimumHeight: 120))
        text.isEditable = false
        text.setLogStyle()
        textView.accessibleName = title
        installEditMenu()
    }

    /// The log's own menu: Copy (the selection) and Select All, through the
    /// responder chain like everything else, instead of GtkTextView's menu.
    private func installEditMenu() {
        textView.editMenuTriggers = .standard
        textView.handle(.copy, when: { [weak self] _ in self?.text.buffer.selectedText != nil }) { [weak self] _ in
            guard let self, let selected = text.buffer.selectedText else { return }
            Pasteboards.general.setString(selected)
            append(performedLine(Action.copy.localizedTitle, by: textView.accessibleName ?? ""))
        }
        textView.handle(.selectAll, when: { [weak self] _ in self?.lines.isEmpty == false }) { [weak self] _ in
            self?.text.buffer.selectAll()
        }
    }

    /// Adds a line at the end and scrolls to it.
    func append(_ line: String) {
        lines.append(line)
        text.appendScrolling(lines.count > 1 ? "\n" + line : line)
    }
}
