import DemoScenarios
import EditMenu
import EditMenuGTK
import Foundation

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
    private var name: String { ColorTiles.name(row: row, column: column) }

    private func installActions() {
        ColorTiles.installActions(on: self, named: name, log: log.append,
                                  color: { [weak self] in self?.color },
                                  setColor: { [weak self] color in self?.color = color },
                                  paste: { [weak self] in self?.pasteTile() })
    }

    private func pasteTile() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                guard let data = try await Pasteboards.general.data(forType: TileColor.pasteboardType),
                      let color = TileColor(rawValue: String(decoding: data, as: UTF8.self)) else {
                    self.log.append(ColorTiles.noTile(in: self.name))
                    return
                }
                self.color = color
                self.log.append(ColorTiles.performed(.paste, by: self.name, color: color))
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
            log.append(ColorTiles.noMenu(for: name, result))
        }
        return result
    }

    private func colorChanged() {
        accessibleDescription = ColorTiles.description(of: color)
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
