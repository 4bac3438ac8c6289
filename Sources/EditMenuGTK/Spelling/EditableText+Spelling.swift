import EditMenu
import Foundation

/// What spelling holds for one text widget: the checker, whether words are
/// underlined, and the word the menu on screen was opened on.
@MainActor
final class TextSpelling {
    var checker: any SpellChecker
    let underline: SpellingUnderline
    /// The word under the menu: where the pointer or the finger was, else
    /// at the caret or the selection, and the text it held then.
    var target: (range: Range<Int>, word: String)?

    init(_ text: EditableText, checker: any SpellChecker) {
        self.checker = checker
        underline = SpellingUnderline(text)
    }
}

/// Spelling in every text widget: misspelled words underlined as the user
/// types, suggestions at the top of a misspelled word's menu, Add to
/// Dictionary and Ignore All, and a Spelling submenu with the languages and
/// Check Spelling While Typing (`SpellingMenu`).
extension EditableText {
    /// Whether the text's spelling is checked: misspelled words are
    /// underlined as the user types, the menu of one starts with up to five
    /// suggestions, Add to Dictionary and Ignore All, and every menu ends
    /// with a Spelling submenu (the dictionary's language, and Check
    /// Spelling While Typing, which turns the underlines and suggestions off
    /// and on). Off by default. Words are checked with ``spellChecker``, in
    /// the desktop's language unless the user picks another.
    ///
    /// ```swift
    /// let notes = TextView(text: "Helo wrld")
    /// notes.checksSpelling = true   // "Helo" and "wrld" get a wavy underline
    /// ```
    public var checksSpelling: Bool {
        get { spelling != nil }
        set {
            guard newValue != checksSpelling else { return }
            if newValue {
                spelling = TextSpelling(self, checker: spellCheckerInUse)
                spelling?.underline.isOn = checksSpellingWhileTyping
            } else {
                spelling?.underline.isOn = false
                spelling = nil
            }
        }
    }

    /// Whether, with ``checksSpelling`` on, misspelled words are underlined
    /// and offered corrections; the Spelling submenu's Check Spelling While
    /// Typing. On by default.
    public var checksSpellingWhileTyping: Bool {
        get { !spellingPaused }
        set {
            spellingPaused = !newValue
            spelling?.underline.isOn = newValue
        }
    }

    /// The dictionary spelling is checked with: ``DesktopSpellChecker/shared``
    /// unless set (a `WordListSpellChecker` in a test, say).
    public var spellChecker: any SpellChecker {
        get { spellCheckerInUse }
        set {
            customSpellChecker = newValue
            spelling?.checker = newValue
            spelling?.underline.schedule()
        }
    }

    private var spellCheckerInUse: any SpellChecker { customSpellChecker ?? DesktopSpellChecker.shared }

    /// The misspelled word the menu on screen would correct, or nil.
    var misspelledTargetWord: String? {
        guard let spelling, checksSpellingWhileTyping, let target = spelling.target,
              target.range.upperBound <= textLength, characters(in: target.range) == target.word,
              !spelling.checker.isCorrect(target.word) else { return nil }
        return target.word
    }

    /// Finds the word the menu opens on: for a pointer or a finger, the
    /// word under it; from the keyboard or code, the selection when it is
    /// one word, else the word at the caret.
    func aimSpelling(at trigger: EditMenuTriggerEvent) {
        guard let spelling else { return }
        let word: Range<Int>?
        switch trigger {
        case .pointer(let point), .longPress(let point), .doubleClick(let point):
            word = storage.offset(at: point).flatMap { offset in
                let range = storage.wordRange(at: offset)
                return range.contains(offset) ? range : nil   // not the next word after a space
            }
        case .keyboard, .programmatic:
            let around = selectionOrCaret
            let range = storage.wordRange(at: around.lowerBound)
            word = around.isEmpty || range == around ? range : nil
        }
        spelling.target = word.flatMap { range in
            let text = characters(in: range)
            return text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) ? (range, text) : nil
        }
    }

    /// `menu` with the spelling part around it (`SpellingMenu`), when
    /// spelling is checked.
    func withSpelling(_ menu: ResolvedMenu) -> ResolvedMenu {
        guard let spelling else { return menu }
        return SpellingMenu(checker: spelling.checker, checksWhileTyping: checksSpellingWhileTyping, title: tr("Spelling"))
            .menu(for: misspelledTargetWord, around: menu, from: self)
    }

    func registerSpellingActions() {
        let canEdit: @MainActor (EditableText) -> Bool = { $0.isEditable && !$0.isPerformingLongEdit }
        handle(.replaceWithSuggestion, when: { [weak self] sender in
            guard let self else { return false }
            return canEdit(self) && sender.menuItem != nil && misspelledTargetWord != nil
        }) { [weak self] sender in
            guard let self, let replacement = sender.menuItem?.title, misspelledTargetWord != nil,
                  let range = spelling?.target?.range else { return }
            replaceCharacters(in: range, with: replacement, undoableAs: Action.replaceWithSuggestion.localizedTitle)
        }
        handle(.learnSpelling, when: { [weak self] _ in self?.misspelledTargetWord != nil }) { [weak self] _ in
            guard let self, let word = misspelledTargetWord, let spelling else { return }
            spelling.checker.learn(word)
            SpellingUnderline.checkerChanged()   // every widget that shares the checker
        }
        handle(.ignoreSpelling, when: { [weak self] _ in self?.misspelledTargetWord != nil }) { [weak self] _ in
            guard let self, let word = misspelledTargetWord, let spelling else { return }
            spelling.checker.ignore(word)
            SpellingUnderline.checkerChanged()
        }
        handle(.selectSpellingLanguage, when: { [weak self] _ in self?.checksSpelling == true }) { [weak self] sender in
            guard let self, let spelling,
                  let language = SpellingMenu.language(chosenBy: sender, among: spelling.checker.availableLanguages) else { return }
            spelling.checker.language = language
            SpellingUnderline.checkerChanged()
        }
        handle(.toggleSpellCheckingWhileTyping, when: { [weak self] _ in self?.checksSpelling == true }) { [weak self] _ in
            guard let self else { return }
            checksSpellingWhileTyping.toggle()
        }
    }
}
