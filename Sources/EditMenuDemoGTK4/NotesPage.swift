import DemoScenarios
import EditMenu
import EditMenuGTK4
import GtkKit4

/// "Notes", in part as on GTK 3: the styled sample on many lines with our
/// menu, and a Show Menu button beside them whose menu is about the notes
/// while the notes keep the keyboard and caret — the button is the notes'
/// next responder while its menu is up. (GTK 3's spelling waits on GTK 4.)
@MainActor
final class NotesPage: Box {
    let notes = NotesTextView()
    let button = Button(tr("Show Menu"))
    private let controller: EditMenuController
    private let log: EventLog
    private var observation: EditMenuObservation?

    init(controller: EditMenuController, log: EventLog) {
        self.controller = controller
        self.log = log
        super.init(.vertical, spacing: 12)
        notes.accessibleName = tr("Notes text")
        notes.allowsEditingTextAttributes = true
        notes.checksSpelling = DemoSpelling.isOn
        notes.fillWithSample()
        // Text off the frame's edge, as in the log below.
        notes.gtkWidget.as(Gtk.TextView.self)?.setTextMargins(6)
        notes.onPasteFailed { [log] error in log.append(tr("Paste left the notes unchanged: %s", pasteProblem(error))) }
        notes.onPerformed = { [log] title in log.append(performedLine(title, by: tr("Notes text"))) }
        notes.onPasted { [log] _ in log.append(performedLine(Action.paste.localizedTitle, by: tr("Notes text"))) }

        let hint = Label(tr("Select text in the notes and open their menu, or press Show Menu: its menu is about the notes."))
        hint.alignToStart()
        add(hint)
        let row = Box(.horizontal, spacing: 12)
        row.add(ScrolledView(notes, minimumHeight: 180), expand: true)
        button.accessibleName = tr("Show Menu")
        button.alignToTop()
        row.add(button)
        add(row, expand: true)

        button.handle(.copy) { [weak self] _ in
            guard let self else { return }
            Pasteboards.general.setString(notes.selectedText ?? notes.text)
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Show Menu button")))
        }
        button.handle(.customItem) { [log] _ in log.append(performedLine(tr("Custom item"), by: tr("Show Menu button"))) }
        button.onClicked { [weak self] in self?.showButtonMenu() }
        observation = controller.observe { [weak self] event in
            if case .willHide = event { self?.restoreNotesResponderChain() }
        }
    }

    /// The button's menu, resolved from the notes (which decline every
    /// action while their next responder is the button): the keyboard and
    /// caret stay in the notes.
    private func showButtonMenu() {
        notes.takeKeyboardFocus()
        notes.nextResponderForMenu = button
        log.append(tr("Notes text: next responder is now the Show Menu button"))
        let result = controller.showMenu(from: button, rect: button.bounds, chainStartingAt: notes, source: .pointer)
        if result != .shown { restoreNotesResponderChain() }
    }

    private func restoreNotesResponderChain() {
        guard notes.nextResponderForMenu != nil else { return }
        notes.nextResponderForMenu = nil
        log.append(tr("Notes text: next responder restored"))
    }
}

/// The notes: a text view whose menus can be answered by another responder
/// for a while, and which says what it performed.
@MainActor
final class NotesTextView: TextView {
    /// The responder that answers menus for the notes for now (the Show Menu
    /// button while its menu is up); nil: the notes answer for themselves.
    var nextResponderForMenu: Responder?
    /// Called with the title of each standard action the notes performed.
    var onPerformed: ((String) -> Void)?

    override var next: Responder? { nextResponderForMenu ?? super.next }

    override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
        if nextResponderForMenu != nil { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    override func perform(_ action: Action, sender: ActionSender) -> Bool {
        // Undo and Redo say what they took back or made again ("Undo Drop").
        let title = performedTitle(action, undoName: undoActionName, redoName: redoActionName)
        let performed = super.perform(action, sender: sender)
        // A paste is in once its text is (onPasted): a long one takes a while.
        if performed, action.isStandard, action != .paste, action != .pasteSelection { onPerformed?(title) }
        return performed
    }

    /// The styled sample (``NotesSample``), where the user starts.
    func fillWithSample() {
        NotesSample.fill(self, select: selectOffsets) { _ = super.perform($0.action, sender: .program) }
    }
}
