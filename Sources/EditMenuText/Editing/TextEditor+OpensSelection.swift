import EditMenu
import Foundation
import GLibKit

/// The standard actions whose declaration says they open the selection in
/// the desktop's browser (`Action.TextBehaviour.opensSelection`), Search the
/// Web among them: each is handled here from its declaration alone.
extension TextEditor {
    /// Handles, on `responder`, every standard action that opens the
    /// selection: offered while a selection of at most its maximum length (in
    /// characters) may leave the widget (not from a password field).
    func registerSelectionOpeners(on responder: Responder) {
        for action in Action.everyStandardAction {
            guard case .opensSelection(let template, let maximumLength)? = action.textBehaviour else { continue }
            responder.handle(action, when: { [weak self] _ in
                self?.selectionToOpen(atMost: maximumLength) != nil
            }) { [weak self] _ in
                guard let text = self?.selectionToOpen(atMost: maximumLength) else { return }
                Self.open(WebAddress.filling(template, with: text), for: action)
            }
        }
    }

    /// The selected text when it may be opened: some, that may be copied,
    /// of at most `maximumLength` characters (a flag is one).
    private func selectionToOpen(atMost maximumLength: Int) -> String? {
        guard host?.allowsCopying == true, let range = storage.selection, !range.isEmpty,
              range.count <= maximumLength * 16 else { return nil }   // no character is more code points
        let text = storage.characters(in: range)
        return text.count <= maximumLength ? text : nil
    }

    private static func open(_ address: String, for action: Action) {
        if case .failure(let error) = Gio.AppInfo.launchDefault(for: address) {
            Log.warning("\(action.localizedTitle): no browser opened \(address): \(error)")
        }
    }
}

/// The address a web search opens.
package enum WebAddress {
    /// `template` with its `%s` replaced by `text`, percent-encoded: every
    /// byte of its UTF-8 but letters, digits and `-._~` (RFC 3986's unreserved).
    ///
    /// ```swift
    /// WebAddress.filling("https://duckduckgo.com/?q=%s", with: "café 🇩🇪")
    /// // "https://duckduckgo.com/?q=caf%C3%A9%20%F0%9F%87%A9%F0%9F%87%AA"
    /// ```
    package static func filling(_ template: String, with text: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
        return template.replacingOccurrences(of: "%s", with: encoded)
    }
}
