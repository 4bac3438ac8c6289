import EditMenu
@_spi(Toolkit) import EditMenuText
import Foundation

/// Spelling in one text widget, written once for GTK 3 and GTK 4: the
/// checker, whether words are checked and underlined, the word the menu on
/// screen was opened on, the menu's spelling part (`SpellingMenu`) and the
/// actions behind it. A toolkit's text view holds one over its storage and
/// forwards the public ``SpellCheckingText`` API here.
///
/// ```swift
/// spelling = TextSpelling(editor: editor, storage: storage)
/// spelling.registerActions(on: self)
/// spelling.aim(at: trigger)                    // in showEditMenu(for:from:)
/// spelling.menu(around: suggested, from: self) // in editMenu(suggestedActions:)
/// ```
@MainActor
@_spi(Toolkit)
public final class TextSpelling {
    let editor: TextEditor
    let storage: any SpellingStorage
    /// Underlines misspelled words while checking is on and not paused.
    private(set) var underline: SpellingUnderline!
    /// The word under the menu: where the pointer or the finger was, else
    /// at the caret or the selection, and the text it held then.
    private var target: (range: Range<Int>, word: String)?
    /// The checker given by the application, if any.
    private var customChecker: (any SpellChecker)?

    package init(editor: TextEditor, storage: any SpellingStorage) {
        self.editor = editor
        self.storage = storage
        underline = SpellingUnderline(self)
    }

    /// Whether words are checked at all (``SpellCheckingText/checksSpelling``).
    var isOn = false {
        didSet { underline.isOn = isOn && whileTyping }
    }

    /// Whether words are checked as they are typed (``SpellCheckingText/checksSpellingWhileTyping``).
    var whileTyping = true {
        didSet { underline.isOn = isOn && whileTyping }
    }

    /// The dictionary words are checked with.
    var checker: any SpellChecker {
        get { customChecker ?? DesktopSpellChecker.shared }
        set {
            customChecker = newValue
            underline.schedule()
        }
    }

    var isDestroyed: Bool { editor.isDestroyed }
    var isPerformingLongEdit: Bool { editor.longEdit != nil }

    /// The misspelled word the menu on screen would correct, or nil.
    var misspelledTargetWord: String? {
        guard isOn, whileTyping, let target, target.range.upperBound <= storage.length,
              storage.characters(in: target.range) == target.word, !checker.isCorrect(target.word) else { return nil }
        return target.word
    }

    /// Finds the word the menu opens on: for a pointer or a finger, the
    /// word under it; from the keyboard or code, the selection when it is
    /// one word, else the word at the caret.
    package func aim(at trigger: EditMenuTriggerEvent) {
        guard isOn else { return }
        let word: Range<Int>?
        switch trigger {
        case .pointer(let point), .longPress(let point), .doubleClick(let point):
            word = storage.offset(at: point).flatMap { offset in
                let range = storage.wordRange(at: offset)
                return range.contains(offset) ? range : nil   // not the next word after a space
            }
        case .keyboard, .programmatic:
            let around = storage.selectionOrCaret
            let range = storage.wordRange(at: around.lowerBound)
            word = around.isEmpty || range == around ? range : nil
        }
        target = word.flatMap { range in
            let text = storage.characters(in: range)
            return text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) ? (range, text) : nil
        }
    }

    /// `menu` with the spelling part around it (`SpellingMenu`) while
    /// spelling is checked: a misspelled word's suggestions, Add to
    /// Dictionary and Ignore All first, the Spelling submenu last.
    package func menu(around menu: ResolvedMenu, from responder: Responder) -> ResolvedMenu {
        guard isOn else { return menu }
        return SpellingMenu(checker: checker, checksWhileTyping: whileTyping, title: tr("Spelling"))
            .menu(for: misspelledTargetWord, around: menu, from: responder)
    }

    /// The actions of the spelling part, on the text view's `responder`.
    package func registerActions(on responder: Responder) {
        responder.handle(.replaceWithSuggestion, when: { [weak self] sender in
            guard let self else { return false }
            return editor.canEdit && sender.menuItem != nil && misspelledTargetWord != nil
        }) { [weak self] sender in
            guard let self, let replacement = sender.menuItem?.title, misspelledTargetWord != nil,
                  let range = target?.range else { return }
            editor.replaceCharacters(in: range, with: replacement, undoableAs: Action.replaceWithSuggestion.localizedTitle)
        }
        responder.handle(.learnSpelling, when: { [weak self] _ in self?.misspelledTargetWord != nil }) { [weak self] _ in
            guard let self, let word = misspelledTargetWord else { return }
            checker.learn(word)
            SpellingUnderline.checkerChanged()   // every widget that shares the checker
        }
        responder.handle(.ignoreSpelling, when: { [weak self] _ in self?.misspelledTargetWord != nil }) { [weak self] _ in
            guard let self, let word = misspelledTargetWord else { return }
            checker.ignore(word)
            SpellingUnderline.checkerChanged()
        }
        responder.handle(.selectSpellingLanguage, when: { [weak self] _ in self?.isOn == true }) { [weak self] sender in
            guard let self, let language = SpellingMenu.language(chosenBy: sender, among: checker.availableLanguages) else { return }
            checker.language = language
            SpellingUnderline.checkerChanged()
        }
        responder.handle(.toggleSpellCheckingWhileTyping, when: { [weak self] _ in self?.isOn == true }) { [weak self] _ in
            self?.whileTyping.toggle()
        }
    }
}
