import Foundation
import Testing
@testable import EditMenu
import EditMenuTestSupport

/// The model ships English titles and takes translations from the toolkit
/// layer (EditMenuGTK installs GTK's own).
@Suite("Title localization") @MainActor
struct TitleLocalizationTests {
    @Test func withoutALocalizerTitlesAreEnglish() {
        withEditMenuConfiguration({ $0.titleLocalizer = nil }) {
            #expect(Action.copy.localizedTitle == "Copy")
            #expect(Action.selectAll.localizedTitle == "Select All")
            #expect(Action("changeColor").localizedTitle == "changeColor")
        }
    }

    @Test func theResolvedMenuUsesTheLocalizersTitlesAndFollowsANewConfiguration() {
        let view = Responder()
        view.handle(.copy) { _ in }
        view.handle(.selectAll) { _ in }
        func titles() -> [String] {
            MenuResolver.resolve(standardActions: Set(Action.standardActions), items: [], from: view).titles
        }
        withEditMenuConfiguration({ $0.titleLocalizer = { $0 == .copy ? "Kopieren" : nil } }) {
            #expect(titles() == ["Kopieren", "Select All"], "an action the localizer does not know keeps English")
        }
        withEditMenuConfiguration({ $0.titleLocalizer = { $0 == .copy ? "Copier" : "Tout sélectionner" } }) {
            #expect(titles() == ["Copier", "Tout sélectionner"], "titles kept from the old localizer are stale")
        }
        withEditMenuConfiguration({ $0.titleLocalizer = nil }) {
            #expect(titles() == ["Copy", "Select All"])
        }
    }

    @Test func customItemsKeepTheTitlesTheyWereGiven() {
        withEditMenuConfiguration({ $0.titleLocalizer = { _ in "übersetzt" } }) {
            let view = Responder()
            let share = Action("share")
            view.handle(share) { _ in }
            let menu = MenuResolver.resolve(standardActions: [], items: [.item(MenuItem(title: "Teilen", action: share))], from: view)
            #expect(menu.titles == ["Teilen"])
        }
    }
}
