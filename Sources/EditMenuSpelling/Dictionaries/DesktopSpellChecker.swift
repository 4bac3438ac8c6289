import EditMenu
import EditMenuText
import Foundation
import CPango
import GLibKit

/// The desktop's dictionaries, through Enchant (hunspell, aspell, hspell):
/// the `SpellChecker` a text widget uses when its `checksSpelling` is on, on
/// GTK 3 and GTK 4 alike. It answers as GTK 3's gspell does:
///
/// - **Languages.** Every installed dictionary, named in the user's
///   language ("English (United States)"; in German "Englisch (Vereinigte
///   Staaten)"); the first language is the desktop's (from `LANGUAGE`,
///   `LC_ALL`, `LC_MESSAGES`, `LANG`), else American English, else the first
///   installed, else none.
/// - **Scripts.** A word is checked only when every letter of it is in a
///   script its language is written in (Pango's knowledge): a Japanese or
///   Hebrew word in English text is not underlined and gets no suggestions.
///   Numbers and words with digits are never wrong; a typographic
///   apostrophe (’) is checked as the dictionary's own (').
/// - **What the user teaches it.** Add to Dictionary writes the word to the
///   user's own dictionary (Enchant's, under `~/.config/enchant`); Ignore
///   All keeps it for as long as the application runs.
///
/// One checker is ``DesktopSpellChecker/shared`` by every widget of the application, so a word
/// learnt in one field is right in all, and a language chosen in one menu
/// holds for every widget.
///
/// ```swift
/// let checker = DesktopSpellChecker.shared
/// checker.language = checker.availableLanguages.first { $0.code == "de_DE" }
/// checker.suggestions(for: "Fahrad", limit: 5)   // ["Fahrrad", …]
/// ```
@MainActor
public final class DesktopSpellChecker: SpellChecker {
    /// The checker every text widget uses unless given another.
    public static let shared = DesktopSpellChecker()

    /// The current language's dictionary, opening on a thread of its own
    /// (``DictionaryOpening``); nil for no language.
    private var opening: DictionaryOpening?
    /// The dictionary, waiting for it to open if it is not yet.
    private var dictionary: Enchant.Dictionary? { opening?.wait() }
    private var current: SpellingLanguage?
    /// Words already looked up, with their answer, for the current language
    /// and dictionaries: underlining a screenful again after a keystroke
    /// asks the dictionary about the new word only.
    private var answers: [String: Bool] = [:]
    /// The scripts the current language is written in.
    private var scripts: Scripts?
    /// Suggestions found ahead for the words on screen.
    private let lookahead = SuggestionLookahead()

    /// A checker for the desktop's language (`code`, such as "de_DE", when
    /// given and installed).
    public init(languageCode code: String? = nil) {
        open(code.flatMap(DesktopLanguages.lookup) ?? DesktopLanguages.desktopDefault)
    }

    public var availableLanguages: [SpellingLanguage] { DesktopLanguages.available }

    public var language: SpellingLanguage? {
        get { current }
        set {
            guard newValue != current else { return }
            open(newValue.flatMap { DesktopLanguages.lookup($0.code) })
            SpellingUnderline.checkerChanged()
        }
    }

    public func isCorrect(_ word: String) -> Bool {
        if let known = answers[word] { return known }
        var correct = true
        if isCheckable(word), !Self.isNumber(word), let dictionary {
            switch dictionary.check(Self.withDictionaryApostrophes(word)) {
            case .success(let answer):
                correct = answer
            case .failure(let error):
                // A broken dictionary: say so once per word, and underline nothing.
                Log.message("spelling: \(error)")
            }
        }
        answers[word] = correct
        return correct
    }

    public func suggestions(for word: String, limit: Int) -> [String] {
        guard limit > 0, isCheckable(word), !isCorrect(word), let dictionary, let code = current?.code else { return [] }
        let key = SuggestionLookahead.Key(language: code, word: word)
        if let ready = lookahead.answer(for: key) { return Array(ready.prefix(limit)) }
        let found = Self.suggestions(for: word, in: dictionary)
        lookahead.remember(found, for: key)
        return Array(found.prefix(limit))
    }

    /// Looks the suggestions for `words` up ahead, on a thread of its own
    /// (`SuggestionLookahead`): hunspell takes tens of milliseconds a word.
    public func prepareSuggestions(for words: [String]) {
        guard let code = current?.code else { return }
        lookahead.lookAhead(words.filter { isCheckable($0) && !isCorrect($0) }, language: code)
    }

    public func learn(_ word: String) {
        dictionary?.addToPersonal(word)
        answers[word] = true
        lookahead.forgetAnswers()   // the word may now be suggested for others
        SpellingUnderline.checkerChanged()
    }

    public func ignore(_ word: String) {
        dictionary?.addToSession(word)
        answers[word] = true
        SpellingUnderline.checkerChanged()
    }

    /// Whether the dictionary is open: until then a question waits for it.
    public var isReady: Bool { opening?.isOpen ?? true }

    /// Runs `body` once the dictionary is open (at once when it is).
    public func whenReady(_ body: @escaping @MainActor () -> Void) {
        guard let opening else { return body() }
        opening.whenOpen(body)
    }

    // MARK: The dictionary

    /// Starts opening the dictionary of `language` (none: nothing is
    /// checked). The language is one installed (``DesktopLanguages``); should
    /// its dictionary still fail to open, the checker drops it once it knows.
    private func open(_ language: SpellingLanguage?) {
        current = language
        scripts = current.map { Scripts(of: $0.code) }
        answers.removeAll()
        // gspell's habit, kept: the application's own name is no misspelling.
        let name = g_get_application_name().map { String(cString: $0) }
        let opening = language.map { DictionaryOpening(code: $0.code, sessionWords: name.map { [$0] } ?? []) }
        self.opening = opening
        opening?.whenOpen { [weak self] in
            guard let self, self.opening === opening, opening?.wait() == nil else { return }
            self.current = nil
            self.scripts = nil
            SpellingUnderline.checkerChanged()
        }
    }

    /// Whether the dictionary can say anything of `word`: there is one, and
    /// the word is in its language's scripts (``Scripts``).
    private func isCheckable(_ word: String) -> Bool {
        scripts?.canCheck(word) ?? false
    }

    /// Every suggestion `dictionary` has for `word`, the likeliest first
    /// (from any thread: the lookahead asks its own dictionary).
    nonisolated static func suggestions(for word: String, in dictionary: Enchant.Dictionary) -> [String] {
        dictionary.suggestions(for: withDictionaryApostrophes(word))
    }

    /// `word` with the apostrophes typed in prose (’ and ʼ) as the ASCII one
    /// dictionaries spell "don't" with.
    nonisolated static func withDictionaryApostrophes(_ word: String) -> String {
        guard word.unicodeScalars.contains(where: { $0 == "\u{2019}" || $0 == "\u{02BC}" }) else { return word }
        return String(String.UnicodeScalarView(word.unicodeScalars.map { $0 == "\u{2019}" || $0 == "\u{02BC}" ? "'" : $0 }))
    }

    /// Digits, points and commas only ("1,024.5"): no word a dictionary knows.
    nonisolated static func isNumber(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal || $0 == "." || $0 == "," }
    }
}
