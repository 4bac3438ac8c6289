import CPango
import EditMenu
import Foundation
import Glibc

/// The languages the desktop has dictionaries for, as GTK 3's gspell lists
/// them: each installed Enchant dictionary once, named in the user's
/// language by ICU's locale names ("English (United States)", in German
/// "Englisch (Vereinigte Staaten)"), sorted by those names as the user's
/// language sorts them; and which one is the desktop's.
///
/// ```swift
/// DesktopLanguages.available.map(\.name)   // ["English (United States)", "German (Germany)", "Hebrew (Israel)"]
/// DesktopLanguages.lookup("de_DE.UTF-8")?.code   // "de_DE"
/// ```
package enum DesktopLanguages {
    /// Every installed dictionary's language, named in the user's language,
    /// found once per process (as gspell does: a dictionary installed later
    /// needs a restart).
    package static let available = available(namedIn: userInterfaceLocale)

    /// The installed dictionaries' codes, found once per process.
    private static let installedCodes = Enchant.Broker().languageCodes

    /// Every installed dictionary's language, named in the language of
    /// `locale` ("de_DE") and sorted as the user's language sorts.
    package static func available(namedIn locale: String) -> [SpellingLanguage] {
        let names = Locale(identifier: locale)
        let languages = installedCodes.map { code in
            SpellingLanguage(code: code, name: names.localizedString(forIdentifier: code) ?? code)
        }
        return languages.sorted { g_utf8_collate($0.name, $1.name) < 0 }
    }

    /// The language of `code`: the one of that code (any case), else the
    /// longest-listed one whose code starts it ("de_DE.UTF-8" finds
    /// "de_DE", "de_CH" finds "de" when only "de" is installed); nil when none fits.
    package static func lookup(_ code: String) -> SpellingLanguage? {
        var closest: SpellingLanguage?
        for language in available {
            if language.code.caseInsensitiveCompare(code) == .orderedSame { return language }
            if code.lowercased().hasPrefix(language.code.lowercased()) { closest = language }
        }
        return closest
    }

    /// The desktop's language: the first of the user's languages (GLib's
    /// reading of `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) with a
    /// dictionary, as gspell chooses; else the messages locale's
    /// (`LANGUAGE=de` names no country, so gspell finds no "de_DE" for it
    /// and checks a German desktop in English); else American English, else
    /// the first installed, else none.
    package static var desktopDefault: SpellingLanguage? {
        var names = g_get_language_names()
        while let name = names?.pointee {
            if let language = lookup(String(cString: name)) { return language }
            names = names?.successor()
        }
        return lookup(userInterfaceLocale) ?? lookup("en_US") ?? available.first
    }

    /// The locale languages are named in: ICU's default, as gspell names
    /// them — the messages locale ("de_DE.UTF-8" → "de_DE"), else the
    /// environment's, else POSIX English.
    static var userInterfaceLocale: String {
        var candidates = [setlocale(LC_MESSAGES, nil).map { String(cString: $0) }]
        candidates += ["LC_ALL", "LC_MESSAGES", "LANG"].map { ProcessInfo.processInfo.environment[$0] }
        for case let name? in candidates {
            let identifier = String(name.prefix { $0 != "." && $0 != "@" })
            if !identifier.isEmpty, identifier != "C", identifier != "POSIX" { return identifier }
        }
        return "en_US_POSIX"
    }
}
