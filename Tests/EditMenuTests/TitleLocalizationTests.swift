import Foundation
import Testing
@testable import EditMenu

/// The model ships English titles and takes translations from the toolkit
/// layer (EditMenuGTK installs GTK's own).
@Suite("Title localization") @MainActor
struct TitleLocalizationTests {
    @Test func withoutALocalizerTitlesAreEnglish() {
        let saved = Action.titleLocalizer
        defer { Action.titleLocalizer = saved }
        Action.titleLocalizer = nil
        #expect(Action.copy.localizedTitle == "Copy")
        #expect(Action.selectAll.localizedTitle == "Select All")
        #expect(Action("changeColor").localizedTitle == "changeColor")
    }

    @Test func theResolvedMenuUsesTheLocalizersTitlesAndFollowsAChange() {
        let saved = Action.titleLocalizer
        defer { Action.titleLocalizer = saved }
        let view = Responder()
        view.handle(.copy) { _ in }
        view.handle(.selectAll) { _ in }

        Action.titleLocalizer = { $0 == .copy ? "Kopieren" : nil }
        var menu = MenuResolver.resolve(standardActions: Set(Action.standardActions), items: [], from: view)
        #expect(menu.titles == ["Kopieren", "Select All"], "an action the localizer does not know keeps English")

        Action.titleLocalizer = { $0 == .copy ? "Copier" : "Tout sélectionner" }
        menu = MenuResolver.resolve(standardActions: Set(Action.standardActions), items: [], from: view)
        #expect(menu.titles == ["Copier", "Tout sélectionner"], "titles kept from the old localizer are stale")

        Action.titleLocalizer = nil
        menu = MenuResolver.resolve(standardActions: Set(Action.standardActions), items: [], from: view)
        #expect(menu.titles == ["Copy", "Select All"])
    }

    @Test func customItemsKeepTheTitlesTheyWereGiven() {
        let saved = Action.titleLocalizer
        defer { Action.titleLocalizer = saved }
        Action.titleLocalizer = { _ in "übersetzt" }
        let view = Responder()
        let share = Action("share")
        view.handle(share) { _ in }
        let menu = MenuResolver.resolve(standardActions: [], items: [.item(MenuItem(title: "Teilen", action: share))], from: view)
        #expect(menu.titles == ["Teilen"])
    }
}
