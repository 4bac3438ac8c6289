import DemoScenarios
import EditMenu
import EditMenuGTK

/// "Copy Me": a custom drawing view; a long press anywhere shows Copy
/// pointing at the view's centre.
@MainActor
final class CopyMePage: Box {
    static var text: String { tr("Copy me!") }
    let view = DrawingView(width: 320, height: 160)

    init(log: EventLog) {
        super.init(.vertical, spacing: 12)
        add(Label(tr("Press and hold anywhere on the card below.")))
        view.draw = { context in
            context.fill(context.bounds, red: 0.21, green: 0.52, blue: 0.89, alpha: 0.15)
            context.stroke(context.bounds, lineWidth: 2, red: 0.21, green: 0.52, blue: 0.89)
            context.drawCenteredText(Self.text, scale: 2)
        }
        view.accessibleName = Self.text
        view.alignToStart()
        view.editMenuTriggers = [.longPress, .secondaryClick]
        view.editMenuAnchor = .center
        view.handle(.copy) { _ in
            Pasteboards.general.setString(Self.text)
            log.append(performedLine(Action.copy.localizedTitle, by: Self.text))
        }
        add(view)
    }
}
