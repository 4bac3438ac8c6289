import CPango

/// Which words a language's dictionary can judge: those whose letters are
/// all in a script the language is written in, by Pango's knowledge of
/// languages (marks and punctuation go with any script). A Japanese or
/// Hebrew word in English text is neither underlined nor corrected, as in
/// GTK 3's gspell-based checking.
///
/// ```swift
/// Scripts(of: "en_US").canCheck("wrld")   // true
/// Scripts(of: "en_US").canCheck("שלום")   // false
/// Scripts(of: "en_US").canCheck("mp3")    // false: a digit
/// ```
package struct Scripts: @unchecked Sendable {
    /// Pango's languages live as long as the process.
    private let language: OpaquePointer

    /// The scripts of the language of `code` ("en_US", "de-DE", "he").
    package init(of code: String) {
        language = pango_language_from_string(code.replacingOccurrences(of: "_", with: "-"))
    }

    /// Whether each letter of `word` is in one of the language's scripts,
    /// and it holds no digit ("mp3", "x86" are no words a dictionary
    /// knows). Pango knows no scripts for a few languages: then every word
    /// without a digit can be checked.
    package func canCheck(_ word: some StringProtocol) -> Bool {
        word.unicodeScalars.allSatisfy { scalar in
            guard !("0"..."9").contains(scalar) else { return false }
            let script = g_unichar_get_script(gunichar(scalar.value))
            return script == G_UNICODE_SCRIPT_COMMON || script == G_UNICODE_SCRIPT_INHERITED
                || pango_language_includes_script(language, PangoScript(rawValue: script.rawValue)) != 0
        }
    }
}
