import EditMenu

/// Bold, Italic and Underline in a text view's buffer, as each toolkit's
/// tags carry them (GtkTextTags named after ``TextStyle``): the two reads
/// and writes a toolkit gives, and what both build on them, written once.
///
/// ```swift
/// let bold = buffer.styledRanges(.bold, in: 0..<buffer.length)
/// buffer.restyle(FormatChange(range: word, styledBefore: [.bold: []], styledAfter: [.bold: [word]]))
/// ```
@MainActor
package protocol StyledText {
    /// The parts of `range` that have `style`, in order.
    func styledRanges(_ style: TextStyle, in range: Range<Int>) -> [Range<Int>]
    /// Gives exactly `ranges` of `range` the style `style`.
    func setStyle(_ style: TextStyle, on ranges: [Range<Int>], within range: Range<Int>)
}

extension StyledText {
    /// The styles `range` has, each as the parts that have it.
    package func styles(in range: Range<Int>) -> [TextStyle: [Range<Int>]] {
        var styled: [TextStyle: [Range<Int>]] = [:]
        for style in TextStyle.allCases {
            let ranges = styledRanges(style, in: range)
            if !ranges.isEmpty { styled[style] = ranges }
        }
        return styled
    }

    /// The styles of the character before `offset` (after it, at the
    /// start): what text put in there takes to match its surroundings, as
    /// text typed at the end of a bold word is bold in a word processor.
    package func stylesAround(_ offset: Int) -> Set<TextStyle> {
        let character = offset > 0 ? (offset - 1)..<offset : offset..<(offset + 1)
        return Set(TextStyle.allCases.filter { !styledRanges($0, in: character).isEmpty })
    }

    /// The change that takes every style off `range` (as deleting it does),
    /// or nil when it has none.
    package func stylingRemoved(from range: Range<Int>) -> FormatChange? {
        let before = styles(in: range)
        guard !before.isEmpty else { return nil }
        return FormatChange(range: range, styledBefore: before, styledAfter: before.mapValues { _ in [] })
    }

    /// Makes `change`: each style it touched is on exactly its `styledAfter` parts.
    package func restyle(_ change: FormatChange) {
        for (style, ranges) in change.styledAfter { setStyle(style, on: ranges, within: change.range) }
    }

    /// Whether all of `range` has `style` (on), none of it (off), or some (mixed).
    package func state(of style: TextStyle, in range: Range<Int>) -> MenuElementState {
        let styled = styledRanges(style, in: range)
        if styled.isEmpty { return .off }
        return styled == [range] ? .on : .mixed
    }

    /// The change Bold, Italic or Underline makes over `range`: off where all
    /// of it has the style, on otherwise (mixed becomes on).
    package func toggling(_ style: TextStyle, over range: Range<Int>) -> FormatChange {
        let before = styledRanges(style, in: range)
        let after: [Range<Int>] = before == [range] ? [] : [range]
        return FormatChange(range: range, styledBefore: [style: before], styledAfter: [style: after])
    }

    /// `menu` with Bold, Italic and Underline gathered in a submenu called
    /// `title` ("Format"), each showing the state of `selection`; `menu`
    /// as it is with nothing selected.
    package func withFormatSubmenu(_ menu: ResolvedMenu, for selection: Range<Int>?, title: String) -> ResolvedMenu {
        guard let selection else { return menu }
        var styles: [ResolvedMenuItem] = []
        let rest = menu.filter { item in
            guard let style = TextStyle(item.action) else { return true }
            var item = item
            item.state = state(of: style, in: selection)
            styles.append(item)
            return false
        }
        guard !styles.isEmpty else { return menu }
        let group = ResolvedMenuGroup(id: MenuElementID("format"), title: title,
                                      iconName: "format-text-bold", entries: styles.map { .item($0) })
        return ResolvedMenu(entries: rest.entries + [.submenu(group)])
    }
}
