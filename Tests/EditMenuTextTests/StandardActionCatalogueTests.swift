import EditMenu
import Foundation
import Testing

/// Every standard action whose title GTK has no word for is translated in
/// every language the app ships (po/LINGUAS): a declaration without one
/// fails here, not on a German desktop as an English word.
@Suite("Standard actions' own titles in every language")
struct StandardActionCatalogueTests {
    static let poDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("po")

    static var languages: [String] {
        let list = (try? String(contentsOf: poDirectory.appendingPathComponent("LINGUAS"), encoding: .utf8)) ?? ""
        return list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    @Test func theAppShipsLanguages() {
        #expect(Self.languages.count >= 2, "po/LINGUAS lists \(Self.languages)")
    }

    @Test(arguments: languages)
    func everyOwnTitleIsTranslated(language: String) throws {
        let catalogue = try Catalogue(Self.poDirectory.appendingPathComponent("\(language).po"))
        for action in Action.everyStandardAction where action.titleCatalogue == .application {
            let translation = catalogue.messages[action.defaultTitle]
            #expect(translation?.isEmpty == false, "po/\(language).po has no translation of \"\(action.defaultTitle)\" (\(action))")
        }
    }

    @Test func everyStandardActionSaysWhereItsTitleIsTranslated() {
        for action in Action.everyStandardAction {
            #expect(action.titleCatalogue != nil, "\(action)")
            if case .gtk(let message, _, _)? = action.titleCatalogue {
                #expect(message.replacingOccurrences(of: "_", with: "") == action.defaultTitle,
                        "GTK's msgid \(message) is \(action.defaultTitle) with a mnemonic")
            }
        }
    }

    /// A .po file's translated messages: msgid → msgstr (the strings joined,
    /// escapes left as written; a fuzzy entry counts as untranslated).
    struct Catalogue {
        var messages: [String: String] = [:]

        init(_ file: URL) throws {
            var id = "", text = "", field = "", fuzzy = false, nextIsFuzzy = false
            func finish() {
                if !id.isEmpty && !fuzzy { messages[id] = text }
                id = ""; text = ""; field = ""; fuzzy = false
            }
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("#,") && line.contains("fuzzy") { nextIsFuzzy = true }
                if line.hasPrefix("msgid ") {
                    finish()
                    (field, id, fuzzy, nextIsFuzzy) = ("id", Self.quoted(line.dropFirst(6)), nextIsFuzzy, false)
                }
                else if line.hasPrefix("msgstr ") { field = "str"; text = Self.quoted(line.dropFirst(7)) }
                else if line.hasPrefix("\"") { if field == "id" { id += Self.quoted(line) } else if field == "str" { text += Self.quoted(line) } }
            }
            finish()
        }

        static func quoted(_ part: Substring) -> String {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard trimmed.count >= 2 else { return "" }
            return String(trimmed.dropFirst().dropLast())
        }
    }
}
