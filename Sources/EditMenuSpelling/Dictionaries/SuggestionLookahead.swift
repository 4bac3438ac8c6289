import Foundation
import Glibc

/// Finds the suggestions for the misspelled words on screen ahead of time,
/// on a thread of its own, so a misspelled word's menu opens without
/// waiting for the dictionary.
///
/// Hunspell takes 30-50 ms to suggest corrections for a word (it tries
/// every edit and n-gram of it), three frames spent inside a right-click.
/// The words a user can open a menu on are the underlined ones, known
/// before the menu is wanted, so their suggestions are looked up while the
/// user reads: the nearest to the caret first, one at a time, at a low
/// priority. A menu opened on a word whose lookup is under way waits for
/// that lookup only; a word never looked up is looked up by the caller.
///
/// The thread has an Enchant broker and dictionaries of its own, made and
/// used on that thread only (Enchant is not thread-safe). State shared with
/// the main thread is guarded by `condition`.
final class SuggestionLookahead: @unchecked Sendable {
    /// A word in a language (its code: "en_US").
    struct Key: Hashable, Sendable {
        let language: String
        let word: String
    }

    /// The most words kept waiting: a screenful's misspellings.
    static let waitingLimit = 64
    /// The most answers kept; past it, those no longer waited for go.
    static let answerLimit = 512

    private let condition = NSCondition()
    private var waiting: [Key] = []
    private var underWay: Key?
    private var answers: [Key: [String]] = [:]
    private var thread: Thread?

    /// Looks `words` up next, in this order, in place of the words of the
    /// last call not looked up yet.
    func lookAhead(_ words: [String], language: String) {
        condition.lock()
        defer { condition.unlock() }
        waiting = words.lazy.map { Key(language: language, word: $0) }
            .filter { self.answers[$0] == nil && $0 != self.underWay }
            .prefix(Self.waitingLimit).map { $0 }
        if answers.count > Self.answerLimit {
            let kept = Set(words)
            answers = answers.filter { kept.contains($0.key.word) }
        }
        guard !waiting.isEmpty else { return }
        if thread == nil { start() }
        condition.signal()
    }

    /// The suggestions found for `key`, once its lookup (if under way) ends;
    /// nil when it was never looked up.
    func answer(for key: Key) -> [String]? {
        condition.lock()
        defer { condition.unlock() }
        while underWay == key { condition.wait() }
        waiting.removeAll { $0 == key }   // the caller looks it up now
        return answers[key]
    }

    /// Keeps what the caller looked up itself, for the next menu.
    func remember(_ suggestions: [String], for key: Key) {
        condition.lock()
        answers[key] = suggestions
        condition.unlock()
    }

    /// Forgets every answer: the user's dictionary changed, and a learnt
    /// word may now be a suggestion.
    func forgetAnswers() {
        condition.lock()
        answers.removeAll()
        condition.unlock()
    }

    // MARK: On the lookahead's thread

    private func start() {
        let thread = Thread { [self] in run() }
        thread.name = "edit-menu.spelling-lookahead"
        self.thread = thread
        thread.start()
    }

    private func run() {
        // Below the main thread, which draws what the user types. (On
        // Linux a nice value is a thread's own, and 0 names the caller.)
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        let broker = Enchant.Broker()
        var dictionary: (language: String, dictionary: Enchant.Dictionary?)?
        while true {
            condition.lock()
            while waiting.isEmpty { condition.wait() }
            let key = waiting.removeFirst()
            underWay = key
            condition.unlock()

            if dictionary?.language != key.language { dictionary = (key.language, broker.dictionary(for: key.language)) }
            let found = dictionary?.dictionary.map { DesktopSpellChecker.suggestions(for: key.word, in: $0) } ?? []

            condition.lock()
            answers[key] = found
            underWay = nil
            condition.broadcast()
            condition.unlock()
        }
    }
}
