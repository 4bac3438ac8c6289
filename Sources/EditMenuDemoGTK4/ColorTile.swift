import DemoScenarios
import EditMenu
import EditMenuGTK4
import Foundation
import GtkKit4

/// A colour tile: Copy and Cut put it on the clipboard (its own type and
/// text), Paste fills an empty tile from a copied one, Change Color swaps
/// red and black. A right click, a long press or the Menu key opens its menu.
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
        super.init(content: Swatch())
        accessibleName = name
        // GTK 4's triggers have no double-click yet (GTK 3's tiles open on one).
        editMenuTriggers = [.doubleClick, .secondaryClick, .longPress, .keyboard]
        editMenuArrowDirection = .leading
        colorChanged()
        installActions()
    }

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
            guard let data = try? await Pasteboards.general.data(forType: TileColor.pasteboardType),
                  let color = TileColor(rawValue: String(decoding: data, as: UTF8.self)) else {
                log.append(ColorTiles.noTile(in: name))
                return
            }
            self.color = color
            log.append(ColorTiles.performed(.paste, by: name, color: color))
        }
    }

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
        (content as? Swatch)?.show(color)
    }
}

/// A tile's square: red, black, or a dashed outline when empty (the demo's
/// style sheet draws each).
@MainActor
private final class Swatch: View {
    private let box = Gtk.Box(vertical: false, spacing: 0)

    init() {
        super.init(wrapping: box.opaque)
        box.setSizeRequest(width: 72, height: 72)
        box.addCSSClass("tile")
    }

    func show(_ color: TileColor?) {
        for name in ["tile-red", "tile-black", "tile-empty"] { box.removeCSSClass(name) }
        box.addCSSClass("tile-\(color?.rawValue ?? "empty")")
    }
}
