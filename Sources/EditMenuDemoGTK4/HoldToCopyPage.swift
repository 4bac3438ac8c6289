import DemoScenarios
import EditMenu
import EditMenuGTK4
import GtkKit4

/// "Hold to Copy", as on GTK 3: holding a label still for 0.8 s offers
/// Copy for the whole label and highlights it while the menu is up; holding
/// an image reveals another.
@MainActor
final class HoldToCopyPage: Box {
    static let holdDelay = 0.8
    let label = Label(tr("Hold this text still to copy it"))
    let image = ImageView(iconName: "face-surprise-symbolic", pixelSize: 96)
    let revealed = ImageView(iconName: "starred-symbolic", pixelSize: 96)
    private var observation: EditMenuObservation?
    private var hold: LongPressRecognizer?
    private var reveal: LongPressRecognizer?

    init(controller: EditMenuController, log: EventLog) {
        super.init(.vertical, spacing: 18)
        label.accessibleName = tr("Hold to copy")
        label.gtkWidget.addCSSClass("hold-target")
        label.alignToStart()
        // A hold of its own length, not the desktop's: the menu points at
        // the whole label, whose text is what is copied.
        hold = LongPressRecognizer(on: label, delay: Self.holdDelay) { [weak label] _ in
            label?.showEditMenu(for: .programmatic)
        }
        label.handle(.copy) { [label] _ in
            Pasteboards.general.setString(label.text)
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Hold to copy")))
        }
        add(label)

        // The highlight, not a text selection, shows what is copied.
        observation = controller.observe { [weak self, weak controller] event in
            guard let self, let controller else { return }
            switch event {
            case .willShow where controller.targetView === self.label:
                self.label.gtkWidget.addCSSClass("hold-highlight")
            case .didHide:
                self.label.gtkWidget.removeCSSClass("hold-highlight")
            default:
                break
            }
        }

        let images = Box(.horizontal, spacing: 24)
        image.accessibleName = tr("Hold to reveal")
        revealed.accessibleName = tr("Revealed image")
        revealed.isHidden = true
        images.add(image)
        images.add(revealed)
        let hint = Label(tr("Hold the face to reveal a star."))
        hint.alignToStart()
        add(hint)
        add(images)
        reveal = LongPressRecognizer(on: image, delay: Self.holdDelay) { [weak self] _ in
            guard let self, self.revealed.isHidden else { return }
            self.revealed.isHidden = false
            log.append(tr("Revealed image"))
        }
    }
}
