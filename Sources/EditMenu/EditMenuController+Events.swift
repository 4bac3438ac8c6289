import Foundation
import Synchronization

/// A registration made with ``EditMenuController/observe(_:)``; cancel it to stop observing.
@MainActor
public final class EditMenuObservation {
    private weak var controller: EditMenuController?
    let id: Int

    init(controller: EditMenuController, id: Int) {
        self.controller = controller
        self.id = id
    }

    /// Stops delivering events to the handler. Safe to call more than once.
    public func cancel() {
        controller?.removeObserver(self)
    }
}

extension EditMenuController {
    /// Posted before the menu shows; `object` is the controller, the frame is under
    /// ``menuFrameUserInfoKey``. Mirrors `UIMenuController.willShowMenuNotification`.
    nonisolated public static let willShowMenuNotification = Notification.Name("EditMenuControllerWillShowMenuNotification")
    /// Posted once the menu is shown. Mirrors `UIMenuController.didShowMenuNotification`.
    nonisolated public static let didShowMenuNotification = Notification.Name("EditMenuControllerDidShowMenuNotification")
    /// Posted before the menu hides. Mirrors `UIMenuController.willHideMenuNotification`.
    nonisolated public static let willHideMenuNotification = Notification.Name("EditMenuControllerWillHideMenuNotification")
    /// Posted once the menu is hidden. Mirrors `UIMenuController.didHideMenuNotification`.
    nonisolated public static let didHideMenuNotification = Notification.Name("EditMenuControllerDidHideMenuNotification")
    /// The `userInfo` key of the menu's frame (a `CGRect`) in the notifications.
    nonisolated public static let menuFrameUserInfoKey = "EditMenuControllerMenuFrame"

    /// Calls `handler` with every event of this controller until the returned observation
    /// is cancelled (or passed to ``removeObserver(_:)``).
    ///
    /// ```swift
    /// let observation = controller.observe { event in
    ///     if case .willHide = event { field.restoreNext() }
    /// }
    /// observation.cancel()
    /// ```
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (EditMenuEvent) -> Void) -> EditMenuObservation {
        nextObserverID += 1
        observers.append((id: nextObserverID, handler: handler))
        return EditMenuObservation(controller: self, id: nextObserverID)
    }

    /// Stops delivering events to the observation's handler.
    public func removeObserver(_ observation: EditMenuObservation) {
        observers.removeAll { $0.id == observation.id }
    }

    /// A new stream of this controller's events, from now on; it ends when the consumer
    /// stops iterating.
    ///
    /// ```swift
    /// for await event in controller.events { print(event) }
    /// ```
    public var events: AsyncStream<EditMenuEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: EditMenuEvent.self)
        streams.add(continuation)
        return stream
    }

    /// Delivers `event` to closures, streams and NotificationCenter, in that order.
    func emit(_ event: EditMenuEvent) {
        // A snapshot, so handlers may add or cancel observations while being called.
        for observer in observers { observer.handler(event) }
        streams.yield(event)
        NotificationCenter.default.post(
            name: event.notificationName, object: self,
            userInfo: [Self.menuFrameUserInfoKey: event.frame])
    }
}

/// The continuations of ``EditMenuController/events`` streams.
///
/// A stream's termination handler runs on whatever thread ends it, so removal cannot wait
/// for the main actor (which a GTK main loop may not drain); a lock keeps it synchronous.
final class EventStreams: Sendable {
    private struct State {
        var continuations: [Int: AsyncStream<EditMenuEvent>.Continuation] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    func add(_ continuation: AsyncStream<EditMenuEvent>.Continuation) {
        let id = state.withLock { state in
            state.nextID += 1
            state.continuations[state.nextID] = continuation
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        state.withLock { $0.continuations[id] = nil }
    }

    func yield(_ event: EditMenuEvent) {
        // Yielded outside the lock: a consumer may end its stream from inside `yield`.
        let current = state.withLock { Array($0.continuations.values) }
        for continuation in current { continuation.yield(event) }
    }

    var count: Int {
        state.withLock { $0.continuations.count }
    }
}
