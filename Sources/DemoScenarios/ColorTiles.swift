import EditMenu
import EditMenuText

/// The Color Tiles page's parts that are about the model, not the widgets:
/// the Change Color item, a tile's name, its actions and its log lines.
@MainActor
package enum ColorTiles {
    /// Change Color, added to the window controller's items: offered by a
    /// filled tile (which handles `.changeColor`).
    package static var changeColorItem: MenuElement {
        .item(MenuItem(title: tr("Change Color"), action: .changeColor))
    }

    /// "Tile 2,3": row, then column.
    package static func name(row: Int, column: Int) -> String {
        // Translators: a colour tile's name: its row, then its column.
        tr("Tile %d,%d", row, column)
    }

    /// What a tile says it holds, for assistive technology: its colour or "empty".
    package static func description(of color: TileColor?) -> String {
        color?.localizedName ?? tr("empty")
    }

    /// "Copy performed by Tile 1,2: red".
    package static func performed(_ action: Action, by tile: String, color: TileColor) -> String {
        // Translators: an event-log line: the action, the tile, the tile's colour.
        tr("%s performed by %s: %s", action.localizedTitle, tile, color.localizedName)
    }

    /// "Change Color performed by Tile 1,2: red → black".
    package static func colorChanged(by tile: String, from color: TileColor) -> String {
        tr("%s performed by %s: %s → %s", tr("Change Color"), tile, color.localizedName, color.toggled.localizedName)
    }

    /// A paste whose clipboard held no tile.
    package static func noTile(in tile: String) -> String {
        tr("Paste: the clipboard holds no tile; %s unchanged", tile)
    }

    /// Why a tile's trigger opened no menu.
    package static func noMenu(for tile: String, _ result: EditMenuController.ShowResult) -> String {
        // Translators: a tile's name, then why no menu opened.
        tr("%s: %s", tile, result.explanation)
    }
}

extension ColorTiles {
    /// A tile's Copy, Cut, Paste and Change Color: Copy and Cut put a filled
    /// tile on the clipboard (Cut empties it), Paste is offered to an empty
    /// tile while the clipboard holds a tile, Change Color toggles red and
    /// black. The tile is a toolkit's view, so its colour comes and goes
    /// through `color` and `setColor`; reading a pasted tile is the
    /// toolkit demo's (`paste`).
    package static func installActions(on tile: Responder, named name: String, log: @escaping DemoLog,
                                       color: @escaping @MainActor () -> TileColor?,
                                       setColor: @escaping @MainActor (TileColor?) -> Void,
                                       paste: @escaping @MainActor () -> Void) {
        tile.handle(.copy, when: { _ in color() != nil }) { _ in
            guard let current = color() else { return }
            Pasteboards.general.setItems([current.pasteboardItem])
            log(performed(.copy, by: name, color: current))
        }
        tile.handle(.cut, when: { _ in color() != nil }) { _ in
            guard let current = color() else { return }
            Pasteboards.general.setItems([current.pasteboardItem])
            setColor(nil)
            log(performed(.cut, by: name, color: current))
        }
        tile.handle(.paste, when: { _ in
            color() == nil && Pasteboards.general.contains(types: [TileColor.pasteboardType])
        }) { _ in paste() }
        tile.handle(.changeColor, when: { _ in color() != nil }) { _ in
            guard let current = color() else { return }
            setColor(current.toggled)
            log(colorChanged(by: name, from: current))
        }
    }
}
