import EditMenu
import EditMenuGTK4
import Foundation

/// The sample's text field, as on GTK 3: its menu keeps Undo, Redo, Cut,
/// Copy and Select All, drops the standard Paste (and the rest) in
/// `editMenu(suggestedActions:)`, and offers its own "Paste" that replaces
/// the whole text with the clipboard's string. Ctrl+V uses that paste too.
///
/// The paste goes through the text core both toolkits share: read without
/// blocking, NULs removed, invalid UTF-8 or text that does not fit refused
/// whole, one undo step; the log says what happened.
@MainActor
final class BasicsTextField: TextField {
    private let log: EventLog

    init(placeholder: String, log: EventLog) {
        self.log = log
        super.init(placeholder: placeholder)
        handle(.replaceWithClipboard, when: { _ in Pasteboards.general.hasStrings }) { [weak self] _ in
            self?.replaceTextWithClipboard()
        }
        // The keys paste our way too — and say so in the log when there is
        // no text to paste.
        handle(.paste, when: { [weak self] _ in self?.isEditable == true }) { [weak self] _ in
            self?.replaceTextWithClipboard()
        }
        onPasted { [log] pasted in
            let performed = performedLine(Action.paste.localizedTitle, by: "Text field")
            let removed = pasted.removedNULs
            log.append(removed == 0 ? performed : performed + " (\(removed) NUL character\(removed == 1 ? "" : "s") removed)")
        }
        onPasteFailed { [log] failure in log.append(Self.pasteFailureLine(failure)) }
    }

    private static let keptStandardActions: Set<Action> = [.undo, .redo, .cut, .copy, .selectAll]

    /// The kept standard actions and the custom items (among them our own Paste).
    override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
        suggestedActions.filter { item in
            guard let action = item.action, action.isStandard || action == .insertEmoji else { return true }
            return Self.keptStandardActions.contains(action)
        }
    }

    override func perform(_ action: Action, sender: ActionSender) -> Bool {
        let undoName = undoActionName, redoName = redoActionName
        let performed = super.perform(action, sender: sender)
        guard performed, Self.keptStandardActions.contains(action) else { return performed }
        switch action {
        case .undo: log.append(performedLine("Undo \(undoName ?? "")", by: "Text field"))
        case .redo: log.append(performedLine("Redo \(redoName ?? "")", by: "Text field"))
        default: log.append(performedLine(action.localizedTitle, by: "Text field"))
        }
        return performed
    }

    /// Replaces the whole text with the clipboard's, as one undo step: the
    /// text the user had is one Ctrl+Z away.
    private func replaceTextWithClipboard() {
        paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle, replacing: .allText)
    }

    /// The log's line for a paste that changed nothing (the failure
    /// describes itself; GTK 3's demo words it in the user's language).
    private static func pasteFailureLine(_ failure: PasteFailure) -> String {
        "Paste: \(failure); text field unchanged"
    }
}
