import EditMenu
import EditMenuText
import Foundation
import GLibKit

/// Underlines the misspelled words of a text widget as the user types, with
/// the toolkit's error underline (the wavy line GTK's spell checkers draw),
/// for GTK 3 and GTK 4 alike.
///
/// It looks at what is on screen only (``SpellingStorage/spellCheckWindow``), a
/// moment after the text changes or scrolls, so typing in a document of
/// megabytes checks a screenful of words per pause, most of them answered
/// from the checker's memory; many new words are looked up a few
/// milliseconds' worth per turn of the main loop. Nothing is checked while a
/// long edit runs; the text is checked once it is in.
@MainActor
final class SpellingUnderline {
    private unowned let spelling: TextSpelling
    private var storage: any SpellingStorage { spelling.storage }
    private var pending: Deferred?
    /// The words being looked at, over several turns when there are many.
    private var job: Job?
    /// The window the underlines on screen were last worked out for.
    private var checkedWindow: Range<Int>?

    private struct Job {
        let window: Range<Int>
        let words: [(range: Range<Int>, text: Substring)]
        var next = 0
        var misspelled: [(range: Range<Int>, word: Substring)] = []
    }

    /// How long after a change the words are looked at: the next keystroke
    /// of a fast typist comes first, so keystrokes are not held up.
    static let delay: TimeInterval = 0.05
    /// How long one turn of the main loop may spend asking the dictionary
    /// (a few hundred words); the rest waits for the next turn.
    static let sliceMicroseconds: Int64 = 4_000

    init(_ spelling: TextSpelling) {
        self.spelling = spelling
        spelling.storage.onChanged { [weak self] in self?.textChanged() }
        spelling.storage.onVisibleTextMoved { [weak self] in self?.visibleTextMoved() }
        Self.all.append(Weak(self))
    }

    /// Whether words are underlined; off takes every underline away.
    var isOn = false {
        didSet {
            guard isOn != oldValue else { return }
            if isOn { schedule() } else { clear() }
        }
    }

    /// Looks at the words on screen soon (changes in between are looked at
    /// together), once GTK has drawn what is pending: underlines come after
    /// the text they underline, and a window's first frame never waits for a
    /// dictionary (the first check opens the desktop's).
    func schedule() {
        guard isOn, pending == nil else { return }
        pending = Deferred(.at(Date(timeIntervalSinceNow: Self.delay))) { [weak self] in
            self?.pending = Deferred(.afterGTKIdleWork) { [weak self] in
                self?.pending = nil
                self?.check()
            }
        }
    }

    /// The offsets of a check under way no longer hold: start again.
    private func textChanged() {
        job = nil
        pending = nil
        checkedWindow = nil
        schedule()
    }

    /// Scrolling, or a new size, brings other words into view; underlining
    /// them may move nothing (GTK tells of a new scroll offset or size even
    /// for a redraw), so only a new window is looked at.
    private func visibleTextMoved() {
        guard isOn, job == nil, !spelling.isDestroyed, storage.spellCheckWindow != checkedWindow else { return }
        schedule()
    }

    /// Checks the words on screen now, or begins to when there are many.
    func check() {
        guard isOn, !spelling.isDestroyed else { return }
        guard !spelling.isPerformingLongEdit else { return schedule() }
        guard spelling.checker.isReady else {
            // The dictionary is still opening (at start-up): look once it is
            // open, rather than have the main loop wait for it.
            return spelling.checker.whenReady { [weak self] in self?.schedule() }
        }
        let window = storage.spellCheckWindow
        guard spelling.checker.language != nil else {
            checkedWindow = window
            return storage.underlineMisspellings([], in: window)
        }
        job = Job(window: window, words: TextWords(storage.characters(in: window)).words)
        continueChecking()
    }

    private func continueChecking() {
        guard var job, !spelling.isDestroyed else { return }
        let checker = spelling.checker
        let deadline = GLib.monotonicTime + Self.sliceMicroseconds
        while job.next < job.words.count {
            let word = job.words[job.next]
            if !checker.isCorrect(String(word.text)) {
                let range = (word.range.lowerBound + job.window.lowerBound)..<(word.range.upperBound + job.window.lowerBound)
                job.misspelled.append((range, word.text))
            }
            job.next += 1
            if job.next % 32 == 0, GLib.monotonicTime > deadline, job.next < job.words.count {
                self.job = job
                pending = Deferred(.at(Date())) { [weak self] in
                    self?.pending = nil
                    self?.continueChecking()
                }
                return
            }
        }
        self.job = nil
        checkedWindow = job.window
        storage.underlineMisspellings(job.misspelled.map(\.range), in: job.window)
        prepareSuggestions(for: job.misspelled)
    }

    /// The underlined words are the ones a menu can be opened on next: the
    /// checker may look their suggestions up now, the nearest to the caret
    /// first.
    private func prepareSuggestions(for misspelled: [(range: Range<Int>, word: Substring)]) {
        let caret = storage.selectionOrCaret.lowerBound
        func distance(_ range: Range<Int>) -> Int {
            range.contains(caret) || range.upperBound == caret ? 0 : min(abs(range.lowerBound - caret), abs(range.upperBound - caret))
        }
        var seen = Set<Substring>()
        let nearestFirst = misspelled.sorted { distance($0.range) < distance($1.range) }
            .filter { seen.insert($0.word).inserted }
            .map { String($0.word) }
        spelling.checker.prepareSuggestions(for: nearestFirst)
    }

    private func clear() {
        pending = nil
        job = nil
        checkedWindow = nil
        guard !spelling.isDestroyed else { return }
        storage.underlineMisspellings([], in: 0..<storage.length)
    }

    // MARK: Every underline of the application

    private struct Weak {
        weak var underline: SpellingUnderline?
        init(_ underline: SpellingUnderline) { self.underline = underline }
    }
    private static var all: [Weak] = []

    /// A checker learnt or ignored a word, or changed language: every widget
    /// looks at its words again.
    static func checkerChanged() {
        all.removeAll { $0.underline == nil }
        for entry in all { entry.underline?.schedule() }
    }
}
