/// A ``SpellChecker`` over a list of words held in memory: a word is right
/// when the list (or what the user learned or ignored) has it, ignoring
/// case; suggestions are the listed words one or two edits away (a letter
/// added, removed, changed, or two swapped), the nearest first.
///
/// ```swift
/// let checker = WordListSpellChecker(words: ["hello", "world", "word"])
/// checker.suggestions(for: "wrld", limit: 5)   // ["world", "word"]
/// checker.learn("wrld")
/// checker.isCorrect("wrld")                    // true
/// ```
@MainActor
public final class WordListSpellChecker: SpellChecker {
    public var availableLanguages: [SpellingLanguage]
    public var language: SpellingLanguage?
    private var words: Set<String>
    private var learned: Set<String> = []
    private var ignored: Set<String> = []

    /// A checker that knows `words`, in `language` (nil: no dictionary, so
    /// every word is right and none has suggestions).
    public init(words: some Sequence<String>,
                language: SpellingLanguage? = SpellingLanguage(code: "en_US", name: "English (USA)")) {
        self.words = Set(words.map { $0.lowercased() })
        self.language = language
        availableLanguages = language.map { [$0] } ?? []
    }

    public func isCorrect(_ word: String) -> Bool {
        guard language != nil else { return true }
        let key = word.lowercased()
        return words.contains(key) || learned.contains(key) || ignored.contains(key)
    }

    public func suggestions(for word: String, limit: Int) -> [String] {
        guard language != nil, limit > 0 else { return [] }
        let key = Array(word.lowercased())
        let near = words.compactMap { candidate -> (distance: Int, word: String)? in
            let distance = Self.editDistance(key, Array(candidate), atMost: 2)
            return distance.map { ($0, candidate) }
        }
        return near.sorted { ($0.distance, $0.word) < ($1.distance, $1.word) }.prefix(limit).map(\.word)
    }

    public func learn(_ word: String) { learned.insert(word.lowercased()) }

    public func ignore(_ word: String) { ignored.insert(word.lowercased()) }

    /// The optimal string alignment distance between `a` and `b` in
    /// characters (insertions, deletions, substitutions, adjacent swaps), or
    /// nil when it is more than `limit` (or the strings are equal).
    static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard a != b, abs(a.count - b.count) <= limit else { return nil }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous) = (previous, current)
        }
        let distance = a.isEmpty ? b.count : previous[b.count]
        return distance <= limit ? distance : nil
    }
}
