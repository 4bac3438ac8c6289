/// A dictionary an edit menu asks about the word it was opened on: is it
/// spelled right, what might it be instead, and what the user teaches it.
///
/// The toolkit layer implements it over the desktop's dictionaries;
/// ``WordListSpellChecker`` is one in memory, for headless tests and tools.
/// ``SpellingMenu`` builds the menu's spelling part from one.
///
/// ```swift
/// let checker = WordListSpellChecker(words: ["hello", "world"])
/// checker.isCorrect("wrld")                    // false
/// checker.suggestions(for: "wrld", limit: 5)   // ["world"]
/// ```
@MainActor
public protocol SpellChecker: AnyObject {
    /// The languages there are dictionaries for, in the order a menu lists them.
    var availableLanguages: [SpellingLanguage] { get }
    /// The language words are checked in; nil when there is no dictionary.
    var language: SpellingLanguage? { get set }
    /// Whether `word` is spelled right. With no dictionary, every word is.
    func isCorrect(_ word: String) -> Bool
    /// At most `limit` corrections for `word`, the likeliest first; none
    /// without a dictionary.
    func suggestions(for word: String, limit: Int) -> [String]
    /// Adds `word` to the user's own dictionary, for good.
    func learn(_ word: String)
    /// Accepts `word` for as long as the checker lives.
    func ignore(_ word: String)
    /// Misspelled words a menu may soon be opened on (the ones on screen,
    /// the likeliest first): a checker whose suggestions are slow to find
    /// can look them up ahead, so the menu opens without waiting. Each call
    /// replaces the words of the last. Optional: by default, nothing.
    func prepareSuggestions(for words: [String])
    /// Whether the checker answers without keeping the caller waiting: a
    /// checker that opens its dictionary on a thread of its own is not
    /// ready until it is open. Optional: by default, always.
    var isReady: Bool { get }
    /// Runs `body` once the checker ``isReady`` (at once when it is). A text
    /// widget's underlines wait for it, so opening a dictionary never holds
    /// back a window's first frame. Optional: by default, at once.
    func whenReady(_ body: @escaping @MainActor () -> Void)
}

extension SpellChecker {
    /// Does nothing: suggestions are found when a menu asks for them.
    ///
    /// ```swift
    /// checker.prepareSuggestions(for: ["wrld", "Helo"])   // a no-op here
    /// ```
    public func prepareSuggestions(for words: [String]) {}

    /// Always: the checker answers at once.
    ///
    /// ```swift
    /// if checker.isReady { underline() } else { checker.whenReady(underline) }
    /// ```
    public var isReady: Bool { true }

    /// Runs `body` now: the checker is always ready.
    ///
    /// ```swift
    /// checker.whenReady { print("underlining") }   // prints at once here
    /// ```
    public func whenReady(_ body: @escaping @MainActor () -> Void) { body() }
}

/// A language a ``SpellChecker`` has a dictionary for.
public struct SpellingLanguage: Hashable, Sendable {
    /// Its code, as dictionaries are named ("en_US", "de_DE", "he").
    public var code: String
    /// Its name in the user's language ("English (USA)").
    public var name: String

    public init(code: String, name: String) {
        self.code = code
        self.name = name
    }
}
