/// The spelling part of a text view's edit menu, as Chromium, Firefox and KDE
/// show it: for a misspelled word, up to five suggestions at the top, then
/// Add to Dictionary and Ignore All, all in a section of their own; at the
/// end, a Spelling submenu with the installed languages and Check Spelling
/// While Typing.
///
/// Every item sends an action along the chain (``Action/replaceWithSuggestion``
/// with the suggestion as the item's title, ``Action/learnSpelling``, …), so
/// the chain decides each like any other: a read-only view that cannot
/// replace text shows no suggestion.
///
/// ```swift
/// override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
///     SpellingMenu(checker: checker, checksWhileTyping: checksSpelling)
///         .menu(for: wordUnderTheMenu, around: suggestedActions, from: self)
/// }
/// ```
@MainActor
public struct SpellingMenu {
    /// The dictionary asked about the word.
    public var checker: any SpellChecker
    /// Whether words are checked as they are typed (the submenu's check item).
    public var checksWhileTyping: Bool
    /// The submenu's title, in the user's language ("Spelling" by default).
    public var title: String

    /// The most suggestions a menu shows.
    public static let suggestionLimit = 5
    /// The section of suggestions, Add to Dictionary and Ignore All.
    public static let suggestionsID = MenuElementID("edit-menu.spelling-suggestions")
    /// The Spelling submenu.
    public static let submenuID = MenuElementID("edit-menu.spelling")
    /// The Spelling submenu's section of languages.
    public static let languagesID = MenuElementID("edit-menu.spelling-languages")
    private static let languagePrefix = "edit-menu.spelling-language."

    public init(checker: any SpellChecker, checksWhileTyping: Bool, title: String = "Spelling") {
        self.checker = checker
        self.checksWhileTyping = checksWhileTyping
        self.title = title
    }

    /// The section for `word`: its suggestions, Add to Dictionary and Ignore
    /// All; nil when there is no word, it is spelled right, or there is no
    /// dictionary.
    public func suggestions(for word: String?) -> MenuElement? {
        guard let word, !word.isEmpty, checker.language != nil, !checker.isCorrect(word) else { return nil }
        let replacements = checker.suggestions(for: word, limit: Self.suggestionLimit).prefix(Self.suggestionLimit)
        // Ids that stay the same each time the menu is resolved, so a choice
        // made in a menu resolved again meanwhile still finds its item.
        var children = replacements.enumerated().map { index, suggestion in
            MenuElement.item(MenuItem(title: suggestion, action: .replaceWithSuggestion,
                                      id: MenuElementID("edit-menu.spelling-suggestion.\(index)")))
        }
        children.append(.item(MenuItem(title: Action.learnSpelling.localizedTitle, action: .learnSpelling,
                                       id: MenuElementID("edit-menu.spelling-learn"))))
        children.append(.item(MenuItem(title: Action.ignoreSpelling.localizedTitle, action: .ignoreSpelling,
                                       id: MenuElementID("edit-menu.spelling-ignore"))))
        return .menu(Menu(options: .displayInline, id: Self.suggestionsID, children: children))
    }

    /// The Spelling submenu: each installed language as a radio item (the
    /// current one on), in a section of its own, then Check Spelling While
    /// Typing, a check box.
    public var submenu: MenuElement {
        let languages = checker.availableLanguages.map { language in
            MenuElement.item(MenuItem(title: language.name, action: .selectSpellingLanguage,
                                      attributes: .radio, state: language == checker.language ? .on : .off,
                                      id: MenuElementID(Self.languagePrefix + language.code)))
        }
        var children: [MenuElement] = []
        if !languages.isEmpty {
            children.append(.menu(Menu(options: .displayInline, id: Self.languagesID, children: languages)))
        }
        children.append(.item(MenuItem(title: Action.toggleSpellCheckingWhileTyping.localizedTitle,
                                       action: .toggleSpellCheckingWhileTyping, attributes: .checkBox,
                                       state: checksWhileTyping ? .on : .off,
                                       id: MenuElementID("edit-menu.spelling-while-typing"))))
        return .menu(Menu(title: title, id: Self.submenuID, children: children))
    }

    /// `suggested` with the spelling part around it, each item resolved
    /// against the chain from `responder`: the suggestions first (when
    /// `word` is misspelled), the Spelling submenu last.
    public func menu(for word: String?, around suggested: ResolvedMenu, from responder: Responder) -> ResolvedMenu {
        let leading = suggestions(for: word).map {
            MenuResolver.resolve(standardActions: [], items: [$0], from: responder).entries
        } ?? []
        let trailing = MenuResolver.resolve(standardActions: [], items: [submenu], from: responder).entries
        return ResolvedMenu(entries: leading + suggested.entries + trailing)
    }

    /// The language an item of the submenu stands for, when `sender` is one.
    ///
    /// ```swift
    /// view.handle(.selectSpellingLanguage) { sender in
    ///     checker.language = SpellingMenu.language(chosenBy: sender, among: checker.availableLanguages)
    /// }
    /// ```
    public static func language(chosenBy sender: ActionSender, among languages: [SpellingLanguage]) -> SpellingLanguage? {
        guard case .element(let id)? = sender.menuItem?.id, id.rawValue.hasPrefix(languagePrefix) else { return nil }
        let code = id.rawValue.dropFirst(languagePrefix.count)
        return languages.first { $0.code == code }
    }
}
