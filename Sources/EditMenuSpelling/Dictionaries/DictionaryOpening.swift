import Foundation

/// A dictionary being opened on a thread of its own, then open.
///
/// Hunspell reads and indexes a language's whole word list when its
/// dictionary opens: 150 M instructions (about 40 ms here) for American
/// English, a third of what a window costs to its first frame. Opened on the
/// main thread at start-up, it held the first frame back; opened here, the
/// window shows while it loads, and the first underlines come when it is
/// open (``DesktopSpellChecker/whenReady(_:)``). A question asked before
/// then waits for it (``wait()``), so the checker's answers never change
/// with timing.
///
/// The broker and dictionary are made on the opening thread and used on the
/// main thread after it, never both at once (Enchant is not thread-safe);
/// `condition` hands them over.
///
/// ```swift
/// let opening = DictionaryOpening(code: "en_US", sessionWords: ["Edit Menu"])
/// opening.whenOpen { print("ready") }     // on the main actor, later
/// let dictionary = opening.wait()          // blocks until open
/// ```
final class DictionaryOpening: @unchecked Sendable {
    private let condition = NSCondition()
    private var opened: Enchant.Dictionary??
    private var waiting: [@MainActor () -> Void] = []

    /// Starts opening the dictionary of `code`, accepting `sessionWords`.
    init(code: String, sessionWords: [String]) {
        let thread = Thread { [self] in
            let dictionary = Enchant.Broker().dictionary(for: code)
            for word in sessionWords { dictionary?.addToSession(word) }
            condition.lock()
            opened = .some(dictionary)
            let done = waiting
            waiting = []
            condition.broadcast()
            condition.unlock()
            guard !done.isEmpty else { return }
            Task { @MainActor in done.forEach { $0() } }
        }
        thread.name = "dictionary \(code)"
        thread.start()
    }

    /// Whether the dictionary is open (or could not be).
    var isOpen: Bool {
        condition.lock()
        defer { condition.unlock() }
        return opened != nil
    }

    /// The dictionary, once open; nil when none could be opened.
    func wait() -> Enchant.Dictionary? {
        condition.lock()
        defer { condition.unlock() }
        while opened == nil { condition.wait() }
        return opened!
    }

    /// Runs `body` on the main actor once the dictionary is open: at once
    /// when it is, otherwise from the main loop when the thread is done.
    @MainActor
    func whenOpen(_ body: @escaping @MainActor () -> Void) {
        condition.lock()
        guard opened == nil else {
            condition.unlock()
            return body()
        }
        waiting.append(body)
        condition.unlock()
    }
}
