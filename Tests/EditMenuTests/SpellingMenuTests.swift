import Foundation
import Testing
@testable import EditMenu

/// The spelling part of a text view's menu, decided headless with a fake
/// dictionary: suggestions first, the Spelling submenu last, every item up to
/// the responder chain.
@Suite("Spelling in the edit menu") @MainActor
struct SpellingMenuTests {
    /// A dictionary that answers from fixed lists and records what it is taught.
    final class FakeSpellChecker: SpellChecker {
        var availableLanguages = [SpellingLanguage(code: "en_US", name: "English (USA)"),
                                  SpellingLanguage(code: "de_DE", name: "Deutsch (Deutschland)")]
        var language: SpellingLanguage?
        var misspelled: [String: [String]] = [:]
        var taught: [String] = []

        init() { language = availableLanguages[0] }
        func isCorrect(_ word: String) -> Bool { misspelled[word] == nil }
        func suggestions(for word: String, limit: Int) -> [String] { Array((misspelled[word] ?? []).prefix(limit)) }
        func learn(_ word: String) { taught.append("learn \(word)"); misspelled[word] = nil }
        func ignore(_ word: String) { taught.append("ignore \(word)"); misspelled[word] = nil }
    }

    /// A text view with a word under its menu, as the toolkit layer's will be.
    final class SpellingTextView: FocusableView {
        let checker = FakeSpellChecker()
        var text = "Helo wrld"
        var word: String? = "wrld"
        var checksWhileTyping = true
        var replaces = true

        override func editMenu(suggestedActions: ResolvedMenu) -> ResolvedMenu? {
            SpellingMenu(checker: checker, checksWhileTyping: checksWhileTyping)
                .menu(for: word, around: suggestedActions, from: self)
        }
    }

    private func fixture() -> (Fixture, SpellingTextView) {
        let f = Fixture()
        let view = SpellingTextView(debugName: "text")
        f.window.addChild(view)
        view.becomeFirstResponder()
        view.checker.misspelled = ["wrld": ["world", "word", "weld", "wild", "wold", "wield", "would"]]
        view.handle(.copy) { _ in }
        view.handle(.replaceWithSuggestion, when: { [unowned view] _ in view.replaces }) { [unowned view] sender in
            guard let word = view.word, let replacement = sender.menuItem?.title else { return }
            view.text = view.text.replacingOccurrences(of: word, with: replacement)
            view.word = nil
        }
        view.handle(.learnSpelling) { [unowned view] _ in view.word.map(view.checker.learn) }
        view.handle(.ignoreSpelling) { [unowned view] _ in view.word.map(view.checker.ignore) }
        view.handle(.selectSpellingLanguage) { [unowned view] sender in
            view.checker.language = SpellingMenu.language(chosenBy: sender, among: view.checker.availableLanguages)
        }
        view.handle(.toggleSpellCheckingWhileTyping) { [unowned view] _ in view.checksWhileTyping.toggle() }
        return (f, view)
    }

    @Test func aMisspelledWordsMenuStartsWithFiveSuggestionsThenAddAndIgnoreAndEndsWithSpelling() throws {
        let (f, view) = fixture()
        #expect(f.controller.showMenu(from: view, rect: .zero) == .shown)
        let menu = try #require(f.presenter.lastMenu)
        #expect(menu.titles == ["world", "word", "weld", "wild", "wold", "Add to Dictionary", "Ignore All", "Copy",
                                "English (USA)", "Deutsch (Deutschland)", "Check Spelling While Typing"])
        guard case .section(let suggestions) = menu.entries.first else { Issue.record("no section first: \(menu.entries)"); return }
        #expect(suggestions.id == SpellingMenu.suggestionsID)
        guard case .submenu(let spelling) = menu.entries.last else { Issue.record("no submenu last: \(menu.entries)"); return }
        #expect(spelling.id == SpellingMenu.submenuID && spelling.title == "Spelling")
        guard case .section(let languages) = spelling.entries.first else { Issue.record("no section of languages: \(spelling.entries)"); return }
        #expect(languages.id == SpellingMenu.languagesID && languages.entries.count == 2,
                "the languages are right in the Spelling submenu, in a section of their own")
        let styles = menu.allItems.filter { $0.action == .selectSpellingLanguage || $0.action == .toggleSpellCheckingWhileTyping }
            .map { "\($0.state) \($0.stateStyle)" }
        #expect(styles == ["on radio", "off radio", "on checkBox"],
                "the languages are radio items, the current one on; checking while typing is a check box, on")
    }

    @Test func choosingASuggestionReplacesTheWordWithIt() {
        let (f, view) = fixture()
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.choose("world") == .performed)
        #expect(view.text == "Helo world")
        #expect(!f.controller.isMenuVisible)
    }

    @Test func addToDictionaryAndIgnoreAllTeachTheChecker() {
        let (f, view) = fixture()
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.choose("Add to Dictionary") == .performed)
        #expect(view.checker.taught == ["learn wrld"])
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.lastMenu?.titles.first == "Copy", "a learned word is offered no correction")

        view.checker.misspelled["wrld"] = ["world"]
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.choose("Ignore All") == .performed)
        #expect(view.checker.taught == ["learn wrld", "ignore wrld"])
    }

    @Test func theChainDecidesTheSpellingItemsLikeAnyOther() {
        let (f, view) = fixture()
        view.replaces = false   // a read-only view
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.lastMenu?.titles.prefix(3) == ["Add to Dictionary", "Ignore All", "Copy"])
    }

    @Test func aWordSpelledRightOrWithoutADictionaryGetsNoSuggestionsAndNoError() {
        let (f, view) = fixture()
        view.word = "Helo"   // not in the fake's list of misspellings
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.lastMenu?.titles.first == "Copy")
        view.word = "wrld"
        view.checker.language = nil
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.lastMenu?.titles.first == "Copy", "no dictionary, no suggestions")
    }

    @Test func theSubmenuSwitchesLanguageAndCheckingWhileTyping() {
        let (f, view) = fixture()
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.choose("Deutsch (Deutschland)") == .performed)
        #expect(view.checker.language?.code == "de_DE")
        f.controller.showMenu(from: view, rect: .zero)
        #expect(f.presenter.choose("Check Spelling While Typing") == .performed)
        #expect(!view.checksWhileTyping)
    }
}

/// The in-memory dictionary: case-insensitive words, suggestions by edit distance.
@Suite("WordListSpellChecker") @MainActor
struct WordListSpellCheckerTests {
    @Test func wordsAreRightIgnoringCaseAndSuggestionsAreTheNearestWords() {
        let checker = WordListSpellChecker(words: ["hello", "world", "word", "Zürich", "naïve"])
        #expect(checker.isCorrect("Hello") && checker.isCorrect("WORLD") && checker.isCorrect("zürich"))
        #expect(!checker.isCorrect("wrld"))
        #expect(checker.suggestions(for: "wrld", limit: 5) == ["world", "word"])
        #expect(checker.suggestions(for: "wrold", limit: 5).first == "world", "two letters swapped is one edit")
        #expect(checker.suggestions(for: "Zurich", limit: 5) == ["zürich"], "compared by character, not byte")
        #expect(checker.suggestions(for: "naive", limit: 1) == ["naïve"])
        #expect(checker.suggestions(for: "xyzzy", limit: 5).isEmpty)
    }

    @Test func learnedAndIgnoredWordsAreRight() {
        let checker = WordListSpellChecker(words: ["hello"])
        checker.learn("Wrld")
        checker.ignore("grüße")
        #expect(checker.isCorrect("wrld") && checker.isCorrect("Grüße"))
    }

    @Test func withoutADictionaryEveryWordIsRightAndNoneHasSuggestions() {
        let checker = WordListSpellChecker(words: ["world"], language: nil)
        #expect(checker.availableLanguages.isEmpty)
        #expect(checker.isCorrect("wrld"))
        #expect(checker.suggestions(for: "wrld", limit: 5).isEmpty)
    }

    @Test func graphemeClustersCountAsOneCharacter() {
        // A flag and a family emoji are one character each, one edit: the
        // nearest word (counted in code points, the flag is two edits away
        // and the family five, past the limit of two).
        let checker = WordListSpellChecker(words: ["a🇩🇪", "👨‍👩‍👧b"])
        #expect(checker.suggestions(for: "a", limit: 5) == ["a🇩🇪", "👨‍👩‍👧b"])
        #expect(checker.suggestions(for: "b", limit: 1) == ["👨‍👩‍👧b"])
        #expect(checker.suggestions(for: "👨‍👩‍👧", limit: 5) == ["👨‍👩‍👧b", "a🇩🇪"])
    }
}
