/// What a compact menu (``MenuLayout/compact``) shows: one row of buttons
/// for fingers, as iOS's edit menu does. Both toolkits' compact rows lay
/// themselves out by this plan; the widths are measured by the toolkit.
///
/// - The row holds the menu's main items — those outside sections and
///   submenus, enabled ones only — as titled buttons. When their titles do
///   not fit, items with an icon become icon buttons; whatever still does
///   not fit, and every section and submenu (Undo and Redo, say), is
///   reached through a trailing "More", which opens the full list.
/// - A misspelled word's suggestions (``SpellingMenu/suggestionsID``) are
///   behind a leading "Replace…", as on iOS; once it is chosen
///   (`showingSuggestions`), the row is the suggestions, Add to Dictionary
///   and Ignore All.
///
/// ```swift
/// let plan = CompactMenuPlan(menu, maximumWidth: 400, moreWidth: 60,
///                            titleWidth: { measure($0) }, iconWidth: 44)
/// plan.buttons   // [.item(Cut), .item(Copy), .item(Paste), .more]
/// ```
public struct CompactMenuPlan: Equatable, Sendable {
    /// One button of the row.
    public enum Button: Equatable, Sendable {
        /// An item, titled, or as its icon (named by its title for assistive technology).
        case item(ResolvedMenuItem, iconOnly: Bool)
        /// "Replace…": the row becomes the spelling suggestions.
        case showSuggestions
        /// "More": the full list.
        case more
    }

    /// The row's buttons, in order.
    public var buttons: [Button]

    /// The plan for `menu` in `maximumWidth` pixels, given each title's
    /// width, an icon button's, and the "More" button's.
    @MainActor
    public init(_ menu: ResolvedMenu, showingSuggestions: Bool = false, maximumWidth: Int, moreWidth: Int,
                titleWidth: (String) -> Int, iconWidth: Int) {
        var entries = menu.entries
        var lead: [Button] = []
        if let index = entries.firstIndex(where: Self.isSpellingSuggestions), case .section(let suggestions) = entries[index] {
            guard !showingSuggestions else {
                buttons = suggestions.entries.compactMap { entry in
                    guard case .item(let item) = entry, item.isEnabled else { return nil }
                    return .item(item, iconOnly: false)
                }
                return
            }
            entries.remove(at: index)
            lead = [.showSuggestions]
        }
        var main: [ResolvedMenuItem] = []
        var hasRest = false
        for entry in entries {
            switch entry {
            case .item(let item): if item.isEnabled { main.append(item) }
            case .section, .submenu: hasRest = true
            }
        }
        let titled = main.map { titleWidth($0.title) }
        if titled.reduce(0, +) + (hasRest ? moreWidth : 0) <= maximumWidth {
            buttons = lead + main.map { .item($0, iconOnly: false) } + (hasRest ? [.more] : [])
            return
        }
        // Icons where an item has one, then as many as fit before "More".
        var shown: [Button] = []
        var used = moreWidth
        for (item, width) in zip(main, titled) {
            let compactWidth = item.iconName == nil ? width : iconWidth
            guard used + compactWidth <= maximumWidth else { break }
            shown.append(.item(item, iconOnly: item.iconName != nil))
            used += compactWidth
        }
        buttons = lead + shown + [.more]
    }

    @MainActor
    private static func isSpellingSuggestions(_ entry: ResolvedMenuEntry) -> Bool {
        if case .section(let group) = entry { return group.id == SpellingMenu.suggestionsID }
        return false
    }
}
