import EditMenu
import EditMenuGTK
import Foundation

/// A tile's colour; what a copied tile carries on the pasteboard.
enum TileColor: String, CaseIterable {
    case red, black

    /// The other colour (Change Color toggles).
    var toggled: TileColor { self == .red ? .black : .red }

    var rgb: (Double, Double, Double) {
        self == .red ? (0.88, 0.11, 0.14) : (0.1, 0.1, 0.1)
    }

    /// The tile's own pasteboard type, so only tiles paste into tiles.
    static let pasteboardType = PasteboardType("application/x-edit-menu-color-tile")

    /// The colour's name in the user's language ("red").
    var localizedName: String {
        switch self {
        case .red: return tr("red")
        case .black: return tr("black")
        }
    }

    /// A pasteboard item for this colour: the tile type, plus text for other
    /// apps ("red tile", in the user's language).
    var pasteboardItem: PasteboardItem {
        let text = self == .red ? tr("red tile") : tr("black tile")
        return PasteboardItem([TileColor.pasteboardType: Data(rawValue.utf8), .utf8PlainText: Data(text.utf8)])
    }
}

extension Action {
    static let changeColor = Action("changeColor")
}

/// One tile of the Color Tiles page: filled with a colour or empty. A
/// double-click selects it and shows its menu after it in reading order —
/// to its right, or to its left in a right-to-left language: Cut, Copy and
/// Change Color when filled; Paste when empty and the clipboard holds a tile.
@MainActor
final class ColorTile: GridCell {
    private(set) var color: TileColor? {
        didSet { colorChanged() }
    }
    let row: Int, column: Int
    private let log: EventLog

    init(row: Int, column: Int, color: TileColor?, log: EventLog) {
        self.row = row
        self.column = column
        self.color = color
        self.log = log
        let drawing = DrawingView(width: 72, height: 72)
        super.init(content: drawing)
        drawing.draw = { [weak self] context in self?.draw(in: context) }
        accessibleName = name
        editMenuTriggers = [.doubleClick, .secondaryClick, .longPress, .keyboard]
        editMenuAnchor = .bounds
        editMenuArrowDirection = .leading
        colorChanged()
        installActions()
    }

    /// "Tile 2,3": row, then column.
    // Translators: a colour tile's name: its row, then its column.
    private var name: String { tr("Tile %d,%d", row, column) }

    private func installActions() {
        handle(.copy, when: { [weak self] _ in self?.color != nil }) { [weak self] _ in
            guard let self, let color = self.color else { return }
            Pasteboards.general.setItems([color.pasteboardItem])
            // Translators: an event-log line: the action, the tile, the tile's colour.
            self.log.append(tr("%s performed by %s: %s", Action.copy.localizedTitle, self.name, color.localizedName))
        }
        handle(.cut, when: { [weak self] _ in self?.color != nil }) { [weak self] _ in
            guard let self, let color = self.color else { return }
            Pasteboards.general.setItems([color.pasteboardItem])
            self.color = nil
            self.log.append(tr("%s performed by %s: %s", Action.cut.localizedTitle, self.name, color.localizedName))
        }
        handle(.paste, when: { [weak self] _ in
            self?.color == nil && Pasteboards.general.contains(types: [TileColor.pasteboardType])
        }) { [weak self] _ in
            self?.pasteTile()
        }
        handle(.changeColor, when: { [weak self] _ in self?.color != nil }) { [weak self] _ in
            guard let self, let color = self.color else { return }
            self.color = color.toggled
            self.log.append(tr("%s performed by %s: %s → %s", tr("Change Color"), self.name,
                               color.localizedName, color.toggled.localizedName))
        }
    }

    private func pasteTile() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                guard let data = try await Pasteboards.general.data(forType: TileColor.pasteboardType),
                      let color = TileColor(rawValue: String(decoding: data, as: UTF8.self)) else {
                    self.log.append(tr("Paste: the clipboard holds no tile; %s unchanged", self.name))
                    return
                }
                self.color = color
                self.log.append(tr("%s performed by %s: %s", Action.paste.localizedTitle, self.name, color.localizedName))
            } catch {
                self.log.append(tr("Paste into %s failed: %s", self.name, pasteProblem(PasteFailure(error))))
            }
        }
    }

    /// Selecting comes first: the tile is drawn selected while its menu is up.
    override func showEditMenu(for trigger: EditMenuTriggerEvent,
                               from source: MenuInputSource?) -> EditMenuController.ShowResult {
        isSelected = true
        let result = super.showEditMenu(for: trigger, from: source)
        if result != .shown {
            isSelected = false
            // Translators: a tile's name, then why no menu opened.
            log.append(tr("%s: %s", name, result.explanation))
        }
        return result
    }

    private func colorChanged() {
        accessibleDescription = color?.localizedName ?? tr("empty")
        content.setNeedsDisplay()
    }

    private func draw(in context: DrawingContext) {
        let inset = context.bounds.insetBy(dx: 4, dy: 4)
        if let color {
            let (red, green, blue) = color.rgb
            context.fill(inset, red: red, green: green, blue: blue)
        } else {
            context.stroke(inset, lineWidth: 2, red: 0.6, green: 0.6, blue: 0.6, dashed: true)
        }
    }
}
