import DemoScenarios
import EditMenu
import EditMenuGTK
import Foundation

/// "Notes": multi-line text with styling, and the classic "show a menu
/// without hiding the keyboard" on a real text view.
///
/// The "Show Menu" button beside the text opens a menu of Copy and Custom
/// item while the text keeps the keyboard: the caret stays and typing goes
/// on into the notes. It is done the classic way — the text view stays
/// first responder, and for the menu's lifetime its next responder is the
/// button, which then answers the menu's actions; when the menu is about
/// to hide, the text view's own next responder comes back. The event log
/// shows both steps.
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
        notes.onPasteFailed { [log] error in log.append(tr("Paste left the notes unchanged: %s", pasteProblem(error))) }
        notes.onPerformed = { [log] title in log.append(performedLine(title, by: tr("Notes text"))) }
        notes.onPasted { [log] _ in log.append(performedLine(Action.paste.localizedTitle, by: tr("Notes text"))) }

        let hint = Label(tr("Select a word, then Format ▸ Bold, Italic or Underline in its menu, or Ctrl+B, Ctrl+I, Ctrl+U."))
        hint.alignToStart()
        add(hint)
        let row = Box(.horizontal, spacing: 12)
        row.add(ScrolledView(notes, minimumHeight: 180), expand: true)
        button.accessibleName = button.title
        button.alignToTop()
        row.add(button)
        add(row, expand: true)

        button.handle(.copy) { [weak self] _ in
            guard let self else { return }
            Pasteboards.general.setString(self.notes.selectedText ?? self.notes.text)
            self.log.append(performedLine(Action.copy.localizedTitle, by: tr("Show Menu button")))
        }
        button.handle(.customItem) { [log] _ in log.append(performedLine(tr("Custom item"), by: tr("Show Menu button"))) }
        button.onClicked { [weak self] in self?.showButtonMenu() }
        observation = controller.observe { [weak self] event in
            if case .willHide = event { self?.restoreNotesResponderChain() }
        }
    }

    /// The classic way: the notes stay first responder and pass the menu's
    /// actions to the button, their next responder for now.
    private func showButtonMenu() {
        notes.takeKeyboardFocus()
        notes.nextResponderForMenu = button
        log.append(tr("Notes text: next responder is now the Show Menu button"))
        let result = controller.showMenu(from: button, rect: button.bounds, source: .pointer)
        if result != .shown { restoreNotesResponderChain() }
    }

    private func restoreNotesResponderChain() {
        guard notes.nextResponderForMenu != nil else { return }
        notes.nextResponderForMenu = nil
        log.append(tr("Notes text: next responder restored"))
    }
}

/// The notes' text view, as the classic sample's `CustomResponderTextView`:
/// while ``nextResponderForMenu`` is set, its next responder is that view and
/// it performs nothing itself, so a menu shown with it as first responder
/// offers what that view can do.
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
