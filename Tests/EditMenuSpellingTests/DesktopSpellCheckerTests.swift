import EditMenu
import Foundation
import Testing
@testable import EditMenuSpelling

/// The desktop's dictionaries through Enchant, as both toolkits' text
/// widgets ask them (make deps installs hunspell's American English, German
/// and Hebrew): right and wrong words and their corrections in each, words
/// of other scripts left alone, the languages named in the user's language.
@Suite("The desktop's dictionaries", .serialized) @MainActor
struct DesktopSpellCheckerTests {
    @Test func englishGermanAndHebrewWordsAndTheirCorrections() {
        let checker = DesktopSpellChecker(languageCode: "en_US")
        #expect(checker.language?.code == "en_US")
        let codes = checker.availableLanguages.map(\.code)
        for code in ["en_US", "de_DE", "he_IL"] { #expect(codes.contains(code), "\(code) is installed (make deps): \(codes)") }
        #expect(!checker.isCorrect("wrld"))
        #expect(checker.suggestions(for: "wrld", limit: 5).contains("world"))
        #expect(checker.isCorrect("world"))

        checker.language = checker.availableLanguages.first { $0.code == "de_DE" }
        #expect(checker.isCorrect("Straße"))
        #expect(!checker.isCorrect("Fahrad"))
        #expect(checker.suggestions(for: "Fahrad", limit: 5).contains("Fahrrad"))
        #expect(checker.isCorrect("Fahrrad"))

        checker.language = checker.availableLanguages.first { $0.code == "he_IL" }
        #expect(checker.isCorrect("שלום"))
        #expect(!checker.isCorrect("שלוםם"))
        #expect(!checker.suggestions(for: "שלוםם", limit: 5).isEmpty)
        #expect(checker.isCorrect("world"), "a Latin word has no Hebrew dictionary to fail")
    }

    /// The dictionary opens on a thread of its own (a window's first frame
    /// does not wait for it): `whenReady` runs once it is open, and a
    /// question asked before then waits for it rather than answer wrong.
    @Test func theDictionaryOpensOffTheMainThreadAndSaysWhenItIsReady() async throws {
        let checker = DesktopSpellChecker(languageCode: "de_DE")
        var calls = 0
        checker.whenReady { calls += 1 }
        // The main actor is free while this test sleeps: the opening thread's
        // word comes through it (30 s: a slow machine's disk, not its CPU).
        for _ in 0..<600 where calls == 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(calls == 1, "whenReady ran once the dictionary was open")
        #expect(checker.isReady)
        #expect(calls == 1)
        checker.whenReady { calls += 1 }
        #expect(calls == 2, "once open, at once")

        let asking = DesktopSpellChecker(languageCode: "de_DE")
        #expect(!asking.isCorrect("Fahrad"), "asked at once: waited for its dictionary")
        #expect(asking.isReady)
    }

    @Test func wordsInAnotherScriptNumbersAndDigitsAreNeverWrong() {
        let checker = DesktopSpellChecker(languageCode: "en_US")
        for word in ["日本語", "שלום", "Москва", "mp3", "x86", "1,024.5", "٣٤"] {
            #expect(checker.isCorrect(word), "\(word)")
            #expect(checker.suggestions(for: word, limit: 5) == [], "\(word)")
        }
        // A combining accent goes with the letter before it: the word is checked.
        #expect(!checker.isCorrect("wre\u{301}ld"))
    }

    @Test func aTypographicApostropheIsTheDictionarysOwn() {
        let checker = DesktopSpellChecker(languageCode: "en_US")
        #expect(checker.isCorrect("don't"))
        #expect(checker.isCorrect("don’t"), "the apostrophe prose is typed with")
        #expect(checker.isCorrect("donʼt"), "the modifier letter apostrophe")
        #expect(!checker.isCorrect("dont’t"))
    }

    @Test func ignoreAllHoldsForTheCheckerThatIgnored() {
        let checker = DesktopSpellChecker(languageCode: "en_US")
        let other = DesktopSpellChecker(languageCode: "en_US")
        #expect(!checker.isCorrect("Zorblaxian"))
        checker.ignore("Zorblaxian")
        #expect(checker.isCorrect("Zorblaxian"))
        #expect(checker.suggestions(for: "Zorblaxian", limit: 5) == [])
        #expect(!other.isCorrect("Zorblaxian"), "the session's words are the checker's own, not the user's dictionary")
    }

    @Test func noDictionaryForALanguageMeansNoLanguageAndNothingWrong() {
        let checker = DesktopSpellChecker(languageCode: "en_US")
        checker.language = SpellingLanguage(code: "xx_YY", name: "Nowhere")
        #expect(checker.language == nil)
        #expect(checker.isCorrect("wrld"))
        #expect(checker.suggestions(for: "wrld", limit: 5) == [])
    }

    /// Suggestions found ahead, on the lookahead's thread, are the ones the
    /// dictionary gives when asked at once, in the language of the moment;
    /// asking while the thread looks words up (the same ones, in another
    /// order) waits for it or looks up alone, and gets the same answers.
    @Test func suggestionsFoundAheadAreTheDictionarysOwnInEachLanguage() {
        let words = ["wrld", "Helo", "quikc", "jumsp", "lazzy", "dgo", "brwon", "keybord", "windwo", "becuase",
                     "diferent", "thrugh", "betwen", "importnat", "questoin", "somthing", "togther", "childern"]
        let asked = DesktopSpellChecker(languageCode: "en_US")
        let reference = DesktopSpellChecker(languageCode: "en_US")
        let expected = words.map { reference.suggestions(for: $0, limit: 5) }
        #expect(expected[0].contains("world"))

        asked.prepareSuggestions(for: words)
        // The main actor asks from the end, while the lookahead works from the start.
        for (word, answer) in zip(words, expected).reversed() {
            #expect(asked.suggestions(for: word, limit: 5) == answer, "\(word)")
        }
        asked.prepareSuggestions(for: words)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(words.map { asked.suggestions(for: $0, limit: 5) } == expected)

        // Another language: the answers of the first are not given for it.
        asked.language = asked.availableLanguages.first { $0.code == "de_DE" }
        reference.language = asked.language
        asked.prepareSuggestions(for: ["Fahrad", "wrld"])
        Thread.sleep(forTimeInterval: 0.3)
        #expect(asked.suggestions(for: "Fahrad", limit: 5) == reference.suggestions(for: "Fahrad", limit: 5))
        #expect(asked.suggestions(for: "Fahrad", limit: 5).contains("Fahrrad"))
        #expect(asked.suggestions(for: "wrld", limit: 5) == reference.suggestions(for: "wrld", limit: 5),
                "German suggestions for wrld, not the English ones found before")
    }
}

/// The languages as the Spelling submenu lists them: in the user's
/// language, as GTK 3's gspell names them (ICU's locale names), sorted so.
@Suite("Dictionary languages")
struct DesktopLanguagesTests {
    @Test func namedInTheUsersLanguage() {
        func names(_ locale: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: DesktopLanguages.available(namedIn: locale).map { ($0.code, $0.name) })
        }
        #expect(names("en_US")["en_US"] == "English (United States)")
        #expect(names("en_US")["de_DE"] == "German (Germany)")
        #expect(names("de_DE")["en_US"] == "Englisch (Vereinigte Staaten)")
        #expect(names("de_DE")["de_DE"] == "Deutsch (Deutschland)")
        #expect(names("he_IL")["he_IL"] == "עברית (ישראל)")
    }

    @Test func sortedByTheirNames() {
        let english = DesktopLanguages.available(namedIn: "en_US").map(\.code)
        #expect(english.firstIndex(of: "en_US")! < english.firstIndex(of: "de_DE")!, "English before German: \(english)")
        let german = DesktopLanguages.available(namedIn: "de_DE").map(\.code)
        #expect(german.firstIndex(of: "de_DE")! < german.firstIndex(of: "en_US")!, "Deutsch before Englisch: \(german)")
    }

    @Test func aLocaleFindsItsDictionary() {
        #expect(DesktopLanguages.lookup("de_DE.UTF-8")?.code == "de_DE")
        #expect(DesktopLanguages.lookup("EN_us")?.code == "en_US")
        #expect(DesktopLanguages.lookup("he_IL")?.code == "he_IL")
        #expect(DesktopLanguages.lookup("xx_YY") == nil)
    }
}

/// Words as spelling looks at them: Pango's boundaries, in code points, as
/// both toolkits count offsets.
@Suite("Words of a text")
struct TextWordsTests {
    @Test func wordsInMixedScriptsAreCountedInCodePoints() {
        let text = "漢字 👨‍👩‍👧 wrld שלום 🇫🇷 e\u{301}té!"
        let words = TextWords(text).words
        #expect(words.map(\.text) == ["漢字", "wrld", "שלום", "e\u{301}té"])
        // 👨‍👩‍👧 is five code points, 🇫🇷 two: the offsets GTK uses.
        #expect(words.map(\.range) == [0..<2, 9..<13, 14..<18, 22..<26])
    }

    @Test func punctuationAndSpacesAreNoWords() {
        #expect(TextWords("Helo, wrld! -- ").words.map(\.text) == ["Helo", "wrld"])
        #expect(TextWords("").words.isEmpty)
    }
}

/// A field's underlines: Pango counts bytes, GTK code points.
@Suite("A field's underlines")
struct FieldUnderlinesTests {
    @Test func codePointsBecomeBytesAndTheSameUnderlinesAreNotMadeAgain() {
        var underlines = FieldUnderlines()
        let text = "ü 🇫🇷 wrld שלום Helo"
        #expect(underlines.update([], in: text) == nil, "nothing shown, nothing to show")
        // "ü" is 2 bytes, the flag 8, the Hebrew word 8: wrld at bytes 12..<16, Helo at 26..<30.
        #expect(underlines.update([15..<19, 5..<9], in: text) == [12..<16, 26..<30])
        #expect(underlines.update([15..<19, 5..<9], in: text) == nil, "shown already")
        #expect(underlines.update([5..<9], in: text) == [12..<16])
        #expect(underlines.update([5..<9], in: text + "!") == [12..<16], "the same words in another text")
        #expect(underlines.update([], in: text) == [], "the last underline taken away")
    }
}
