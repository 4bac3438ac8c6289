import DemoScenarios
import EditMenu
import EditMenuGTK

/// "Hold to Copy": hold a label still for 0.8 s and its text is offered for
/// copying, with the label highlighted while the menu is up; hold an image
/// to reveal another.
@MainActor
final class HoldToCopyPage: Box {
    static let holdDelay = 0.8
    let label = Label(tr("Hold this text still to copy it"))
    let image = ImageView(iconName: "face-surprise-symbolic", pixelSize: 96)
    let revealed = ImageView(iconName: "starred-symbolic", pixelSize: 96)
    private var observation: EditMenuObservation?
    private var reveal: LongPressRecognizer?

    init(controller: EditMenuController, log: EventLog) {
        super.init(.vertical, spacing: 18)
        label.accessibleName = tr("Hold to copy")
        label.addStyleClass("hold-target")
        label.alignToStart()
        // Selectable for its input window (a plain GtkLabel gets no presses
        // in GTK 3); the menu is the hold-to-copy one only.
        label.isSelectable = true
        label.removeHandler(for: .select)
        label.removeHandler(for: .selectAll)
        label.editMenuTriggers = [.longPress]
        label.longPressDelay = Self.holdDelay
        label.editMenuAnchor = .bounds
        label.handle(.copy) { [label] _ in
            Pasteboards.general.setString(label.text)
            log.append(performedLine(Action.copy.localizedTitle, by: tr("Hold to copy")))
        }
        add(label)

        observation = controller.observe { [weak self, weak controller] event in
            guard let self, let controller else { return }
            switch event {
            case .willShow where controller.targetView === self.label:
                self.label.deselect()   // the highlight, not a text selection, shows what is copied
                self.label.addStyleClass("hold-highlight")
            case .didHide:
                self.label.removeStyleClass("hold-highlight")
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
        add(Label(tr("Hold the face to reveal a star.")))
        add(images)
        reveal = LongPressRecognizer(on: image, delay: Self.holdDelay) { [weak self] _ in
            guard let self, self.revealed.isHidden else { return }
            self.revealed.isHidden = false
            log.append(tr("Revealed image"))
        }
    }
}
