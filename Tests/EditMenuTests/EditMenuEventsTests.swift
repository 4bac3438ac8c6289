import Foundation
import Testing
@testable import EditMenu

@Suite("EditMenuController: events") @MainActor
struct EditMenuEventsTests {
    @Test func cancellingAnObservationStopsIt() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        var seen: [EditMenuEvent] = []
        let observation = f.controller.observe { seen.append($0) }
        f.controller.showMenu(from: f.field, rect: .zero)
        observation.cancel()
        observation.cancel()
        f.controller.hideMenu()
        #expect(seen.count == 2)

        let again = f.controller.observe { seen.append($0) }
        f.controller.removeObserver(again)
        f.controller.showMenu(from: f.field, rect: .zero)
        #expect(seen.count == 2)
    }

    @Test func eventsAreAlsoAnAsyncStream() async {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        let stream = f.controller.events
        #expect(f.controller.streams.count == 1)
        f.controller.showMenu(from: f.field, rect: .zero)
        f.presenter.choose("Copy")
        var received: [EditMenuEvent] = []
        for await event in stream {
            received.append(event)
            if received.count == 4 { break }
        }
        let frame = f.presenter.frameToReturn
        #expect(received == [.willShow(frame: frame), .didShow(frame: frame), .willHide(frame: frame), .didHide(frame: frame)])
    }

    @Test func aStreamThatIsDroppedIsForgotten() {
        let f = Fixture()
        do { _ = f.controller.events }
        #expect(f.controller.streams.count == 0)
    }

    @Test func notificationsMirrorUIKitNamesAndCarryTheFrame() {
        let f = Fixture()
        f.field.handle(.copy) { _ in }
        let received = LockedBox<[(String, CGRect?)]>([])
        let center = NotificationCenter.default
        let names = [EditMenuController.willShowMenuNotification, EditMenuController.didShowMenuNotification,
                     EditMenuController.willHideMenuNotification, EditMenuController.didHideMenuNotification]
        let tokens = names.map { name in
            center.addObserver(forName: name, object: f.controller, queue: nil) { note in
                let frame = note.userInfo?[EditMenuController.menuFrameUserInfoKey] as? CGRect
                received.withValue { $0.append((note.name.rawValue, frame)) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        f.controller.showMenu(from: f.field, rect: .zero)
        f.controller.hideMenu()
        let got = received.withValue { $0 }
        #expect(got.map(\.0) == [
            "EditMenuControllerWillShowMenuNotification", "EditMenuControllerDidShowMenuNotification",
            "EditMenuControllerWillHideMenuNotification", "EditMenuControllerDidHideMenuNotification",
        ])
        #expect(got.allSatisfy { $0.1 == f.presenter.frameToReturn })
    }

    @Test func eventNamesAndFrames() {
        let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(EditMenuEvent.willHide(frame: frame).frame == frame)
        #expect(EditMenuEvent.didShow(frame: frame).notificationName == EditMenuController.didShowMenuNotification)
    }
}
