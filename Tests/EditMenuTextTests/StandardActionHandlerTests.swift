import EditMenu
@testable import EditMenuText
import Foundation
import Testing

/// Every standard action whose declaration says what it does in text is
/// handled by every text field and text view (both toolkits register them
/// through the one `TextEditor`): a declaration without its handler fails
/// here, not as a menu item that never shows.
@Suite("Standard actions' handlers in text", .serialized) @MainActor
struct StandardActionHandlerTests {
    @Test func everyActionWithATextBehaviourIsHandledByATextView() {
        let view = MemoryTextView()
        let inText = Action.everyStandardAction.filter { $0.textBehaviour != nil }
        #expect(inText.count >= 10)
        for action in inText {
            #expect(view.hasHandler(for: action), "a text view does not handle \(action), which its declaration says it does")
        }
    }

    @Test func anActionThatOpensTheSelectionIsOfferedForASelectionOfAtMostItsLength() throws {
        let openers = Action.everyStandardAction.filter {
            if case .opensSelection? = $0.textBehaviour { true } else { false }
        }
        for action in openers {
            guard case .opensSelection(_, let maximumLength)? = action.textBehaviour else { continue }
            let view = MemoryTextView()
            view.storage.setText(String(repeating: "🇩🇪", count: maximumLength + 1))
            #expect(!view.offers(action), "\(action) with nothing selected")
            // A flag is one character of two code points: the length counts characters.
            view.storage.select(0..<(2 * maximumLength))
            #expect(view.offers(action), "\(action) for \(maximumLength) flags")
            view.storage.select(0..<(2 * maximumLength + 2))
            #expect(!view.offers(action), "\(action) for one flag more than \(maximumLength)")
        }
    }

    @Test func aWebAddressCarriesTheTextPercentEncoded() {
        #expect(WebAddress.filling("https://duckduckgo.com/?q=%s", with: "café & 🇩🇪 e\u{301}/?")
                == "https://duckduckgo.com/?q=caf%C3%A9%20%26%20%F0%9F%87%A9%F0%9F%87%AA%20e%CC%81%2F%3F")
        #expect(WebAddress.filling("https://example.org/search?q=%s", with: "שלום")
                == "https://example.org/search?q=%D7%A9%D7%9C%D7%95%D7%9D")
    }
}
