import XCTest
@testable import EditMenuGTK

/// Every transition of the presenter's phase machine, including the ones GTK
/// makes by closing the popover around a click, in both orders GTK uses.
final class PopoverPhaseTests: XCTestCase {
    private func shown() -> PopoverPhase {
        var machine = PopoverPhase()
        machine.presented()
        return machine
    }

    func testPresentShowsAndDismissHides() {
        var machine = PopoverPhase()
        XCTAssertEqual(machine.phase, .hidden)
        XCTAssertFalse(machine.isVisible)
        machine.presented()
        XCTAssertEqual(machine.phase, .shown)
        XCTAssertTrue(machine.isVisible)
        let generation = machine.generation
        machine.dismissed()
        XCTAssertEqual(machine.phase, .hidden)
        XCTAssertGreaterThan(machine.generation, generation, "a dismissal makes deferred settlings stale")
    }

    func testAClickIsBeingHandledFromActivationUntilItIsHandled() {
        var machine = shown()
        let effect = machine.itemActivated()
        guard case .deferClickHandled(let click) = effect else { return XCTFail("\(effect)") }
        XCTAssertEqual(machine.choosingClick, click)
        XCTAssertEqual(machine.phase, .shown)
        machine.clickHandled(click: click)
        XCTAssertNil(machine.choosingClick)
        _ = machine.closedByGTK()
        XCTAssertEqual(machine.phase, .closedByGTK(chosen: false), "after the click, a closing is a dismissal")
    }

    func testGTKClosingAfterTheActivationShowsTheMenuAgainWhenItIsStillWanted() {
        var machine = shown()
        _ = machine.itemActivated()
        let effect = machine.closedByGTK()
        XCTAssertEqual(machine.phase, .closedByGTK(chosen: true))
        guard case .deferSettling(let generation) = effect else { return XCTFail("\(effect)") }
        XCTAssertEqual(machine.settle(generation: generation, menuStillWanted: true), .showAgain)
        XCTAssertEqual(machine.phase, .shown)
    }

    func testGTKClosingBeforeTheActivationCountsTheChoiceToo() {
        var machine = shown()
        guard case .deferSettling(let generation) = machine.closedByGTK() else { return XCTFail() }
        XCTAssertEqual(machine.phase, .closedByGTK(chosen: false))
        _ = machine.itemActivated()
        XCTAssertEqual(machine.phase, .closedByGTK(chosen: true))
        XCTAssertEqual(machine.settle(generation: generation, menuStillWanted: true), .showAgain)
    }

    func testAMenuShownAgainDuringTheClickAndClosedAgainComesBack() {
        // GTK closed the popover before activating the item; the item keeps the
        // menu presented (or shows another menu), so its action puts a popover
        // up again; GTK closes that one too as the click ends.
        var machine = shown()
        guard case .deferSettling(let first) = machine.closedByGTK() else { return XCTFail() }
        guard case .deferClickHandled(let click) = machine.itemActivated() else { return XCTFail() }
        machine.dismissed()   // another menu replaces this one…
        machine.presented()   // …and is shown
        guard case .deferSettling(let second) = machine.closedByGTK() else { return XCTFail() }
        XCTAssertEqual(machine.phase, .closedByGTK(chosen: true))
        XCTAssertEqual(machine.settle(generation: first, menuStillWanted: true), .none, "stale")
        machine.clickHandled(click: click)
        XCTAssertEqual(machine.settle(generation: second, menuStillWanted: true), .showAgain)
        XCTAssertEqual(machine.phase, .shown)
    }

    func testAChosenItemWhoseMenuIsNoLongerWantedEndsTheMenu() {
        var machine = shown()
        _ = machine.itemActivated()
        guard case .deferSettling(let generation) = machine.closedByGTK() else { return XCTFail() }
        XCTAssertEqual(machine.settle(generation: generation, menuStillWanted: false), .reportDismissal)
        XCTAssertEqual(machine.phase, .hidden)
    }

    func testGTKClosingWithoutAChoiceIsADismissalEvenIfTheControllerStillShows() {
        // The target unmapped by a page switch.
        var machine = shown()
        guard case .deferSettling(let generation) = machine.closedByGTK() else { return XCTFail() }
        XCTAssertEqual(machine.settle(generation: generation, menuStillWanted: true), .reportDismissal)
        XCTAssertEqual(machine.phase, .hidden)
    }

    func testAnEarlierClickEndingDoesNotEndALaterOne() {
        var machine = shown()
        guard case .deferClickHandled(let first) = machine.itemActivated() else { return XCTFail() }
        guard case .deferClickHandled(let second) = machine.itemActivated() else { return XCTFail() }
        machine.clickHandled(click: first)
        XCTAssertEqual(machine.choosingClick, second)
        machine.clickHandled(click: second)
        XCTAssertNil(machine.choosingClick)
    }

    func testStaleWatchersAndSettlingsChangeNothing() {
        var machine = shown()
        let old = machine.generation
        machine.presented()   // a new menu
        XCTAssertEqual(machine.userClosed(generation: old), .none, "watchers of an old menu")
        XCTAssertEqual(machine.phase, .shown)
        _ = machine.closedByGTK()
        XCTAssertEqual(machine.settle(generation: old, menuStillWanted: false), .none)
        XCTAssertEqual(machine.phase, .closedByGTK(chosen: false))
    }

    func testTheUserClosingAShownMenuClosesIt() {
        var machine = shown()
        XCTAssertEqual(machine.userClosed(generation: machine.generation), .closeAndReportDismissal)
        XCTAssertEqual(machine.phase, .hidden)
        XCTAssertEqual(machine.userClosed(generation: machine.generation), .none, "once")
    }

    func testGTKClosingAHiddenOrClosedMenuChangesNothing() {
        var machine = PopoverPhase()
        XCTAssertEqual(machine.closedByGTK(), .none, "our own popdown, or a late signal")
        XCTAssertEqual(machine.phase, .hidden)
        machine.presented()
        _ = machine.closedByGTK()
        XCTAssertEqual(machine.closedByGTK(), .none)
        XCTAssertEqual(machine.userClosed(generation: machine.generation), .none)
    }
}
