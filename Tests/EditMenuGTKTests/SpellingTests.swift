import CGtk
import EditMenuGTKTestSupport
import EditMenu
import Foundation
import XCTest
@testable import EditMenuGTK

/// Spelling in real text widgets: misspelled words underlined exactly (in
/// code points, whatever the script), a misspelled word's menu found where
/// the pointer, the keyboard or a finger points, a suggestion replacing the
/// word as one undo step, Add to Dictionary, the Spelling submenu's radio
/// and check items, and the compact row's Replace…. (The desktop's
/// dictionaries themselves, shared with GTK 4: Tests/EditMenuSpellingTests.)
final class SpellingTests: GTKTestCase, @unchecked Sendable {
    /// Words in several scripts around two misspellings, so that an offset
    /// counted in the wrong unit shows as a misplaced underline.
    static let text = "👨‍👩‍👧 Helo wrld 🇫🇷 e\u{301}te\u{301} 漢字 שלום"
    static let dictionary = ["hello", "world", "e\u{301}te\u{301}", "漢字", "שלום", "help"]

    @MainActor
    struct Fixture {
        let notes = TextView(text: SpellingTests.text)
        let field = TextField()
        let checker = WordListSpellChecker(words: SpellingTests.dictionary)
        let window: Window
        var controller: EditMenuController { window.editMenuController }
        var menu: VisibleMenu { VisibleMenu(controller)! }

        init(_ test: GTKTestCase) {
            let column = Box(.vertical, spacing: 12)
            column.add(field)
            column.add(ScrolledView(notes, minimumHeight: 120))
            field.text = SpellingTests.text
            for text in [notes, field] as [EditableText] {
                text.spellChecker = checker
                text.checksSpelling = true
            }
            window = test.makeWindow(with: column)
            notes.grabFocus()
            MainLoop.drain()
        }

        /// Opens the Spelling submenu of the menu on screen, through its
        /// "More…" pages when the menu is long (another test's clipboard
        /// adds Paste Selection, say).
        func chooseSpelling() {
            reveal("Spelling")
            menu.choose("Spelling")
        }

        /// Turns the menu's pages ("More…") until a row titled `title` shows.
        func reveal(_ title: String) {
            for _ in 0..<12 where menu.button(titled: title) == nil {
                guard let more = menu.titles.last(where: { $0.hasPrefix("More") }) else { break }
                menu.choose(more)
                // The next page gets its rows once it shows.
                _ = MainLoop.run(until: { self.menu.button(titled: title) != nil || !self.menu.titles.contains(more) })
            }
        }

        /// The code-point range of `word` in `text`.
        func offsets(of word: String, in text: EditableText) -> Range<Int> {
            let offsets = TextOffsets(text.text)
            return offsets.offsets(of: text.text.range(of: word)!)
        }

        /// A point in the middle of `word` in the notes, in the view's coordinates.
        func point(of word: String) -> CGPoint {
            let range = offsets(of: word, in: notes)
            var start = notes.bufferStorage.iterator(at: range.lowerBound), end = notes.bufferStorage.iterator(at: range.upperBound)
            var first = GdkRectangle(), last = GdkRectangle()
            gtk_text_view_get_iter_location(notes.textView, &start, &first)
            gtk_text_view_get_iter_location(notes.textView, &end, &last)
            var x: gint = 0, y: gint = 0
            gtk_text_view_buffer_to_window_coords(notes.textView, GTK_TEXT_WINDOW_WIDGET, (first.x + last.x) / 2,
                                                  first.y + first.height / 2, &x, &y)
            return CGPoint(x: Double(x), y: Double(y))
        }

        /// The code-point ranges the notes underline as misspelled.
        var notesUnderlines: [Range<Int>] {
            let table = gtk_text_buffer_get_tag_table(notes.buffer)
            guard let tag = gtk_text_tag_table_lookup(table, TextBufferStorage.misspelledTagName) else { return [] }
            var ranges: [Range<Int>] = []
            var iter = notes.bufferStorage.iterator(at: 0)
            var open: Int? = gtk_text_iter_has_tag(&iter, tag) != 0 ? 0 : nil
            while gtk_text_iter_forward_to_tag_toggle(&iter, tag) != 0 {
                let offset = Int(gtk_text_iter_get_offset(&iter))
                if let start = open { ranges.append(start..<offset); open = nil } else { open = offset }
            }
            if let start = open { ranges.append(start..<Int(gtk_text_iter_get_offset(&iter))) }
            return ranges
        }

        /// The code-point ranges the field underlines (its Pango error underlines).
        var fieldUnderlines: [Range<Int>] {
            guard let list = gtk_entry_get_attributes(field.entry) else { return [] }
            let text = field.text
            var ranges: [Range<Int>] = []
            var node = pango_attr_list_get_attributes(list)
            let head = node
            while let element = node {
                let attribute = element.pointee.data.assumingMemoryBound(to: PangoAttribute.self)
                if attribute.pointee.klass.pointee.type == PANGO_ATTR_UNDERLINE {
                    let utf8 = Array(text.utf8)
                    func offset(_ byte: guint) -> Int {
                        String(decoding: utf8[0..<min(Int(byte), utf8.count)], as: UTF8.self).unicodeScalars.count
                    }
                    ranges.append(offset(attribute.pointee.start_index)..<offset(attribute.pointee.end_index))
                }
                pango_attribute_destroy(attribute)
                node = element.pointee.next
            }
            g_slist_free(head)
            return ranges
        }
    }

    // MARK: Underlines

    func testMisspelledWordsAreUnderlinedExactlyInEveryScript() {
        onMain {
            let f = Fixture(self)
            let expected = [f.offsets(of: "Helo", in: f.notes), f.offsets(of: "wrld", in: f.notes)]
            waitUntil("the notes' underlines") { f.notesUnderlines == expected }
            waitUntil("the field's underlines") { f.fieldUnderlines == expected }

            f.notes.selectOffsets(0..<0)
            f.notes.replaceSelection(with: "zzyzx ")   // typed at the start
            waitUntil("the new word's underline") { f.notesUnderlines.first == 0..<5 }
            XCTAssertEqual(Array(f.notesUnderlines.dropFirst()), expected.map { ($0.lowerBound + 6)..<($0.upperBound + 6) },
                           "the other underlines move with their words")

            f.notes.checksSpellingWhileTyping = false
            XCTAssertEqual(f.notesUnderlines, [], "Check Spelling While Typing off takes the underlines away")
        }
    }

    // MARK: The menu of a misspelled word

    func testRightClickOnAMisspelledWordOffersItsSuggestionsFirstAndReplacesItAsOneUndoStep() {
        onMain {
            let f = Fixture(self)
            EventSynthesizer.rightClick(f.notes, at: f.point(of: "wrld"))
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertEqual(Array(f.menu.titles.prefix(3)), ["world", "Add to Dictionary", "Ignore All"])
            guard case .submenu(let spelling)? = f.controller.currentMenu?.entries.last else { return XCTFail("no Spelling submenu") }
            XCTAssertEqual(spelling.title, "Spelling", "the menu ends with the Spelling submenu")

            f.menu.choose("world")
            waitUntil("the replacement") { f.notes.text == SpellingTests.text.replacingOccurrences(of: "wrld", with: "world") }
            XCTAssertEqual(f.notes.undoActionName, "Replace")
            XCTAssertEqual(f.notes.undo(), "Replace")
            XCTAssertEqual(f.notes.text, SpellingTests.text, "one Undo brings the word back")
            XCTAssertEqual(f.notes.redo(), "Replace")
            XCTAssertTrue(f.notes.text.contains("Helo world"))
        }
    }

    func testACorrectWordOrASpaceGetsNoSuggestions() {
        onMain {
            let f = Fixture(self)
            EventSynthesizer.rightClick(f.notes, at: f.point(of: "שלום"))
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertFalse(f.menu.titles.contains("Add to Dictionary"), "\(f.menu.titles)")
            guard case .submenu(let spelling)? = f.controller.currentMenu?.entries.last else { return XCTFail("no Spelling submenu") }
            XCTAssertEqual(spelling.title, "Spelling", "the Spelling submenu is always there")
        }
    }

    func testTheKeyboardMenuCorrectsTheWordAtTheCaretOrTheSelection() {
        onMain {
            let f = Fixture(self)
            f.field.grabFocus()
            let helo = f.offsets(of: "Helo", in: f.field)
            f.field.selectOffsets(helo.upperBound..<helo.upperBound)   // the caret just after "Helo"
            f.field.showEditMenu(for: .keyboard)
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertEqual(Array(f.menu.titles.prefix(3)), ["hello", "help", "Add to Dictionary"])
            f.controller.hideMenu()
            waitUntil("no menu") { !f.menu.isShowing }

            f.field.selectOffsets(f.offsets(of: "wrld", in: f.field))
            f.field.showEditMenu(for: .keyboard)
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.titles.first, "world")
            f.menu.choose("world")
            waitUntil("the replacement") { f.field.text.contains("Helo world 🇫🇷") }
            XCTAssertEqual(f.field.undoActionName, "Replace")
        }
    }

    func testAddToDictionaryTakesTheUnderlineAndTheSuggestionsAway() {
        onMain {
            let f = Fixture(self)
            let helo = f.offsets(of: "Helo", in: f.notes)
            waitUntil("the underlines") { f.notesUnderlines.contains(helo) }
            EventSynthesizer.rightClick(f.notes, at: f.point(of: "Helo"))
            waitUntil("the menu") { f.menu.isShowing }
            f.menu.choose("Add to Dictionary")
            waitUntil("no underline on Helo") { !f.notesUnderlines.contains(helo) && !f.fieldUnderlines.contains(helo) }
            XCTAssertTrue(f.checker.isCorrect("helo"))

            EventSynthesizer.rightClick(f.notes, at: f.point(of: "Helo"))
            waitUntil("the menu") { f.menu.isShowing }
            XCTAssertFalse(f.menu.titles.contains("Add to Dictionary"), "Helo is not offered for correction: \(f.menu.titles)")
        }
    }

    // MARK: The Spelling submenu

    func testTheSpellingSubmenuShowsLanguagesAsRadioItemsAndTheToggleAsACheckBox() {
        onMain {
            let f = Fixture(self)
            f.checker.availableLanguages.append(SpellingLanguage(code: "de_DE", name: "German"))
            f.notes.showEditMenu(for: .keyboard)
            waitUntil("the menu") { f.menu.isShowing }
            f.chooseSpelling()
            waitUntil("the Spelling page") { f.menu.button(titled: "English (USA)") != nil }

            @MainActor func role(_ title: String) -> AtkRole? { f.menu.button(titled: title).map { atk_object_get_role(gtk_widget_get_accessible($0)) } }
            @MainActor func isChecked(_ title: String) -> Bool {
                guard let button = f.menu.button(titled: title) else { return false }
                let states = atk_object_ref_state_set(gtk_widget_get_accessible(button))
                defer { g_object_unref(UnsafeMutableRawPointer(states)) }
                return atk_state_set_contains_state(states, ATK_STATE_CHECKED) != 0
            }
            XCTAssertEqual(role("English (USA)"), ATK_ROLE_RADIO_MENU_ITEM, "the languages are right on the Spelling page")
            XCTAssertTrue(isChecked("English (USA)"))
            XCTAssertEqual(role("German"), ATK_ROLE_RADIO_MENU_ITEM)
            XCTAssertFalse(isChecked("German"))
            f.reveal("Check Spelling While Typing")   // a short window cuts the page in two
            XCTAssertEqual(role("Check Spelling While Typing"), ATK_ROLE_CHECK_MENU_ITEM)
            XCTAssertTrue(isChecked("Check Spelling While Typing"))
            f.controller.hideMenu()
            waitUntil("no menu") { !f.menu.isShowing }

            f.notes.showEditMenu(for: .keyboard)
            waitUntil("the menu") { f.menu.isShowing }
            f.chooseSpelling()
            waitUntil("the underlines") { !f.notesUnderlines.isEmpty }
            waitUntil("the Spelling page") { f.menu.button(titled: "English (USA)") != nil }
            f.reveal("Check Spelling While Typing")
            f.menu.choose("Check Spelling While Typing")
            waitUntil("checking while typing off") { !f.notes.checksSpellingWhileTyping }
            XCTAssertEqual(f.notesUnderlines, [], "no underlines")
            f.notes.showEditMenu(for: .keyboard)
            waitUntil("the menu") { f.menu.isShowing }
            f.chooseSpelling()
            waitUntil("the Spelling page") { f.menu.button(titled: "English (USA)") != nil }
            f.reveal("Check Spelling While Typing")
            XCTAssertEqual(role("Check Spelling While Typing"), ATK_ROLE_CHECK_MENU_ITEM, "off, it is still a check item")
            XCTAssertFalse(isChecked("Check Spelling While Typing"))

            f.controller.hideMenu()
            waitUntil("no menu") { !f.menu.isShowing }
            f.notes.showEditMenu(for: .keyboard)
            waitUntil("the menu") { f.menu.isShowing }
            f.chooseSpelling()
            waitUntil("the Spelling page") { f.menu.button(titled: "German") != nil }
            f.menu.choose("German")
            waitUntil("German chosen") { f.checker.language?.code == "de_DE" }
        }
    }

    // MARK: Touch

    func testTheCompactRowOffersReplaceWhichShowsTheSuggestions() {
        onMain {
            let f = Fixture(self)
            f.controller.presentation = .compact
            f.notes.showEditMenu(for: .longPress(f.point(of: "wrld")), from: .touch)
            waitUntil("the compact menu") { f.menu.isShowing }
            XCTAssertEqual(f.menu.titles.first, "Replace…")
            XCTAssertFalse(f.menu.titles.contains("world"), "the suggestions wait behind Replace…")
            f.menu.choose("Replace…")
            waitUntil("the suggestions") { f.menu.titles == ["world", "Add to Dictionary", "Ignore All"] }
            f.menu.choose("world")
            waitUntil("the replacement") { f.notes.text.contains("Helo world") }
        }
    }

    /// The underline hands the words it underlined to the checker, nearest
    /// the caret first, so their suggestions can be found before a menu asks.
    func testTheUnderlinedWordsAreHandedToTheCheckerToPrepare() {
        onMain {
            let f = Fixture(self)
            let preparing = PreparingChecker(f.checker)
            f.notes.spellChecker = preparing
            f.notes.cursorPosition = f.notes.text.endIndex
            waitUntil("the words prepared") { preparing.prepared.last != nil }
            XCTAssertEqual(preparing.prepared.last, ["wrld", "Helo"], "the misspelled words, nearest the caret first")
        }
    }
}

/// A checker that notes the words it is asked to prepare.
@MainActor
private final class PreparingChecker: SpellChecker {
    let checker: any SpellChecker
    var prepared: [[String]] = []
    init(_ checker: any SpellChecker) { self.checker = checker }
    var availableLanguages: [SpellingLanguage] { checker.availableLanguages }
    var language: SpellingLanguage? {
        get { checker.language }
        set { checker.language = newValue }
    }
    func isCorrect(_ word: String) -> Bool { checker.isCorrect(word) }
    func suggestions(for word: String, limit: Int) -> [String] { checker.suggestions(for: word, limit: limit) }
    func learn(_ word: String) { checker.learn(word) }
    func ignore(_ word: String) { checker.ignore(word) }
    func prepareSuggestions(for words: [String]) { prepared.append(words) }
}
