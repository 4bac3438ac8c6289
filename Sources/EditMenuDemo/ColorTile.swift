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

    /// A pasteboard item for this colour: the tile type, plus text for other apps.
    var pasteboardItem: PasteboardItem {
        PasteboardItem([TileColor.pasteboardType: Data(rawValue.utf8),
                        .utf8PlainText: Data("\(rawValue) tile".utf8)])
    }
}

extension Action {
    static let changeColor = Action("changeColor")
}

/// One tile of the Color Tiles page: filled with a colour or empty. A
/// double-click selects it and shows its menu to its right (UIKit's
/// left-pointing arrow): Cut, Copy and Change Color when filled; Paste when
/// empty and the clipboard holds a tile.
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
        accessibleName = "Tile \(row),\(column)"
        editMenuTriggers = [.doubleClick, .secondaryClick, .longPress, .keyboard]
        editMenuAnchor = .bounds
        editMenuArrowDirection = .left
        colorChanged()
        installActions()
    }

    private var name: String { "Tile \(row),\(column)" }

    private func installActions() {
        handle(.copy, when: { [weak self] _ in self?.color != nil }) { [weak self] _ in
            guard let self, let color = self.color else { return }
            Pasteboards.general.setItems([color.pasteboardItem])
            self.log.append("Copy performed by \(self.name): \(color.rawValue)")
        }
        handle(.cut, when: { [weak self] _ in self?.color != nil }) { [weak self] _ in
            guard let self, let color = self.color else { return }
            Pasteboards.general.setItems([color.pasteboardItem])
            self.color = nil
            self.log.append("Cut performed by \(self.name): \(color.rawValue)")
        }
        handle(.paste, when: { [weak self] _ in
            self?.color == nil && Pasteboards.general.contains(types: [TileColor.pasteboardType])
        }) { [weak self] _ in
            self?.pasteTile()
        }
        handle(.changeColor, when: { [weak self] _ in self?.color != nil }) { [weak self] _ in
            guard let self, let color = self.color else { return }
            self.color = color.toggled
            self.log.append("Change Color performed by \(self.name): \(color.rawValue) → \(color.toggled.rawValue)")
        }
    }

    private func pasteTile() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            do {
                guard let data = try await Pasteboards.general.data(forType: TileColor.pasteboardType),
                      let color = TileColor(rawValue: String(decoding: data, as: UTF8.self)) else {
                    self.log.append("Paste: the clipboard holds no tile; \(self.name) unchanged")
                    return
                }
                self.color = color
                self.log.append("Paste performed by \(self.name): \(color.rawValue)")
            } catch {
                self.log.append("Paste into \(self.name) failed: \(error)")
            }
        }
    }

    /// Selecting comes first: the tile is drawn selected while its menu is up.
    override func showEditMenu(for trigger: EditMenuTriggerEvent) -> EditMenuController.ShowResult {
        isSelected = true
        let result = super.showEditMenu(for: trigger)
        if result != .shown {
            isSelected = false
            log.append("\(name): \(result.explanation)")
        }
        return result
    }

    private func colorChanged() {
        accessibleDescription = color?.rawValue ?? "empty"
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
