import EditMenu
import EditMenuText

/// What the Basics text field does apart from being a toolkit's text field:
/// which standard items its menu keeps, and its log lines. Each toolkit's
/// `BasicsTextField` subclasses its own `TextField` and calls these.
@MainActor
package enum BasicsFieldRules {
    /// The field's name in the log.
    package static var name: String { tr("Text field") }

    /// The field's own Paste, and its log: the Paste item and the keys (Ctrl+V,
    /// and Shift+Insert on GTK 3) replace the whole text with the
    /// clipboard's, and the log says what went in or why nothing did.
    package static func install(on field: some Responder & TextEditing, log: @escaping DemoLog) {
        field.handle(.replaceWithClipboard, when: { _ in Pasteboards.general.hasStrings }) { [weak field] _ in
            field.map(replaceTextWithClipboard)
        }
        // The keys paste our way too — and say so in the log when there is
        // no text to paste.
        field.handle(.paste, when: { [weak field] _ in field?.isEditable == true }) { [weak field] _ in
            field.map(replaceTextWithClipboard)
        }
        field.onPasted { pasted in log(pastedLine(pasted)) }
        field.onPasteFailed { failure in log(pasteFailureLine(failure, offered: Pasteboards.general.types)) }
    }

    /// Replaces the whole text with the clipboard's, through the text core's
    /// paste (read without blocking, checked, one undo step: the text the
    /// user had is one Ctrl+Z away); bad or missing text leaves the field as
    /// it was and the log says why.
    private static func replaceTextWithClipboard(in field: some TextEditing) {
        field.paste(from: Pasteboards.general, undoableAs: Action.paste.localizedTitle, replacing: .allText)
    }

    /// The standard actions the field's menu keeps (its own Paste replaces
    /// the standard one).
    package static let keptStandardActions: Set<Action> = [.undo, .redo, .cut, .copy, .selectAll]

    /// The kept standard actions and the custom items (among them our own
    /// Paste), not the standard Paste or Insert Emoji.
    package static func keepingOwnItems(_ suggestedActions: ResolvedMenu) -> ResolvedMenu {
        suggestedActions.filter { item in
            guard let action = item.action, action.isStandard || action == .insertEmoji else { return true }
            return keptStandardActions.contains(action)
        }
    }

    /// The log line for a kept standard action the field performed; Undo and
    /// Redo say what they took back or made again (`undoName`, `redoName`:
    /// the names before the action).
    package static func performedLine(for action: Action, undoName: String?, redoName: String?) -> String {
        DemoScenarios.performedLine(performedTitle(action, undoName: undoName ?? "", redoName: redoName ?? ""), by: name)
    }

    /// The log line for a paste that went in, with how many NULs it lost.
    package static func pastedLine(_ pasted: PastedText) -> String {
        let performed = DemoScenarios.performedLine(Action.paste.localizedTitle, by: name)
        let removed = pasted.removedNULs
        return removed == 0 ? performed : performed + " " + Localization.format(
            Localization.plural("(%d NUL character removed)", "(%d NUL characters removed)", count: removed), removed)
    }

    /// The log's line for a paste that changed nothing; `offered` are the
    /// types the clipboard holds, named when it holds no text.
    package static func pasteFailureLine(_ failure: PasteFailure, offered: [PasteboardType]) -> String {
        guard case .pasteboard(.typeNotAvailable) = failure else {
            return tr("Paste: %s; text field unchanged", pasteProblem(failure))
        }
        let offered = offered.map(\.rawValue).joined(separator: ", ")
        return offered.isEmpty ? tr("Paste: the clipboard is empty; text field unchanged")
                               : tr("Paste: no text on the clipboard (it offers %s); text field unchanged", offered)
    }
}
