import Foundation
import Testing
@testable import EditMenu

/// What a finger's compact row shows, decided once for both toolkits: the
/// main items titled while they fit, icons when they do not, "More" for the
/// rest, "Replace…" in front of a misspelled word's suggestions.
@Suite("The compact row's plan") @MainActor
struct CompactMenuPlanTests {
    /// Ten pixels a character, as a toolkit would measure a title.
    private let width = { (title: String) in title.count * 10 }
    private let all = Set(Action.standardActions)

    private func menu(undo: Bool, extra: [String] = []) -> ResolvedMenu {
        let view = Responder()
        for action in [Action.cut, .copy, .paste, .selectAll] { view.handle(action) { _ in } }
        if undo { view.handle(.undo) { _ in } }
        let items = extra.map { MenuItem(title: $0, action: Action($0)) }
        for item in items { view.handle(item.action) { _ in } }
        return MenuResolver.resolve(standardActions: all, items: items.map { .item($0) }, from: view)
    }

    private func titles(_ plan: CompactMenuPlan) -> [String] {
        plan.buttons.map { button in
            switch button {
            case .item(let item, let iconOnly): iconOnly ? "[\(item.title)]" : item.title
            case .showSuggestions: "Replace…"
            case .more: "More"
            }
        }
    }

    @Test func titlesThatFitShowAsTheyAreAndASectionPutsMoreAtTheEnd() {
        let plan = CompactMenuPlan(menu(undo: true), maximumWidth: 1000, moreWidth: 40, titleWidth: width, iconWidth: 44)
        #expect(titles(plan) == ["Cut", "Copy", "Paste", "Select All", "More"], "Undo is in a section, behind More")
        let noSection = CompactMenuPlan(menu(undo: false), maximumWidth: 1000, moreWidth: 40, titleWidth: width, iconWidth: 44)
        #expect(titles(noSection) == ["Cut", "Copy", "Paste", "Select All"], "nothing behind More: no More")
    }

    @Test func titlesThatDoNotFitBecomeIconsWhereTheyHaveOneThenWhatFitsBeforeMore() {
        // Titled: 30 + 40 + 50 + 100 + 60 = 280 > 275. Cut, Copy, Paste and Select
        // All have icons (44 each), "Menu 1" none (60); More is 40: 40 + 4 × 44 + 60 = 276.
        let view = menu(undo: false, extra: ["Menu 1"])
        let plan = CompactMenuPlan(view, maximumWidth: 275, moreWidth: 40, titleWidth: width, iconWidth: 44)
        #expect(titles(plan) == ["[Cut]", "[Copy]", "[Paste]", "[Select All]", "More"], "Menu 1 is behind More")
        let narrow = CompactMenuPlan(view, maximumWidth: 140, moreWidth: 40, titleWidth: width, iconWidth: 44)
        #expect(titles(narrow) == ["[Cut]", "[Copy]", "More"], "what does not fit is behind More")
    }

    @Test func aMisspelledWordsSuggestionsAreBehindReplaceThenTheRowIsTheSuggestions() {
        let checker = SpellingMenuTests.FakeSpellChecker()
        checker.misspelled = ["Grüsse": ["Grüße", "Größe"]]
        let view = Responder()
        view.handle(.copy) { _ in }
        view.handle(.replaceWithSuggestion) { _ in }
        view.handle(.learnSpelling) { _ in }
        let suggested = MenuResolver.resolve(standardActions: all, items: [], from: view)
        let menu = SpellingMenu(checker: checker, checksWhileTyping: true).menu(for: "Grüsse", around: suggested, from: view)
        let row = CompactMenuPlan(menu, maximumWidth: 1000, moreWidth: 40, titleWidth: width, iconWidth: 44)
        #expect(titles(row).first == "Replace…")
        #expect(!titles(row).contains("Grüße"), "the suggestions wait behind Replace…")
        let replacing = CompactMenuPlan(menu, showingSuggestions: true, maximumWidth: 1000, moreWidth: 40,
                                        titleWidth: width, iconWidth: 44)
        #expect(titles(replacing).prefix(2) == ["Grüße", "Größe"])
        #expect(!titles(replacing).contains("Copy") && !titles(replacing).contains("More"))
    }
}
