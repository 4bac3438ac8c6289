import EditMenu
@_spi(Toolkit) import EditMenuText

/// A text view whose spelling can be checked: GTK 3's and GTK 4's
/// `EditableText` (`TextField`, `TextView`). Misspelled words get the
/// toolkit's wavy error underline as the user types, the menu of one starts
/// with its corrections, Add to Dictionary and Ignore All, and every menu
/// ends with a Spelling submenu (the dictionary's language, Check Spelling
/// While Typing). Written here once for both toolkits, over the view's
/// `TextSpelling` (toolkit SPI).
///
/// ```swift
/// let notes = TextView()
/// notes.text = "Helo wrld"
/// notes.checksSpelling = true   // "Helo" and "wrld" get a wavy underline
/// ```
@MainActor
public protocol SpellCheckingText: TextEditing {
    /// The shared spelling core the view checks through.
    @_spi(Toolkit) var textSpelling: TextSpelling { get }
}

extension SpellCheckingText {
    /// Whether the text's spelling is checked: misspelled words are
    /// underlined as the user types, the menu of one starts with up to five
    /// suggestions, Add to Dictionary and Ignore All, and every menu ends
    /// with a Spelling submenu (the dictionary's language, and Check
    /// Spelling While Typing, which turns the underlines and suggestions off
    /// and on). Off by default. Words are checked with ``spellChecker``, in
    /// the desktop's language unless the user picks another.
    ///
    /// ```swift
    /// let field = TextField()
    /// field.checksSpelling = true
    /// ```
    public var checksSpelling: Bool {
        get { textSpelling.isOn }
        set { textSpelling.isOn = newValue }
    }

    /// Whether, with ``checksSpelling`` on, misspelled words are underlined
    /// and offered corrections; the Spelling submenu's Check Spelling While
    /// Typing. On by default.
    ///
    /// ```swift
    /// notes.checksSpellingWhileTyping = false   // the underlines go; the submenu stays
    /// ```
    public var checksSpellingWhileTyping: Bool {
        get { textSpelling.whileTyping }
        set { textSpelling.whileTyping = newValue }
    }

    /// The dictionary spelling is checked with: ``DesktopSpellChecker/shared``
    /// unless set (a `WordListSpellChecker` in a test, say).
    ///
    /// ```swift
    /// field.spellChecker = WordListSpellChecker(words: ["hello", "world"])
    /// ```
    public var spellChecker: any SpellChecker {
        get { textSpelling.checker }
        set { textSpelling.checker = newValue }
    }
}
