import EditMenu
import GtkKit

/// The desktop's dictionaries, through gspell (Enchant over hunspell,
/// aspell, hspell): the `SpellChecker` a text widget uses when
/// ``EditableText/checksSpelling`` is on.
///
/// - **Languages.** Every installed dictionary, named in the user's
///   language; the first language is the desktop's (from `LANGUAGE`,
///   `LC_MESSAGES`, `LANG`, as gspell reads them), else English, else none.
/// - **Scripts.** A word is checked only when every letter of it is in a
///   script its language is written in (Pango's knowledge): a Japanese or
///   Hebrew word in English text is not underlined and gets no suggestions.
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

    private let checker: Gspell.Checker
    /// Words already looked up, with their answer, for the current language
    /// and dictionaries: underlining a screenful again after a keystroke
    /// asks the dictionary about the new word only.
    private var answers: [String: Bool] = [:]
    /// The scripts the current language is written in, by Pango.
    private var scriptLanguage: Pango.Language?
    /// Suggestions found ahead for the words on screen.
    private let lookahead = SuggestionLookahead()

    /// A checker for the desktop's language (`code`, such as "de_DE", when
    /// given and installed).
    public init(languageCode code: String? = nil) {
        // (gspell adds the application's name to every dictionary, and asks
        // GLib for it: the checker gives a process that never set one a name.)
        checker = Gspell.Checker(language: code.flatMap(Gspell.Language.lookup) ?? Gspell.Language.default)
        updateScriptLanguage()
    }

    public var availableLanguages: [SpellingLanguage] {
        Gspell.Language.available.map(Self.spellingLanguage)
    }

    public var language: SpellingLanguage? {
        get { checker.language.map(Self.spellingLanguage) }
        set {
            guard newValue != language else { return }
            checker.language = newValue.flatMap { Gspell.Language.lookup($0.code) }
            updateScriptLanguage()
            answers.removeAll()
            SpellingUnderline.checkerChanged()
        }
    }

    public func isCorrect(_ word: String) -> Bool {
        if let known = answers[word] { return known }
        var correct = true
        if isCheckable(word) {
            switch checker.check(word) {
            case .success(let answer):
                correct = answer
            case .failure(let error):
                // A broken dictionary: say so once per word, and underline nothing.
                Log.message("spelling: cannot check \"\(word)\": \(error)")
            }
        }
        answers[word] = correct
        return correct
    }

    public func suggestions(for word: String, limit: Int) -> [String] {
        guard limit > 0, isCheckable(word), !isCorrect(word), let language = checker.language else { return [] }
        let key = SuggestionLookahead.Key(language: language, word: word)
        if let ready = lookahead.answer(for: key) { return Array(ready.prefix(limit)) }
        let found = checker.suggestions(for: word)
        lookahead.remember(found, for: key)
        return Array(found.prefix(limit))
    }

    /// Looks the suggestions for `words` up ahead, on a thread of its own
    /// (`SuggestionLookahead`): hunspell takes tens of milliseconds a word.
    public func prepareSuggestions(for words: [String]) {
        guard let language = checker.language else { return }
        lookahead.lookAhead(words.filter { isCheckable($0) && !isCorrect($0) }, language: language)
    }

    public func learn(_ word: String) {
        checker.addToPersonal(word)
        answers[word] = true
        lookahead.forgetAnswers()   // the word may now be suggested for others
        SpellingUnderline.checkerChanged()
    }

    public func ignore(_ word: String) {
        checker.addToSession(word)
        answers[word] = true
        SpellingUnderline.checkerChanged()
    }

    // MARK: Scripts

    private func updateScriptLanguage() {
        scriptLanguage = checker.language.map { Pango.Language(code: $0.code) }
    }

    /// Whether the dictionary can say anything of `word`: there is one, and
    /// each letter of the word is in a script its language is written in
    /// (marks and punctuation go with any script), and it holds no digit.
    /// Pango knows no scripts for a few languages; then every word is checked.
    private func isCheckable(_ word: String) -> Bool {
        guard let language = scriptLanguage else { return false }
        return word.unicodeScalars.allSatisfy { scalar in
            guard !("0"..."9").contains(scalar) else { return false }   // "mp3", "x86": not words a dictionary knows
            let script = Pango.UnicodeScript(of: scalar)
            return script.isCommon || script.isInherited || language.includes(script: script)
        }
    }

    private static func spellingLanguage(_ language: Gspell.Language) -> SpellingLanguage {
        SpellingLanguage(code: language.code, name: language.name)
    }
}
