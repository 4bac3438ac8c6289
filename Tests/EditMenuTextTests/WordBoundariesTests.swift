import Testing
@testable import EditMenuText

/// "Select" on GTK 4 picks the word around the caret, in code points: a
/// flag, a ZWJ family or an accented letter is never cut in half.
@Suite("Word boundaries")
struct WordBoundariesTests {
    @Test func theWordAroundTheCaretOrJustBeforeIt() {
        let words = WordBoundaries("hello wörld")
        #expect(words.word(at: 8) == 6..<11)
        #expect(words.word(at: 11) == 6..<11)   // the caret after the last letter
        #expect(words.word(at: 0) == 0..<5)
    }

    @Test func marksFlagsAndFamiliesStayWhole() {
        // "e" + a combining acute, a space, a flag (2), a space, a family (5).
        let words = WordBoundaries("e\u{301} 🇫🇷 👩‍👩‍👧")
        #expect(words.word(at: 1) == 0..<2)
        #expect(words.word(at: 4) == 3..<5)
        #expect(words.word(at: 8) == 6..<11)
    }

    @Test func hebrewAndCJKRunsAreWords() {
        let words = WordBoundaries("שלום 漢字かな")
        #expect(words.word(at: 2) == 0..<4)
        #expect(words.word(at: 6) == 5..<9)
    }

    @Test func betweenTwoSpacesThereIsNoWord() {
        #expect(WordBoundaries("a   b").word(at: 2) == 2..<2)
    }
}
