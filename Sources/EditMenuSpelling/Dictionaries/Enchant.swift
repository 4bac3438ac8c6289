import CEnchant
import Foundation

/// Enchant 2, the desktop's spelling dictionaries (hunspell, aspell,
/// hspell) behind one C API, typed. No toolkit: both toolkits' text widgets
/// check words through it.
package enum Enchant {
    /// A broker finds the installed dictionaries and opens them
    /// (`EnchantBroker`). Enchant is not thread-safe: a broker and its
    /// dictionaries are used on one thread at a time (the suggestion
    /// lookahead has a broker of its own).
    package final class Broker: @unchecked Sendable {
        private let broker: OpaquePointer

        package init() { broker = enchant_broker_init() }
        deinit { enchant_broker_free(broker) }

        /// The language code of every installed dictionary ("en_US",
        /// "de_DE", "he_IL"), once each, in Enchant's order.
        package var languageCodes: [String] {
            final class Found { var codes: [String] = [] }
            let found = Found()
            withExtendedLifetime(found) {
                enchant_broker_list_dicts(broker, { code, _, _, _, data in
                    guard let code, let data else { return }
                    let found = Unmanaged<Found>.fromOpaque(data).takeUnretainedValue()
                    let language = String(cString: code)
                    if !found.codes.contains(language) { found.codes.append(language) }
                }, Unmanaged.passUnretained(found).toOpaque())
            }
            return found.codes
        }

        /// The dictionary of `code`, or nil when none is installed.
        package func dictionary(for code: String) -> Dictionary? {
            enchant_broker_request_dict(broker, code).map { Dictionary(self, $0) }
        }

        fileprivate func free(_ dictionary: OpaquePointer) { enchant_broker_free_dict(broker, dictionary) }
    }

    /// One language's dictionary (`EnchantDict`), with the user's own words
    /// (Enchant keeps them under `~/.config/enchant`) and the session's.
    package final class Dictionary: @unchecked Sendable {
        /// Held: a dictionary is freed through the broker that opened it.
        private let broker: Broker
        private let dictionary: OpaquePointer

        fileprivate init(_ broker: Broker, _ dictionary: OpaquePointer) {
            self.broker = broker
            self.dictionary = dictionary
        }

        deinit { broker.free(dictionary) }

        /// Whether `word` is spelled right; the dictionary's error when it
        /// cannot say.
        package func check(_ word: String) -> Result<Bool, DictionaryError> {
            let answer = enchant_dict_check(dictionary, word, word.utf8.count)
            if answer < 0 {
                let reason = enchant_dict_get_error(dictionary).map { String(cString: $0) } ?? "unknown error"
                return .failure(DictionaryError(word: word, reason: reason))
            }
            return .success(answer == 0)
        }

        /// Every suggestion the dictionary has for `word`, the likeliest first.
        package func suggestions(for word: String) -> [String] {
            var count = 0
            guard let list = enchant_dict_suggest(dictionary, word, word.utf8.count, &count) else { return [] }
            defer { enchant_dict_free_string_list(dictionary, list) }
            return (0..<count).compactMap { list[$0].map { String(cString: $0) } }
        }

        /// Adds `word` to the user's own dictionary, for good.
        package func addToPersonal(_ word: String) { enchant_dict_add(dictionary, word, word.utf8.count) }
        /// Accepts `word` for as long as the dictionary is open.
        package func addToSession(_ word: String) { enchant_dict_add_to_session(dictionary, word, word.utf8.count) }
    }

    /// A dictionary that could not check a word, and why.
    package struct DictionaryError: Error, CustomStringConvertible {
        package let word: String
        package let reason: String
        package var description: String { "cannot check \"\(word)\": \(reason)" }
    }
}
