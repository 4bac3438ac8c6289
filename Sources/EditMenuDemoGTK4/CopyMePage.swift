import DemoScenarios
import EditMenu
import EditMenuGTK4

/// "Copy Me", as on GTK 3: a long press (or a right click) anywhere on a
/// card that is not text shows a menu with Copy, which puts the card's
/// words on the clipboard.
@MainActor
final class CopyMePage: Box {
    static let text = tr("Copy me!")
    let card = Card(text: CopyMePage.text, width: 320, height: 160)

    init(log: EventLog) {
        super.init(.vertical, spacing: 12)
        let hint = Label(tr("Press and hold anywhere on the card below."))
        hint.alignToStart()
        add(hint)
        card.accessibleName = Self.text
        card.alignToStart()
        card.editMenuTriggers = [.longPress, .secondaryClick]
        card.handle(.copy) { _ in
            Pasteboards.general.setString(Self.text)
            log.append(performedLine(Action.copy.localizedTitle, by: Self.text))
        }
        add(card)
    }
}
