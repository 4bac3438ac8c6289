import CGtk
import EditMenuGTKTestSupport
import EditMenu
import EditMenuTestSupport
import XCTest
@testable import EditMenuGTK

/// Menus that outlive what they point at, and controllers called back into
/// from their own actions and events: nothing crashes, no GTK critical (the
/// suite runs with G_DEBUG=fatal-criticals), events stay paired, and at most
/// one menu is ever on screen.
final class TeardownAndReentrancyTests: GTKTestCase, @unchecked Sendable {
    @MainActor private func mappedPopovers(in window: Window) -> Int {
        WidgetTree.mappedPopoverCount(in: window.widget)
    }

    @MainActor private final class EventBox { var events: [String] = [] }

    @MainActor private func recordEvents(of controller: EditMenuController) -> (EditMenuObservation, @MainActor () -> [String]) {
        let box = EventBox()
        let observation = controller.observe { event in
            switch event {
            case .willShow: box.events.append("willShow")
            case .didShow: box.events.append("didShow")
            case .willHide: box.events.append("willHide")
            case .didHide: box.events.append("didHide")
            }
        }
        return (observation, { box.events })
    }

    func testClosingTheWindowWithAMenuUpHidesItOnce() {
        onMain {
            let f = BasicsFixture(self)
            let (observation, events) = recordEvents(of: f.controller)
            defer { observation.cancel() }
            EventSynthesizer.rightClick(f.label)
            XCTAssertTrue(f.menu.isShowing)
            f.window.destroy()
            MainLoop.drain()
            runLoop(for: 0.05)
            XCTAssertFalse(f.controller.isMenuVisible)
            XCTAssertEqual(events(), ["willShow", "didShow", "willHide", "didHide"])
        }
    }

    func testDestroyingTheTargetDuringItsOwnActionIsSafe() {
        onMain {
            let f = BasicsFixture(self)
            let destroy = Action("destroySelf")
            f.label.handle(destroy) { [label = f.label] _ in label.destroy() }
            f.controller.menuItems = [.item(MenuItem(title: "Destroy", action: destroy))]
            f.label.showEditMenu()
            f.menu.choose("Destroy")
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertTrue(f.label.isDestroyed)
            XCTAssertEqual(mappedPopovers(in: f.window), 0)
        }
    }

    func testUpdateShowAndHideFromInsideAnAction() {
        onMain {
            let f = BasicsFixture(self)
            let update = Action("callUpdate"), show = Action("callShow"), hide = Action("callHide")
            f.label.handle(update) { [controller = f.controller] _ in controller.update() }
            f.label.handle(show) { [controller = f.controller, button = f.button] _ in
                controller.showMenu(from: button, rect: button.bounds, chainStartingAt: button)
            }
            f.label.handle(hide) { [controller = f.controller] _ in controller.hideMenu() }
            f.controller.menuItems.append(contentsOf: [.item(MenuItem(title: "Update", action: update)),
                                                       .item(MenuItem(title: "Show", action: show)),
                                                       .item(MenuItem(title: "Hide", action: hide))])
            for title in ["Update", "Hide"] {
                f.label.showEditMenu()
                f.menu.choose(title)
                waitUntil("\(title) to end with the menu closed") { !f.controller.isMenuVisible }
                runLoop(for: 0.2)
                XCTAssertEqual(mappedPopovers(in: f.window), 0, title)
            }
            f.label.showEditMenu()
            f.menu.choose("Show")
            waitUntil("the button's menu shown from the label's action") { f.menu.titles == ["Copy", "Custom item"] }
            runLoop(for: 0.2)
            XCTAssertTrue(f.controller.isMenuVisible)
            XCTAssertEqual(mappedPopovers(in: f.window), 1, "exactly one menu on screen")
        }
    }

    func testUpdateShowAndHideFromWillHide() {
        onMain {
            let f = BasicsFixture(self)
            // What the observer does this round; a class, as the observer outlives each round.
            final class Round {
                var mode = "update"
                var reentered = 0
            }
            let round = Round()
            let observation = f.controller.observe { [controller = f.controller, button = f.button] event in
                guard case .willHide = event, round.reentered == 0 else { return }   // once per round
                round.reentered += 1
                switch round.mode {
                case "update": controller.update()
                case "hide": controller.hideMenu()
                default: controller.showMenu(from: button, rect: button.bounds, chainStartingAt: button)
                }
            }
            defer { observation.cancel() }
            for next in ["update", "hide", "show"] {
                round.mode = next
                round.reentered = 0
                f.label.showEditMenu()
                EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
                runLoop(for: 0.25)
                XCTAssertLessThanOrEqual(mappedPopovers(in: f.window), 1, next)
                XCTAssertEqual(f.controller.isMenuVisible, mappedPopovers(in: f.window) == 1, "\(next): the controller and the screen agree")
                f.controller.hideMenu()
                runLoop(for: 0.25)
                XCTAssertEqual(mappedPopovers(in: f.window), 0, next)
            }
        }
    }

    func testTenThousandShowHideCyclesLeaveNoWrappersOrSignalBoxesBehind() {
        onMain {
            let f = BasicsFixture(self)
            @MainActor func cycles(_ count: Int) {
                for index in 0..<count {
                    f.label.showEditMenu(for: index % 2 == 0 ? .pointer(CGPoint(x: 5, y: 5)) : .keyboard)
                    f.controller.hideMenu()
                    if index % 50 == 49 { MainLoop.drain() }
                }
                MainLoop.drain()
                runLoop(for: 0.3)   // idle destruction of the last popovers
            }
            cycles(100)   // warm-up: caches, first-use objects
            let references = LiveCounts.objectReferences, handlers = LiveCounts.signalHandlers
            // The main thread's own CPU time, batch by batch: what is left behind
            // would make each batch cost more than the one before, whatever the
            // machine's speed and whatever else it runs.
            var batches: [Double] = []
            for _ in 0..<10 {
                let started = Self.threadCPUSeconds()
                cycles(1_000)
                batches.append(Self.threadCPUSeconds() - started)
            }
            XCTAssertLessThan(batches.last!, 2 * batches.first!,
                              "10,000 cycles must not slow down as they go: batches of 1,000 took \(batches) s")
            XCTAssertEqual(LiveCounts.objectReferences, references, "GObject references held by Swift")
            XCTAssertEqual(LiveCounts.signalHandlers, handlers, "signal-handler boxes")
            XCTAssertEqual(mappedPopovers(in: f.window), 0)
        }
    }

    /// CPU time the calling thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
