import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuTestSupport
import XCTest
@testable import EditMenuGTK

/// Standard titles speak the desktop's language with GTK's own words (the
/// `gtk30` domain), without mnemonics; the c-format filler translators rely on.
final class LocalizationTests: GTKTestCase, @unchecked Sendable {
    func testAGermanDesktopGetsGTKsGermanTitles() throws {
        try onMain {
            try withLocale("de_DE.UTF-8") {
                let f = BasicsFixture(self)
                f.editField("hallo welt", selecting: 0..<5)
                EventSynthesizer.rightClick(f.field)
                waitUntil("the field's menu") { f.menu.isShowing }
                // Search the Web is the app's word, and no catalogue of the app's is bound here.
                XCTAssertEqual(f.menu.titles.filter { $0 != "Search the Web" },
                               ["Ausschneiden", "Kopieren", "Löschen", "Alles auswählen", "Emoji einfügen"],
                               "GtkEntry's own menu says these words on a German desktop")
                f.controller.hideMenu()
                f.field.replaceText(with: "hallo Welt", undoableAs: "Paste")
                f.field.select(characters: 0..<5)
                EventSynthesizer.rightClick(f.field)
                waitUntil("the field's menu") { f.menu.isShowing }
                XCTAssertEqual(f.menu.titles.first, "Rückgängig", "GTK's German stock label for Undo")
                f.controller.hideMenu()
                f.field.select(characters: 5..<5)
                EventSynthesizer.rightClick(f.field)
                waitUntil("the field's menu") { f.menu.isShowing }
                XCTAssertEqual(f.menu.titles.prefix(3), ["Rückgängig", "Auswählen", "Alles auswählen"])
                f.controller.hideMenu()
            }
        }
    }

    func testAHebrewDesktopGetsGTKsHebrewTitles() throws {
        try onMain {
            try withLocale("he_IL.UTF-8") {
                XCTAssertEqual(Action.copy.localizedTitle, "העתקה", "ה_עתקה without its mnemonic")
                XCTAssertEqual(Action.undo.localizedTitle, Localization.withoutMnemonic(Localization.gtk("_Undo", context: "Stock label")))
                XCTAssertNotEqual(Action.undo.localizedTitle, "Undo", "GTK's Hebrew word for Undo")
                XCTAssertEqual(Action.selectAll.localizedTitle, Localization.gtk("Select _All"))
                XCTAssertFalse(Action.cut.localizedTitle.contains("_"))
            }
        }
    }

    /// Each standard action's declaration names GTK's msgid for its title:
    /// a wrong one (a typo, another mnemonic) would leave the title English
    /// on every desktop, which this catches in German and Hebrew, in GTK 3's
    /// catalogue and, where the declaration says it has the word, GTK 4's.
    func testEveryGTKMsgidOfADeclarationIsInGTKsCatalogues() throws {
        try onMain {
            for locale in ["de_DE.UTF-8", "he_IL.UTF-8"] {
                try withLocale(locale) {
                    for action in Action.everyStandardAction {
                        guard case .gtk(_, _, let inGTK4)? = action.titleCatalogue else { continue }
                        XCTAssertNotEqual(Localization.standardTitle(for: action, in: .gtk3), action.defaultTitle,
                                          "GTK 3 has no \(locale) word for \(action)'s msgid")
                        if inGTK4 {
                            XCTAssertNotEqual(Localization.standardTitle(for: action, in: .gtk4), action.defaultTitle,
                                              "GTK 4 has no \(locale) word for \(action)'s msgid")
                        }
                    }
                }
            }
        }
    }

    func testTitlesAreEnglishInTheCLocale() throws {
        try onMain {
            try withLocale("C.UTF-8") {
                XCTAssertEqual(Action.standardActions.prefix(5).map(\.localizedTitle), ["Undo", "Redo", "Cut", "Copy", "Paste"])
                XCTAssertEqual(Action.insertEmoji.localizedTitle, "Insert Emoji")
                XCTAssertEqual(Action.pasteSelection.localizedTitle, "Paste Selection", "GTK has none: the application's domain, untranslated")
            }
        }
    }

    func testMnemonicsAreStrippedTheWayGTKWritesThem() {
        XCTAssertEqual(Localization.withoutMnemonic("Select _All"), "Select All")
        XCTAssertEqual(Localization.withoutMnemonic("Cu_t"), "Cut")
        XCTAssertEqual(Localization.withoutMnemonic("コピー(_C)"), "コピー", "CJK catalogues add the mnemonic in parentheses")
        XCTAssertEqual(Localization.withoutMnemonic("全選択 （_A）"), "全選択")
        XCTAssertEqual(Localization.withoutMnemonic("ה_עתקה"), "העתקה")
        XCTAssertEqual(Localization.withoutMnemonic("Save__As"), "Save_As", "a doubled underscore is a literal one")
        XCTAssertEqual(Localization.withoutMnemonic("trailing_"), "trailing_")
    }

    func testFormatFillsCFormatDirectivesInOrderOrByPosition() {
        XCTAssertEqual(Localization.format("%s performed by %s", "Copy", "Label"), "Copy performed by Label")
        XCTAssertEqual(Localization.format("%2$s führte %1$s aus", "Kopieren", "Label"), "Label führte Kopieren aus")
        XCTAssertEqual(Localization.format("More… (%d of %d)", 2, 5), "More… (2 of 5)")
        XCTAssertEqual(Localization.format("100%% of %s", "👨‍👩‍👧"), "100% of 👨‍👩‍👧")
        XCTAssertEqual(Localization.format("%s and %s", "only one"), "only one and ", "a missing argument is empty, not a crash")
    }

    /// Runs `body` with the process in `locale` and the model's titles
    /// re-read; restores both afterwards.
    @MainActor private func withLocale(_ locale: String, _ body: () throws -> Void) throws {
        let previous = String(cString: setlocale(LC_ALL, nil))
        guard setlocale(LC_ALL, locale) != nil else {
            throw MissingTestTool("the \(locale) locale is not generated (make test generates it: locale-gen)")
        }
        // A new configuration: titles kept from the last language are stale.
        amendEditMenuConfiguration { $0.titleLocalizer = Localization.standardTitle(for:) }
        defer {
            setlocale(LC_ALL, previous)
            amendEditMenuConfiguration { $0.titleLocalizer = Localization.standardTitle(for:) }
        }
        try body()
    }
}
