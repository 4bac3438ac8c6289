import BenchSupport
import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuGTK
import Foundation

/// What spelling costs the user, against the same widget without it, in one run:
///
/// - **A misspelled word's menu.** Right-click → first frame of the menu on
///   a field that checks spelling, holding a word the dictionary has not
///   seen this run, against a field that does not check, holding the same
///   word; interleaved. The right-click comes as a person's would: a
///   reaction time after the word is underlined (`personReacts`), while the
///   checker looks the suggestions of the underlined words up ahead. What
///   the opening still spends in the checker (timed around its
///   `suggestions(for:limit:)`) is what the lookup adds; the rest of the
///   difference is the longer menu (suggestions, Add to Dictionary, Ignore
///   All, the Spelling page).
/// - **A lookup nobody prepared.** The same words asked of a checker of
///   their own with no lookahead: what a menu opened before the lookahead
///   had run would wait (Menu key pressed the instant a word is typed).
/// - **Typing in a 1 MB text view.** Keystrokes at a fast typist's pace
///   (one every 100 ms, so the words on screen are checked after each) into
///   the middle of a 1 MB mixed-script text view that checks spelling, and
///   of one beside it that does not, in blocks of ten by turns: the longest
///   main-loop turn, and key → handled.
@MainActor
struct SpellingBenchmark {
    struct Result: Codable {
        let openings: Int
        /// Right-click → first frame, ms: checking, with suggestions.
        let menuWithSpelling: Summary
        /// The same without spelling.
        let menuWithout: Summary
        /// The dictionary lookup inside each opening (suggestions), ms.
        let lookup: Summary
        /// A lookup of the same words with nothing looked up ahead, ms.
        let coldLookup: Summary
        let typedKeys: Int
        let textViewCharacters: Int
        /// Longest main-loop turn while typing, ms, checking on / off.
        let typingLongestTurnOn: Double
        let typingLongestTurnOff: Double
        /// Key press → handled (GTK inserted the character), ms.
        let keyHandledOn: Summary
        let keyHandledOff: Summary
    }

    let application: Application
    var openings = 100
    var keys = 100

    func run() -> Result {
        let menus = measureOpenings()
        let typing = measureTyping()
        return Result(openings: openings, menuWithSpelling: Summary(menus.on), menuWithout: Summary(menus.off),
                      lookup: Summary(menus.lookups), coldLookup: Summary(menus.coldLookups),
                      typedKeys: keys, textViewCharacters: typing.characters,
                      typingLongestTurnOn: typing.longestOn, typingLongestTurnOff: typing.longestOff,
                      keyHandledOn: Summary(typing.handledOn), keyHandledOff: Summary(typing.handledOff))
    }

    // MARK: Openings

    /// Misspellings no dictionary knows and none repeats: a letter dropped
    /// from, and one doubled in, common words.
    static func misspellings(_ count: Int) -> [String] {
        let words = ["world", "language", "keyboard", "window", "because", "different", "through", "between",
                     "important", "question", "something", "together", "children", "government", "business"]
        var result: [String] = []
        var index = 0
        while result.count < count {
            let word = Array(words[index % words.count])
            let cut = 1 + (index / words.count) % (word.count - 1)
            var misspelled = word
            misspelled.remove(at: cut)
            misspelled.insert(word[(cut + index) % word.count], at: 0)
            let candidate = String(misspelled) + String(repeating: "x", count: index / (words.count * (word.count - 1)))
            if !result.contains(candidate) { result.append(candidate) }
            index += 1
        }
        return result
    }

    /// How long after a word is underlined a person's right-click comes at
    /// the soonest: seeing the underline and moving the pointer take a
    /// simple reaction time (about 0.25 s) at least.
    static let personReacts = 0.25

    private func measureOpenings() -> (on: [Double], off: [Double], lookups: [Double], coldLookups: [Double]) {
        let checked = TextField(), plain = TextField()
        let timing = TimedSpellChecker(DesktopSpellChecker.shared)
        checked.spellChecker = timing
        checked.checksSpelling = true
        let column = Box(.vertical, spacing: 12)
        column.add(checked)
        column.add(plain)
        let window = Window(application: application, title: "Spelling bench", width: 480, height: 200)
        window.setContent(column)
        window.present()
        defer { gtk_widget_destroy(window.widget) }
        Loop.run(until: { gtk_widget_get_mapped(checked.widget) != 0 }, timeout: 5)
        Loop.run(for: 0.3)
        let frames = FrameCounter(clockOf: window.widget)
        defer { frames.stop() }
        let words = Self.misspellings(openings + 10)
        var on: [Double] = [], off: [Double] = [], lookups: [Double] = []
        let unprepared = DesktopSpellChecker()
        var generator = SplitMix(seed: 0x5be11)
        for (round, word) in words.enumerated() {
            checked.text = word
            plain.text = word
            Loop.run(for: Self.personReacts)   // the word is underlined, the user sees it and right-clicks
            for field in [checked, plain].shuffled(using: &generator) {
                frames.waitUntilQuiet()
                timing.suggestionTime = 0
                guard let ms = openMenu(on: field, in: window), round >= 10 else { continue }
                if field === checked {
                    on.append(ms)
                    lookups.append(Double(timing.suggestionTime) / 1e6)
                } else {
                    off.append(ms)
                }
            }
        }
        var coldLookups: [Double] = []
        for word in words.dropFirst(10) {
            let start = Clock.nanoseconds()
            _ = unprepared.suggestions(for: word, limit: SpellingMenu.suggestionLimit)
            coldLookups.append(Double(Clock.nanoseconds() - start) / 1e6)
        }
        func orNaN(_ values: [Double]) -> [Double] { values.isEmpty ? [.nan] : values }
        return (orNaN(on), orNaN(off), orNaN(lookups), orNaN(coldLookups))
    }

    /// Right-click on the field's first letter until the menu's first frame; ms.
    private func openMenu(on field: TextField, in window: Window) -> Double? {
        let probe = FirstFrame()
        defer { probe.stop() }
        let spot = (x: 12.0, y: Double(gtk_widget_get_allocated_height(field.widget)) / 2)
        let start = Clock.nanoseconds()
        SyntheticInput.secondaryButton(false, on: field.widget, at: spot)
        let presenter = window.editMenuController.presenter as? PopoverPresenter
        if let popover = presenter?.popoverPointer { probe.watch(popover) }
        let drew = Loop.run(until: { probe.isComplete }, timeout: 2)
        SyntheticInput.secondaryButton(true, on: field.widget, at: spot)
        window.editMenuController.setMenuVisible(false, animated: false)
        Loop.run(until: { presenter?.popoverPointer == nil }, timeout: 2)
        guard drew, let painted = probe.paintedAt else { return nil }
        return Double(painted - start) / 1e6
    }

    // MARK: Typing

    private func measureTyping() -> (characters: Int, longestOn: Double, longestOff: Double, handledOn: [Double], handledOff: [Double]) {
        let text = String(decoding: TextSample.mixed(bytes: 1_000_000), as: UTF8.self)
        // Two views side by side, one checking and one not, typed into by
        // turns: each is measured as a user meets it, checking already on.
        let checked = TextView(text: text), plain = TextView(text: text)
        checked.checksSpelling = true
        let row = Box(.horizontal, spacing: 8)
        row.add(ScrolledView(checked, minimumHeight: 400), expand: true)
        row.add(ScrolledView(plain, minimumHeight: 400), expand: true)
        let window = Window(application: application, title: "Spelling typing bench", width: 1200, height: 600)
        window.setContent(row)
        window.present()
        defer { gtk_widget_destroy(window.widget) }
        for view in [checked, plain] {
            view.cursorPosition = text.index(text.startIndex, offsetBy: text.count / 2)
        }
        TextProbe.waitForGTKIdleWork()
        Loop.run(for: 1)   // the words on screen checked and underlined
        let typed = Array("Helo wrld, the quikc brown fox jumsp ovr the lazzy dgo. ")
        var longest = (on: 0.0, off: 0.0), handled = (on: [Double](), off: [Double]())
        // Blocks of ten keys into one view, then the other, so a slow stretch
        // of the machine hits both.
        for block in 0..<(2 * keys / 10) {
            let checking = block % 2 == 0
            let view = checking ? checked : plain
            view.grabFocus()
            Loop.run(for: 0.2)
            MainLoopTurns.start()
            for index in 0..<10 {
                let character = typed[(block / 2 * 10 + index) % typed.count]
                let keyval = Int32(gdk_unicode_to_keyval(character.unicodeScalars.first!.value))
                let start = Clock.nanoseconds()
                SyntheticInput.key(keyval, in: view.widget)
                let ms = Double(Clock.nanoseconds() - start) / 1e6
                if checking { handled.on.append(ms) } else { handled.off.append(ms) }
                Loop.run(for: 0.1)
            }
            let turn = MainLoopTurns.stop()
            if checking { longest.on = max(longest.on, turn) } else { longest.off = max(longest.off, turn) }
        }
        return (text.unicodeScalars.count, longest.on, longest.off, handled.on, handled.off)
    }

    // MARK: Rows

    func rows(_ result: Result) -> [TableRow] {
        let on = result.menuWithSpelling, off = result.menuWithout
        return [
            TableRow("Misspelled word's menu: the dictionary lookup inside the opening, p99 (baseline column: p50)",
                     ours: Format.milliseconds(result.lookup.p99), baseline: Format.milliseconds(result.lookup.p50),
                     target: "p99 ≤ 5 ms", met: result.lookup.p99 <= 5),
            TableRow("… the same lookup with nothing looked up ahead (a menu opened the instant a word is typed), p99 (baseline column: p50)",
                     ours: Format.milliseconds(result.coldLookup.p99), baseline: Format.milliseconds(result.coldLookup.p50)),
            TableRow("… right-click → first frame p50: with spelling / without (same word)",
                     ours: Format.milliseconds(on.p50), baseline: Format.milliseconds(off.p50), ratio: on.p50 / off.p50),
            TableRow("… p99: with spelling / without", ours: Format.milliseconds(on.p99),
                     baseline: Format.milliseconds(off.p99), ratio: on.p99 / off.p99),
            TableRow("Typing in a 1 MB text view: longest main-loop turn, checking on / off",
                     ours: Format.milliseconds(result.typingLongestTurnOn), baseline: Format.milliseconds(result.typingLongestTurnOff),
                     ratio: result.typingLongestTurnOn / result.typingLongestTurnOff,
                     target: "< 16 ms", met: result.typingLongestTurnOn < 16),
            TableRow("… key → handled p99, checking on / off", ours: Format.milliseconds(result.keyHandledOn.p99),
                     baseline: Format.milliseconds(result.keyHandledOff.p99),
                     ratio: result.keyHandledOn.p99 / result.keyHandledOff.p99),
        ]
    }
}

/// A checker that times its suggestions: what a lookup adds to an opening.
@MainActor
final class TimedSpellChecker: SpellChecker {
    private let checker: any SpellChecker
    /// Nanoseconds spent in `suggestions(for:limit:)` since last set to 0.
    var suggestionTime: Int64 = 0

    init(_ checker: any SpellChecker) { self.checker = checker }

    var availableLanguages: [SpellingLanguage] { checker.availableLanguages }
    var language: SpellingLanguage? {
        get { checker.language }
        set { checker.language = newValue }
    }
    func isCorrect(_ word: String) -> Bool { checker.isCorrect(word) }
    func suggestions(for word: String, limit: Int) -> [String] {
        let start = Clock.nanoseconds()
        defer { suggestionTime += Clock.nanoseconds() - start }
        return checker.suggestions(for: word, limit: limit)
    }
    func learn(_ word: String) { checker.learn(word) }
    func ignore(_ word: String) { checker.ignore(word) }
    func prepareSuggestions(for words: [String]) { checker.prepareSuggestions(for: words) }
    var isReady: Bool { checker.isReady }
    func whenReady(_ body: @escaping @MainActor () -> Void) { checker.whenReady(body) }
}
