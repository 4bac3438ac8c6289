import CGspell
import CGtk

extension Gspell {
    /// A language there is a dictionary for (`GspellLanguage`; gspell's
    /// languages are made once and never freed, so they cross threads).
    package struct Language: Hashable, @unchecked Sendable {
        let language: OpaquePointer

        /// Its code ("en_US", "de_DE", "he").
        package var code: String { String(cString: gspell_language_get_code(language)) }
        /// Its name in the user's language ("English (United States)").
        package var name: String { String(cString: gspell_language_get_name(language)) }

        /// Every language with an installed dictionary.
        package static var available: [Language] {
            var languages: [Language] = []
            var node = gspell_language_get_available()
            while let element = node {
                if let language = element.pointee.data { languages.append(Language(language: OpaquePointer(language))) }
                node = UnsafePointer(element.pointee.next)
            }
            return languages
        }
        /// The language of `code`, when there is a dictionary for it.
        package static func lookup(_ code: String) -> Language? { gspell_language_lookup(code).map(Language.init) }
        /// The desktop's language (`LANGUAGE`, `LC_MESSAGES`, `LANG`), else
        /// English, else any; nil with no dictionary at all.
        package static var `default`: Language? { gspell_language_get_default().map(Language.init) }

        package static func == (lhs: Language, rhs: Language) -> Bool { lhs.language == rhs.language }
        package func hash(into hasher: inout Hasher) { hasher.combine(UInt(bitPattern: language)) }
    }

    /// A spell checker over the desktop's dictionaries (`GspellChecker`,
    /// Enchant underneath, with its own broker and dictionary).
    ///
    /// Not tied to the main thread: a checker may be made and used on any
    /// one thread (the suggestion lookahead has one of its own).
    package final class Checker: @unchecked Sendable {
        private let checker: UnsafeMutablePointer<GspellChecker>

        /// A checker in `language` (nil: the desktop's).
        package init(language: Language?) {
            // gspell adds the application's name to every dictionary, and
            // asks GLib for it; a process that never set one would get a
            // critical instead.
            if g_get_application_name() == nil { g_set_application_name("edit-menu") }
            checker = gspell_checker_new(language?.language)
        }

        deinit { g_object_unref(UnsafeMutableRawPointer(checker)) }

        /// The language words are checked in; nil without a dictionary.
        package var language: Language? {
            get { gspell_checker_get_language(checker).map(Language.init) }
            set { gspell_checker_set_language(checker, newValue?.language) }
        }

        /// Whether `word` is spelled right; the error when the dictionary is broken.
        package func check(_ word: String) -> Result<Bool, GLib.Error> {
            var error: UnsafeMutablePointer<GError>?
            let correct = gspell_checker_check_word(checker, word, -1, &error) != 0
            if let failure = GLib.Error.take(error) { return .failure(failure) }
            return .success(correct)
        }

        /// Every suggestion the dictionary has for `word`, the likeliest first.
        package func suggestions(for word: String) -> [String] {
            var suggestions: [String] = []
            let list = gspell_checker_get_suggestions(checker, word, -1)
            var node = list
            while let element = node {
                if let bytes = element.pointee.data { suggestions.append(String(cString: bytes.assumingMemoryBound(to: CChar.self))) }
                node = element.pointee.next
            }
            g_slist_free_full(list, g_free)
            return suggestions
        }

        /// Adds `word` to the user's own dictionary, for good.
        package func addToPersonal(_ word: String) { gspell_checker_add_word_to_personal(checker, word, -1) }
        /// Accepts `word` for as long as the checker lives.
        package func addToSession(_ word: String) { gspell_checker_add_word_to_session(checker, word, -1) }
    }
}
